const LONG_DATE = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar date: '2026-03-02' as 'March 2, 2026'; anything unreadable as given. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : LONG_DATE.format(date);
}
