import { isTimeZone, localDate } from 'shared/contract';

/**
 * The browser's IANA time zone ('America/Halifax'), sent with tracking calls so the API judges
 * "in the future" and "overdue" on the consumer's own date; undefined when the browser has none.
 */
function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}

/** The consumer's local date (YYYY-MM-DD); America/Toronto when the browser gives no zone. */
export function localToday(now: Date = new Date()): string {
  return localDate(now, browserTimeZone());
}

/** `{ time_zone }` when the browser has one, else nothing: the API then assumes Toronto. */
export function timeZoneField(): { time_zone?: string } {
  const zone = browserTimeZone();
  return zone ? { time_zone: zone } : {};
}
