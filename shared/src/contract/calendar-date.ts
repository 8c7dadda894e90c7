/**
 * Calendar dates as the contract carries them: YYYY-MM-DD, a real date, and within the years
 * any field accepts unless it says otherwise (decisions.md section 3: a year 0000 or 9999 is a
 * typing slip, and PostgreSQL's date type refuses some of them outright). Zod-free, so screens
 * and the tracker's rules can use it without the schemas.
 */

export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2100-12-31';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD, from 1900-01-01 to 2100-12-31. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value < EARLIEST_DATE || value > LATEST_DATE) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** `days` calendar days after a YYYY-MM-DD date (negative goes back). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
