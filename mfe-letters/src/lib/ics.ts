/**
 * A minimal RFC 5545 (iCalendar) writer for all-day events, pure so it can be tested alone:
 * text escaping (3.3.11), CRLF line ends and folding at 75 octets (3.1), DTSTAMP in UTC.
 */

export interface AllDayEvent {
  /** Stable across downloads, so calendar apps update an event instead of adding a copy. */
  uid: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  description?: string;
}

export interface CalendarOptions {
  /** PRODID: who made the file ('-//Company//Product//EN'). */
  productId: string;
  /** Shown by calendar apps that import the file as a calendar of its own. */
  name?: string;
  /** When the file was made: every event's DTSTAMP. */
  stamp: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value: backslash, semicolon and comma escaped, any line break written as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Splits a content line into lines of at most 75 octets (UTF-8), each continuation starting
 * with one space (which counts in its 75). Never cuts inside a character.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** '2026-04-01' as the DATE value '20260401'. */
function dateValue(date: string): string {
  return date.replace(/-/g, '');
}

/** The day after a YYYY-MM-DD date: an all-day event ends (exclusively) the next day. */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A UTC DATE-TIME: '20260302T150000Z'. */
function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function eventLines(event: AllDayEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${dateValue(event.date)}`,
    `DTEND;VALUE=DATE:${dateValue(nextDay(event.date))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    // A reminder of a date, not a meeting: it does not make the consumer look busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole .ics file: one VCALENDAR, one VEVENT per event, every line ended by CRLF. */
export function buildCalendar(events: readonly AllDayEvent[], options: CalendarOptions): string {
  const stamp = utcStamp(options.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(options.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join('');
}
