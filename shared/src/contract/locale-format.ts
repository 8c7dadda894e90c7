// Numbers, money, dates and lists as each language writes them: the one set of formatters for
// the interface (through shared/ui's useLocaleFormat), the API's messages and the letters.
import { longCalendarDate } from './long-date';
import { CURRENCY } from './options';

/** Numbers, money, dates and lists written as the reader's language writes them. */
export interface LocaleFormat {
  /** The language as a BCP 47 tag: 'en-CA' or 'fr-CA'. */
  locale: string;
  /** Dollars as CAD: '$1,234.56' in English, '1 234,56 $' in French. */
  money: (amount: number) => string;
  /** A count: '1,000' / '1 000'. */
  count: (value: number) => string;
  /** A share of 1 as a percentage with at most one decimal: '12.5%' / '12,5 %'. */
  percent: (share: number) => string;
  /** '2026-03-02' as 'March 2, 2026' / '2 mars 2026' ('1er avril'); anything else as given. */
  calendarDate: (isoDate: string) => string;
  /** An instant's time of day: '3:04 p.m.' / '15 h 04'. */
  time: (instant: Date) => string;
  /** An instant's date and time of day, short: 'Nov 24, 2026, 3:04 p.m.' / '24 nov. 2026, 15 h 04'. */
  dateTime: (instant: Date) => string;
  /** 'A, B and C' / 'A, B et C'. */
  list: (items: readonly string[]) => string;
}

function buildFormat(locale: string): LocaleFormat {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return {
    locale,
    money: (amount) => money.format(amount),
    count: (value) => count.format(value),
    percent: (share) => percent.format(share),
    calendarDate: (isoDate) => longCalendarDate(isoDate, locale),
    time: (instant) => time.format(instant),
    dateTime: (instant) => dateTime.format(instant),
    list: (items) => list.format(items),
  };
}

// Built on first use, once per language: formatters made at load would cost every page that
// imports the contract, used or not.
const formats = new Map<string, LocaleFormat>();

/** The formats of `locale` ('en-CA' or 'fr-CA'). */
export function localeFormat(locale: string): LocaleFormat {
  let format = formats.get(locale);
  if (!format) {
    format = buildFormat(locale);
    formats.set(locale, format);
  }
  return format;
}
