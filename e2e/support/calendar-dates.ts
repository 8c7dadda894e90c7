/**
 * Calendar dates as the tests expect them, worked out here rather than with the app's own rules
 * so that the tests check the app instead of repeating it. Dates are YYYY-MM-DD.
 */

/** The zone the config gives the browser (timezoneId), which is the consumer's local zone. */
export const CONSUMER_TIME_ZONE = 'America/Toronto';

const DAY_MS = 86_400_000;

/** Today's date in the consumer's zone. */
export function consumerToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CONSUMER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `days` calendar days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How the letters page writes a date: '2026-03-02' as 'March 2, 2026'. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** An iCalendar DATE value: '2026-03-02' as '20260302'. */
export function icsDate(date: string): string {
  return date.replaceAll('-', '');
}
