import { FEDERAL_AGENCIES } from 'shared/contract';

/** A federal body's first phone number, as the reference data lists it. */
export function federalPhone(id: string): string {
  const number = FEDERAL_AGENCIES.find((agency) => agency.id === id)?.phones[0]?.value.number;
  if (!number) throw new Error(`No phone for federal agency ${id}`);
  return number;
}
