// A calendar date written out, apart from locale-format.ts so that the API's messages (on the
// login page too) carry only this.

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * '2026-03-02' as 'March 2, 2026' (en-CA) or '2 mars 2026' (fr-CA), with French's « 1er » on the
 * first of a month, which Intl does not write; anything else is returned as given. A calendar
 * date has no time zone: read and written in UTC, it is the same day everywhere.
 */
export function longCalendarDate(isoDate: string, locale: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime())) return isoDate;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  const firstAsOrdinal = locale.startsWith('fr');
  return formatter
    .formatToParts(date)
    .map(({ type, value }) => (firstAsOrdinal && type === 'day' && value === '1' ? '1er' : value))
    .join('');
}
