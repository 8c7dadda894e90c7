import { describe, expect, it } from 'vitest';
import { limitationStatus } from './limitation-periods';
import type { ProvinceCode } from './provinces';
import { isPastRemoval, type RemovalDate, reportRemovalDate } from './report-removal';

/** The provinces issue 16 names, a disputed one (NL) and one with only third-party pages (NT). */
const PROVINCES: readonly ProvinceCode[] = ['ON', 'QC', 'BC', 'SK', 'MB', 'NL', 'NT'];

function dateOf(removal: RemovalDate): string {
  if (!removal.known) throw new Error(`No date: it needs ${removal.needs}`);
  return removal.date;
}

describe('when a late account or a collection leaves the report', () => {
  it.each(PROVINCES)('Equifax counts 6 years from the last activity in %s', (province) => {
    for (const kind of ['account', 'collection'] as const) {
      const removal = reportRemovalDate(kind, 'Equifax', province, {
        lastActivity: '2019-04-15',
        firstDelinquency: '2018-11-02',
      });
      expect(removal).toMatchObject({
        known: true,
        date: '2025-04-15',
        basis: 'last_activity',
        confirmed: true,
      });
    }
  });

  it.each(PROVINCES)('TransUnion counts 6 years from the first delinquency in %s', (province) => {
    const removal = reportRemovalDate('collection', 'TransUnion', province, {
      lastActivity: '2019-04-15',
      firstDelinquency: '2018-11-02',
    });
    expect(removal).toMatchObject({
      date: '2024-11-02',
      basis: 'first_delinquency',
      confirmed: true,
    });
  });

  it('gives TransUnion a date near the last activity, unconfirmed, without the first delinquency', () => {
    const removal = reportRemovalDate('account', 'TransUnion', 'ON', {
      lastActivity: '2019-04-15',
    });
    expect(removal).toMatchObject({ date: '2025-04-15', basis: 'last_activity', confirmed: false });
  });

  it('says which date is missing instead of guessing', () => {
    expect(reportRemovalDate('account', 'Equifax', 'ON', {})).toEqual({
      known: false,
      needs: 'last_activity',
    });
  });

  it('counts from February 29 to March 1 of a common year, never a day early', () => {
    const removal = reportRemovalDate('account', 'Equifax', 'QC', { lastActivity: '2020-02-29' });
    expect(dateOf(removal)).toBe('2026-03-01');
  });
});

describe('when a judgment leaves the report', () => {
  const filed = { started: '2018-06-20' };

  it.each(PROVINCES)('Equifax keeps it 6 years from filing in %s', (province) => {
    expect(dateOf(reportRemovalDate('judgment', 'Equifax', province, filed))).toBe('2024-06-20');
  });

  it.each([
    ['ON', '2025-06-20'],
    ['QC', '2025-06-20'],
    ['NL', '2025-06-20'],
    ['NB', '2025-06-20'],
    ['PE', '2028-06-20'],
    ['BC', '2024-06-20'],
    ['SK', '2024-06-20'],
    ['MB', '2024-06-20'],
    ['NT', '2024-06-20'],
  ] as const)('TransUnion keeps it by province: %s until %s', (province, expected) => {
    expect(dateOf(reportRemovalDate('judgment', 'TransUnion', province, filed))).toBe(expected);
  });
});

describe('when a bankruptcy leaves the report', () => {
  const discharged = { discharged: '2017-09-01' };

  it.each(PROVINCES)('Equifax: 6 years after discharge in %s, 14 with another', (province) => {
    expect(reportRemovalDate('bankruptcy', 'Equifax', province, discharged)).toMatchObject({
      date: '2023-09-01',
      basis: 'discharged',
      confirmed: true,
    });
    expect(
      dateOf(
        reportRemovalDate('bankruptcy', 'Equifax', province, {
          ...discharged,
          otherBankruptcies: 1,
        }),
      ),
    ).toBe('2031-09-01');
  });

  it.each(PROVINCES)('TransUnion: the longer of 6 or 7 years in %s, unconfirmed', (province) => {
    expect(reportRemovalDate('bankruptcy', 'TransUnion', province, discharged)).toMatchObject({
      date: '2024-09-01',
      confirmed: false,
    });
  });

  it('needs the discharge: an undischarged bankruptcy has no removal date yet', () => {
    expect(reportRemovalDate('bankruptcy', 'TransUnion', 'ON', {})).toEqual({
      known: false,
      needs: 'discharged',
    });
  });
});

