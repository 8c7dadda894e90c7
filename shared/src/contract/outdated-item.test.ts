import { describe, expect, it } from 'vitest';
import { messageIn } from './messages/catalogs';
import {
  type OutdatedItemFacts,
  outdatedItemChecks,
  outdatedItemDateFields,
  outdatedItemProblems,
} from './outdated-item';

const NO_DATES: OutdatedItemFacts = {
  item_kind: 'collection',
  last_activity_date: '',
  first_delinquency_date: '',
  started_date: '',
  discharged_date: '',
  paid_off_date: '',
  other_bankruptcies: 0,
};

const BOTH = ['Equifax', 'TransUnion'] as const;

function problemsIn(
  facts: Partial<OutdatedItemFacts>,
  bureaus: readonly ('Equifax' | 'TransUnion')[],
  today: string,
  province: 'ON' | 'QC' | 'PE' = 'ON',
): Record<string, string> {
  const problems = outdatedItemProblems({ ...NO_DATES, ...facts }, bureaus, province, today);
  return Object.fromEntries(
    Object.entries(problems).map(([field, message]) => [field, messageIn(message, 'en')]),
  );
}

describe('the outdated item letter asks for the dates its item counts from', () => {
  it('reads the last activity for Equifax and the first delinquency for TransUnion', () => {
    expect(outdatedItemDateFields('account', BOTH)).toEqual([
      'last_activity_date',
      'first_delinquency_date',
    ]);
    expect(outdatedItemDateFields('collection', ['TransUnion'])).toEqual([
      'first_delinquency_date',
    ]);
    expect(outdatedItemDateFields('bankruptcy', BOTH)).toEqual(['discharged_date']);
    expect(outdatedItemDateFields('consumer_proposal', ['Equifax'])).toEqual([
      'started_date',
      'paid_off_date',
    ]);
  });

  it('never dates a TransUnion account from its last activity: it asks for the first delinquency', () => {
    const facts = { last_activity_date: '2017-05-01' };
    expect(problemsIn(facts, ['TransUnion'], '2026-11-29')).toEqual({
      first_delinquency_date:
        'TransUnion counts from the first missed payment that was never made good: please enter its date, as your TransUnion report shows it.',
    });
    // Equifax alone counts from that date, and 6 years have passed.
    expect(problemsIn(facts, ['Equifax'], '2026-11-29')).toEqual({});
  });

  it('names each missing date on its own field', () => {
    expect(problemsIn({ item_kind: 'bankruptcy' }, BOTH, '2026-11-29')).toEqual({
      discharged_date: 'Please enter the date you were discharged from this bankruptcy.',
    });
    expect(problemsIn({ item_kind: 'judgment' }, ['Equifax'], '2026-11-29')).toEqual({
      started_date: 'Please enter the date it was filed or started.',
    });
  });

  it('refuses a date in the future, and a payment in full before the start', () => {
    expect(problemsIn({ last_activity_date: '2027-01-01' }, ['Equifax'], '2026-11-29')).toEqual({
      last_activity_date: 'This date cannot be in the future.',
    });
    expect(
      problemsIn(
        { item_kind: 'consumer_proposal', started_date: '2018-06-01', paid_off_date: '2017-01-01' },
        BOTH,
        '2026-11-29',
      ),
    ).toEqual({
      paid_off_date: 'The date it was paid in full cannot be before the date it started.',
    });
  });
});

describe('the outdated item letter is made only once every bureau it goes to is past its date', () => {
  const collection = { last_activity_date: '2020-03-02', first_delinquency_date: '2020-01-15' };

  it('refuses on the day of removal itself, with the date, and accepts the day after', () => {
    expect(problemsIn(collection, ['Equifax'], '2026-03-02')).toEqual({
      bureau:
        'Equifax may still report this item until March 2, 2026. A letter asking to remove it can be made from the day after.',
    });
    expect(problemsIn(collection, ['Equifax'], '2026-03-03')).toEqual({});
  });

  it('names both bureaus with their own dates while both may report it', () => {
    expect(problemsIn(collection, BOTH, '2025-12-01')).toEqual({
      bureau:
        'Equifax may still report this item until March 2, 2026, and TransUnion until January 15, 2026. A letter asking to remove it can be made from the day after.',
    });
  });

  it('names only the bureau whose period still runs', () => {
    // TransUnion's date (from the first delinquency) passed on January 15; Equifax's has not.
    expect(problemsIn(collection, BOTH, '2026-02-01')).toEqual({
      bureau:
        'Equifax may still report this item until March 2, 2026. A letter asking to remove it can be made from the day after.',
    });
    expect(problemsIn(collection, ['TransUnion'], '2026-02-01')).toEqual({});
  });

  it('keeps a judgment at TransUnion 7 years in Ontario and Quebec, 10 in Prince Edward Island', () => {
    const judgment = { item_kind: 'judgment' as const, started_date: '2019-06-10' };
    expect(problemsIn(judgment, ['Equifax'], '2025-06-11', 'ON')).toEqual({});
    expect(problemsIn(judgment, ['TransUnion'], '2025-06-11', 'QC')).toEqual({
      bureau:
        'TransUnion may still report this item until June 10, 2026. A letter asking to remove it can be made from the day after.',
    });
    const checks = outdatedItemChecks(
      { ...NO_DATES, ...judgment },
      ['TransUnion'],
      'PE',
      '2026-11-29',
    );
    expect(checks[0]?.removal).toMatchObject({ date: '2029-06-10', years: 10 });
  });

  it('keeps a bankruptcy 14 years when the consumer had another', () => {
    const bankruptcy = { item_kind: 'bankruptcy' as const, discharged_date: '2012-02-01' };
    expect(problemsIn(bankruptcy, BOTH, '2026-11-29')).toEqual({});
    expect(problemsIn({ ...bankruptcy, other_bankruptcies: 1 }, ['Equifax'], '2026-01-15')).toEqual(
      {
        bureau:
          'Equifax may still report this item until February 1, 2026. A letter asking to remove it can be made from the day after.',
      },
    );
  });

  it('dates a paid consumer proposal by whichever of its two rules comes first', () => {
    const proposal = {
      item_kind: 'consumer_proposal' as const,
      started_date: '2019-05-01',
      paid_off_date: '2022-09-30',
    };
    // 6 years after filing (2025-05-01) comes before 3 after it was paid (2025-09-30).
    const [equifax] = outdatedItemChecks(
      { ...NO_DATES, ...proposal },
      ['Equifax'],
      'ON',
      '2025-06-01',
    );
    expect(equifax?.removal).toMatchObject({ date: '2025-05-01', basis: 'started', years: 6 });
    expect(equifax?.past).toBe(true);
  });
});
