/** Money without zod: cents and the CAD format (the schema is in money-schema.ts). */

/** Exact conversion of a 2-decimal amount to integer cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

const cadFormatter = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** Formats a dollar amount (or cents with `fromCents`) as CAD, e.g. $1,234.56. */
export function formatCad(amount: number): string {
  return cadFormatter.format(amount);
}
