/**
 * Calendar dates as the contract carries them: YYYY-MM-DD, a real date, and within the years
 * any field accepts unless it says otherwise (decisions.md section 3: a year 0000 or 9999 is a
 * typing slip, and PostgreSQL's date type refuses some of them outright), and today's date in a
 * Canadian zone. Zod-free, so screens and the tracker's rules can use it without the schemas.
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

/** The consumer's zone when nothing better is known (the product's letters are dated in it too). */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

/** True for an IANA zone name this runtime knows ('America/Halifax'). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar date at `instant` in `timeZone`, as YYYY-MM-DD. An unknown or missing zone means
 * America/Toronto.
 */
export function localDate(instant: Date, timeZone?: string | null): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `days` calendar days after a YYYY-MM-DD date (negative goes back). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** `count` years after a date; February 29 falls on March 1 in a common year. */
export function addYears(date: string, count: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const result = new Date(Date.UTC(year + count, month - 1, day));
  return result.toISOString().slice(0, 10);
}

/**
 * Today where the day is furthest ahead in Canada (Newfoundland). A date after it is in the
 * future for every consumer, so client and server, in any zone, never refuse a consumer's today.
 */
export function latestCanadianToday(now = new Date()): string {
  return localDate(now, 'America/St_Johns');
}

/** Today where the day is furthest behind in Canada (the Pacific coast): before it is past for all. */
export function earliestCanadianToday(now = new Date()): string {
  return localDate(now, 'America/Vancouver');
}
