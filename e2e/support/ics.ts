/**
 * Reads an iCalendar file (RFC 5545) as far as the tests need: content lines unfolded, and each
 * VEVENT as its properties. A property keeps its parameters in its name ('DTSTART;VALUE=DATE').
 */
export interface IcsContent {
  /** The content lines, unfolded (a CRLF followed by a space or tab continues a line). */
  lines: string[];
  events: Record<string, string>[];
}

export function readIcs(text: string): IcsContent {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
  const events: Record<string, string>[] = [];
  let event: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') {
      event = {};
    } else if (line === 'END:VEVENT') {
      if (event) events.push(event);
      event = null;
    } else if (event) {
      const colon = line.indexOf(':');
      event[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}