describe('when a consumer proposal leaves the report', () => {
  it.each(PROVINCES)('3 years after it is paid when that comes first, in %s', (province) => {
    for (const bureau of ['Equifax', 'TransUnion'] as const) {
      const removal = reportRemovalDate('consumer_proposal', bureau, province, {
        started: '2019-03-10',
        paidOff: '2021-05-01',
      });
      expect(removal).toMatchObject({ date: '2024-05-01', basis: 'paid_off', confirmed: true });
    }
  });

  it('6 years after filing when that comes first (a proposal paid late)', () => {
    const removal = reportRemovalDate('consumer_proposal', 'Equifax', 'BC', {
      started: '2019-03-10',
      paidOff: '2024-02-01',
    });
    expect(removal).toMatchObject({ date: '2025-03-10', basis: 'started' });
  });

  it('at the latest 6 years after filing while it is still being paid', () => {
    const removal = reportRemovalDate('consumer_proposal', 'TransUnion', 'SK', {
      started: '2023-01-16',
    });
    expect(dateOf(removal)).toBe('2029-01-16');
  });
});

describe('when a debt management plan leaves the report', () => {
  it('Equifax: the later of 2 years after payment and 6 from the start, unconfirmed', () => {
    const paidLate = reportRemovalDate('debt_management_plan', 'Equifax', 'MB', {
      started: '2019-01-01',
      paidOff: '2024-06-30',
    });
    expect(paidLate).toMatchObject({ date: '2026-06-30', basis: 'paid_off', confirmed: false });
    const paidEarly = reportRemovalDate('debt_management_plan', 'Equifax', 'MB', {
      started: '2019-01-01',
      paidOff: '2021-06-30',
    });
    expect(paidEarly).toMatchObject({ date: '2025-01-01', basis: 'started', confirmed: false });
  });

  it('Equifax: while it runs, no date can be given yet', () => {
    expect(
      reportRemovalDate('debt_management_plan', 'Equifax', 'ON', { started: '2024-01-01' }),
    ).toEqual({ known: false, needs: 'paid_off' });
  });

  it('TransUnion: 2 years after it is paid, unconfirmed', () => {
    const removal = reportRemovalDate('debt_management_plan', 'TransUnion', 'NL', {
      started: '2019-01-01',
      paidOff: '2023-08-15',
    });
    expect(removal).toMatchObject({ date: '2025-08-15', confirmed: false });
  });
});

describe('an item past its removal date', () => {
  const removal = reportRemovalDate('account', 'Equifax', 'ON', { lastActivity: '2019-04-15' });

  it('may still be reported on the anniversary itself, and should be gone the day after', () => {
    expect(isPastRemoval(removal, '2025-04-15')).toBe(false);
    expect(isPastRemoval(removal, '2025-04-16')).toBe(true);
  });

  it('is never past removal when the date is unknown', () => {
    const unknown = reportRemovalDate('account', 'Equifax', 'ON', {});
    expect(isPastRemoval(unknown, '2100-01-01')).toBe(false);
  });
});

describe('the limitation period of a debt', () => {
  it.each([
    ['ON', '2025-03-16', false],
    ['QC', '2026-03-16', false],
    ['BC', '2025-03-16', false],
    ['SK', '2025-03-16', false],
    ['MB', '2025-03-16', false],
    ['NL', '2029-03-16', true],
    ['NT', '2029-03-16', true],
  ] as const)('in %s passes on %s (unconfirmed: %s)', (province, barredFrom, unconfirmed) => {
    const status = limitationStatus('2023-03-15', province, '2026-11-28');
    expect(status.barredFrom).toBe(barredFrom);
    expect(status.unconfirmed).toBe(unconfirmed);
    expect(status.passed).toBe(barredFrom <= '2026-11-28');
  });

  it('starts again with a payment: paying on a barred debt makes it collectable again', () => {
    const before = limitationStatus('2021-05-01', 'ON', '2026-11-28');
    expect(before).toMatchObject({ barredFrom: '2023-05-02', passed: true });
    const afterPaying = limitationStatus('2026-11-28', 'ON', '2026-11-28');
    expect(afterPaying).toMatchObject({ barredFrom: '2028-11-29', passed: false });
    expect(afterPaying.statute?.name).toBe('Limitations Act, 2002');
  });

  it('uses the longest period where sources disagree (Newfoundland and Labrador: 2 or 6 years)', () => {
    const status = limitationStatus('2022-01-10', 'NL', '2026-11-28');
    expect(status).toMatchObject({ barredFrom: '2028-01-11', passed: false, unconfirmed: true });
  });
});
