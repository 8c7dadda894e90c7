/** Letters are dated in Toronto time (decisions.md section 5), whatever the server's zone. */
const TORONTO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in America/Toronto at `instant`, as YYYY-MM-DD. */
export function torontoDate(instant: Date): string {
  const parts = Object.fromEntries(
    TORONTO_DAY.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
