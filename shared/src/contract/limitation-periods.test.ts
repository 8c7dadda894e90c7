import { addYears } from './calendar-date';
import {
  limitationMessages,
  limitationProblem,
  limitationUnconfirmedMessage,
} from './limitation-messages';
import {
  hasLimitationPassed,
  LIMITATION_PERIODS,
  limitationPeriodText,
  statuteBarredFrom,
} from './limitation-periods';
import { messageIn } from './messages/catalogs';
import { PROVINCES, type ProvinceCode } from './provinces';
import { PROVINCIAL_FACTS, valueIn } from './reference';
// Installs the French part of the reference data, as a French page's download does.
import './reference/french-names';

/** Every province and territory: the years the rules use and whether the period is confirmed. */
const EXPECTED: Record<ProvinceCode, { years: number; unconfirmed: boolean }> = {
  AB: { years: 2, unconfirmed: false },
  BC: { years: 2, unconfirmed: false },
  MB: { years: 2, unconfirmed: false },
  NB: { years: 2, unconfirmed: true },
  NL: { years: 6, unconfirmed: true },
  NS: { years: 2, unconfirmed: false },
  NT: { years: 6, unconfirmed: true },
  NU: { years: 6, unconfirmed: true },
  ON: { years: 2, unconfirmed: false },
  PE: { years: 6, unconfirmed: true },
  QC: { years: 3, unconfirmed: false },
  SK: { years: 2, unconfirmed: false },
  YT: { years: 6, unconfirmed: true },
};

const CODES = PROVINCES.map((province) => province.code);

/** A message as an English reader sees it (null when there is none). */
function english(message: string | null): string | null {
  return message === null ? null : messageIn(message, 'en');
}

