import { plainSpaces as plain } from 'shared/testing';
import { localeFormat } from './locale-format';

describe('localeFormat', () => {
  const en = localeFormat('en-CA');
  const fr = localeFormat('fr-CA');

  it('writes money as each language writes dollars', () => {
    expect(en.money(1234.56)).toBe('$1,234.56');
    expect(plain(fr.money(1234.56))).toBe('1 234,56 $');
  });

  it('names the month in the reader’s language and keeps the calendar day', () => {
    expect(en.calendarDate('2026-03-02')).toBe('March 2, 2026');
    expect(fr.calendarDate('2026-03-02')).toBe('2 mars 2026');
    expect(fr.calendarDate('2026-04-01')).toBe('1er avril 2026');
    expect(en.calendarDate('2026-04-01')).toBe('April 1, 2026');
    expect(fr.calendarDate('not a date')).toBe('not a date');
  });

  it('writes counts, shares, times and lists the French way in French', () => {
    expect(plain(fr.count(1000))).toBe('1 000');
    expect(plain(fr.percent(0.125))).toBe('12,5 %');
    expect(plain(fr.time(new Date(2026, 2, 2, 15, 4)))).toBe('15 h 04');
    expect(fr.list(['Visa', 'Maple Bank', 'Hydro'])).toBe('Visa, Maple Bank et Hydro');
    expect(en.list(['Visa', 'Maple Bank', 'Hydro'])).toBe('Visa, Maple Bank and Hydro');
    expect(en.time(new Date(2026, 2, 2, 15, 4))).toBe('3:04 p.m.');
  });

  it('writes an instant’s date and time short, as each language does', () => {
    expect(plain(fr.dateTime(new Date(2026, 10, 24, 15, 4)))).toBe('24 nov. 2026, 15 h 04');
    expect(plain(en.dateTime(new Date(2026, 10, 24, 15, 4)))).toBe('Nov 24, 2026, 3:04 p.m.');
  });
});
