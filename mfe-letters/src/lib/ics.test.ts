import { buildCalendar, escapeText, foldLine } from './ics';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('escapeText', () => {
  it('escapes backslashes, semicolons and commas, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, each continuation starting with one space', () => {
    const line = `SUMMARY:${'a'.repeat(200)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts.map(octets)).toEqual([75, 75, 60]);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    // Unfolding (removing CRLF + one space) gives the line back.
    expect(foldLine(line).replace(/\r\n /g, '')).toBe(line);
  });

  it('counts UTF-8 octets and never cuts a character in two', () => {
    const line = `SUMMARY:${'é'.repeat(40)}王小明`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.every((part) => octets(part) <= 75)).toBe(true);
    // 'SUMMARY:' is 8 octets, each é 2: 33 of them fill 74 octets, the 34th would make 76.
    expect(parts[0]).toBe(`SUMMARY:${'é'.repeat(33)}`);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('buildCalendar', () => {
  const stamp = new Date('2026-03-02T15:04:05.678Z');

  it('writes a calendar of all-day events, every line ended by CRLF', () => {
    const file = buildCalendar(
      [
        {
          uid: 'letter-1@example',
          date: '2026-04-01',
          summary: 'Reply due: Error of Name, Equifax',
          description: 'Sent by fax;\nfollow up',
        },
        { uid: 'letter-2@example', date: '2026-12-31', summary: 'Reply due' },
      ],
      { productId: '-//Example//Tracker//EN', name: 'Reply dates', stamp },
    );
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(file.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Example//Tracker//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Reply dates',
      'BEGIN:VEVENT',
      'UID:letter-1@example',
      'DTSTAMP:20260302T150405Z',
      'DTSTART;VALUE=DATE:20260401',
      'DTEND;VALUE=DATE:20260402',
      'SUMMARY:Reply due: Error of Name\\, Equifax',
      'DESCRIPTION:Sent by fax\\;\\nfollow up',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:letter-2@example',
      'DTSTAMP:20260302T150405Z',
      'DTSTART;VALUE=DATE:20261231',
      'DTEND;VALUE=DATE:20270101',
      'SUMMARY:Reply due',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('folds long values', () => {
    const file = buildCalendar([{ uid: 'u', date: '2026-04-01', summary: 'S'.repeat(100) }], {
      productId: '-//Example//Tracker//EN',
      stamp,
    });
    expect(file).toContain(`SUMMARY:${'S'.repeat(67)}\r\n ${'S'.repeat(33)}\r\n`);
    expect(file.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
  });
});