describe('limitation periods', () => {
  it.each(CODES)('%s: the period, confirmed or not, with a source', (code) => {
    const period = LIMITATION_PERIODS[code];
    expect({ years: period.years, unconfirmed: period.unconfirmed }).toEqual(EXPECTED[code]);
    expect(period.source.trim()).not.toBe('');
  });

  it.each(CODES)('%s: barred from the day after the anniversary, not before', (code) => {
    const years = EXPECTED[code].years;
    // After every change of period the notes record (the latest: Manitoba, 2022).
    const anniversary = `${2023 + years}-05-31`;
    expect(statuteBarredFrom('2023-05-31', code)).toBe(`${2023 + years}-06-01`);
    expect(hasLimitationPassed('2023-05-31', code, anniversary)).toBe(false);
    expect(hasLimitationPassed('2023-05-31', code, `${2023 + years}-06-01`)).toBe(true);
  });

  it('uses the longest period any source gives where sources disagree', () => {
    expect(LIMITATION_PERIODS.NL.disputedYears).toEqual([2, 6]);
    expect(LIMITATION_PERIODS.NU.disputedYears).toEqual([3, 6]);
    expect(LIMITATION_PERIODS.YT.disputedYears).toEqual([2, 6]);
    // Four years on, the shorter reading would call a Newfoundland debt barred; the rule does not.
    expect(hasLimitationPassed('2020-01-10', 'NL', '2024-01-11')).toBe(false);
    expect(hasLimitationPassed('2020-01-10', 'NL', '2026-01-11')).toBe(true);
  });

  it('keeps the statute each confirmed period comes from, and New Brunswick’s unchecked Act', () => {
    expect(LIMITATION_PERIODS.ON.statute).toEqual({
      name: 'Limitations Act, 2002',
      citation: null,
      provision: 's. 4',
    });
    expect(LIMITATION_PERIODS.QC.statute?.provision).toBe('art. 2925');
    expect(LIMITATION_PERIODS.SK.statute?.citation).toBe('SS 2004, c L-16.1');
    expect(LIMITATION_PERIODS.NB.statute?.citation).toBe('SNB 2009, c L-8.5');
    expect(LIMITATION_PERIODS.NB.unconfirmed).toBe(true);
    expect(LIMITATION_PERIODS.ON.ultimateYears).toBe(15);
    expect(LIMITATION_PERIODS.AB.ultimateYears).toBe(10);
  });

  it('counts a February 29 anniversary as March 1 in a common year, never a day early', () => {
    expect(addYears('2024-02-29', 2)).toBe('2026-03-01');
    expect(statuteBarredFrom('2024-02-29', 'ON')).toBe('2026-03-02');
    expect(hasLimitationPassed('2024-02-29', 'ON', '2026-03-01')).toBe(false);
    expect(hasLimitationPassed('2024-02-29', 'ON', '2026-03-02')).toBe(true);
    // Into a leap year the anniversary is February 29 itself.
    expect(statuteBarredFrom('2020-02-29', 'QC')).toBe('2023-03-02');
    expect(statuteBarredFrom('2022-02-28', 'ON')).toBe('2024-02-29');
  });

  it('counts a payment made before a shorter period took effect from that day', () => {
    // British Columbia: 2 years since June 1, 2013.
    expect(statuteBarredFrom('2012-01-15', 'BC')).toBe('2015-06-02');
    expect(statuteBarredFrom('2014-01-15', 'BC')).toBe('2016-01-16');
  });

  it('refuses a future date and names the day the period passes', () => {
    expect(limitationProblem('2026-12-01', 'ON', '2026-11-24')).toBe(
      limitationMessages.lastPaymentFuture,
    );
    expect(english(limitationProblem('2026-03-02', 'ON', '2026-11-24'))).toBe(
      'In Ontario the limitation period for this debt passes on March 3, 2028. Until then it is not statute-barred.',
    );
    expect(english(limitationProblem('2024-11-24', 'NT', '2026-11-24'))).toBe(
      'In the Northwest Territories the limitation period for this debt passes on November 25, 2030. Until then it is not statute-barred.',
    );
    expect(limitationProblem('2018-11-24', 'ON', '2026-11-24')).toBeNull();
  });

  it('says where a period is unconfirmed, with the value used', () => {
    expect(english(limitationUnconfirmedMessage('NL'))).toBe(
      'Newfoundland and Labrador’s limitation period is unconfirmed: we use the longest period published sources give (6 years). Check with a legal clinic before you rely on it.',
    );
  });

  it('writes the reference pages’ period from the same table', () => {
    for (const code of CODES) {
      const fact = PROVINCIAL_FACTS[code].limitationPeriod;
      expect(fact.value).toBe(limitationPeriodText(LIMITATION_PERIODS[code]));
      expect(fact.source).toBe(LIMITATION_PERIODS[code].source);
      expect(Boolean(fact.unconfirmed)).toBe(LIMITATION_PERIODS[code].unconfirmed);
    }
    expect(PROVINCIAL_FACTS.ON.limitationPeriod.value).toBe('2 years, 15 years at most');
    expect(PROVINCIAL_FACTS.AB.limitationPeriod.value).toBe(
      '2 years from discovery, 10 years at most',
    );
    expect(PROVINCIAL_FACTS.BC.limitationPeriod.value).toBe('2 years (since June 1, 2013)');
    expect(PROVINCIAL_FACTS.NU.limitationPeriod.value).toBe(
      '6 years (the longest that sources give: 3 or 6)',
    );
  });
});

describe('the source of each period on a French page', () => {
  it('words the sources in French, keeping statutes by their official titles', () => {
    const sourceFr = (code: ProvinceCode) => valueIn(LIMITATION_PERIODS[code].source, 'fr');
    expect(sourceFr('NL')).toBe('des pages de tiers, qui ne concordent pas');
    expect(sourceFr('NT')).toBe('des pages de tiers');
    expect(sourceFr('ON')).toBe('Limitations Act, 2002, art. 4');
    expect(sourceFr('QC')).toBe('Code civil du Québec, art. 2925');
    for (const { code } of PROVINCES) {
      // English prose or section marks ("s. 5") would show on a French page.
      expect(sourceFr(code)).not.toMatch(/\bs\. \d|third-party|\bwhich\b|\bnot\b/);
    }
  });
});
