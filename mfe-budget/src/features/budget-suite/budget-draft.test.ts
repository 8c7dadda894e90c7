import { DEFAULT_BUDGET, formatCad, fromCents } from 'shared/contract';
import {
  budgetFromDraft,
  type DraftRow,
  draftFromBudget,
  draftReducer,
  draftRowAnnualCents,
  draftTotals,
  newRowError,
  parseAmount,
} from './budget-draft';

function row(amountText: string, frequency: DraftRow['frequency']): DraftRow {
  return { key: 'k', description: 'Row', frequency, amountText };
}

describe('annual amounts', () => {
  it.each([
    ['Weekly', 52],
    ['Bi-Weekly', 26],
    ['Monthly', 12],
    ['Quarterly', 4],
    ['Annually', 1],
  ] as const)('multiplies a %s amount by %i, in cents', (frequency, multiplier) => {
    expect(draftRowAnnualCents(row('12.34', frequency))).toBe(1234 * multiplier);
  });

  it('gives exact cents where floating point would not (0.10 weekly is $5.20 a year)', () => {
    // Adding up the dollars drifts: 52 payments of 0.10 sum to 5.199999999999999.
    expect(Array.from({ length: 52 }, () => 0.1).reduce((a, b) => a + b, 0)).not.toBe(5.2);
    const cents = draftRowAnnualCents(row('0.10', 'Weekly'));
    expect(cents).toBe(520);
    expect(formatCad(fromCents(cents ?? 0))).toBe('$5.20');
    expect(draftRowAnnualCents(row('0.29', 'Bi-Weekly'))).toBe(754);
  });

  it('has no annual amount while the amount typed is invalid', () => {
    expect(draftRowAnnualCents(row('1.234', 'Monthly'))).toBeNull();
    expect(draftRowAnnualCents(row('12a', 'Monthly'))).toBeNull();
  });
});

describe('amounts typed', () => {
  it.each([
    ['', 0],
    ['  ', 0],
    ['0', 0],
    ['12', 12],
    ['12.', 12],
    ['12.5', 12.5],
    ['.05', 0.05],
    [' 1999.99 ', 1999.99],
    ['10000000', 10_000_000],
    // As English and French write amounts (issue 15).
    ['1,000', 1000],
    ['$5', 5],
    ['1 234,56', 1234.56],
    ['1\u00a0234,56\u00a0$', 1234.56],
  ])('reads %j as %f', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each(['1.234', 'abc', '12a', '-5', '1e3', '1,2345', '10000000.01', '$'])(
    'refuses %j',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );
});

describe('totals', () => {
  it('adds each table in cents and gives income minus outgoings, negative for a shortfall', () => {
    const draft = draftFromBudget({
      income: [
        { description: 'Pay', frequency: 'Weekly', amount: 0.1 },
        { description: 'Bonus', frequency: 'Annually', amount: 0.2 },
      ],
      outgoing: [{ description: 'Rent', frequency: 'Monthly', amount: 0.07 }],
    });
    expect(draftTotals(draft)).toEqual({ incomeCents: 540, outgoingCents: 84, savingsCents: 456 });
    const rentKey = draft.outgoing[0]?.key ?? '';
    const expensive = draftReducer(draft, {
      type: 'amountChanged',
      table: 'outgoing',
      key: rentKey,
      text: '1000',
    });
    expect(draftTotals(expensive).savingsCents).toBe(540 - 1_200_000);
  });

  it('counts an invalid amount as 0 and saves nothing until it is fixed', () => {
    const draft = draftFromBudget(DEFAULT_BUDGET);
    const key = draft.income[0]?.key ?? '';
    const typo = draftReducer(draft, {
      type: 'amountChanged',
      table: 'income',
      key,
      text: '5.555',
    });
    expect(draftTotals(typo).incomeCents).toBe(0);
    expect(budgetFromDraft(typo)).toBeNull();
    const fixed = draftReducer(typo, { type: 'amountChanged', table: 'income', key, text: '5.55' });
    expect(budgetFromDraft(fixed)?.income[0]).toEqual({
      description: 'Your take home pay',
      frequency: 'Weekly',
      amount: 5.55,
    });
  });
});

describe('the draft', () => {
  it('starts from the default rows and turns back into the same budget', () => {
    const draft = draftFromBudget(DEFAULT_BUDGET);
    expect(draft.income.map((r) => r.description)).toEqual([
      'Your take home pay',
      'Partners take home pay',
      'Bonuses and overtime',
      'Income from savings and investments',
      'Child support received',
      'Any other income or money',
    ]);
    expect(draft.outgoing).toHaveLength(12);
    expect(draft.income.every((r) => r.amountText === '0')).toBe(true);
    expect(budgetFromDraft(draft)).toEqual(DEFAULT_BUDGET);
  });

  it('shows stored cents with two digits', () => {
    const draft = draftFromBudget({
      income: [{ description: 'Tips', frequency: 'Weekly', amount: 0.1 }],
      outgoing: [{ description: 'Rent', frequency: 'Monthly', amount: 1500 }],
    });
    expect(draft.income[0]?.amountText).toBe('0.10');
    expect(draft.outgoing[0]?.amountText).toBe('1500');
  });

  it('adds a named row (trimmed, Monthly, 0) at the end and deletes a row by key', () => {
    const draft = draftFromBudget(DEFAULT_BUDGET);
    const added = draftReducer(draft, {
      type: 'rowAdded',
      table: 'outgoing',
      description: '  Groceries ',
      key: 'new-row',
    });
    expect(added.outgoing.at(-1)).toEqual({
      key: 'new-row',
      description: 'Groceries',
      frequency: 'Monthly',
      amountText: '0',
    });
    expect(added.income).toBe(draft.income);
    const deleted = draftReducer(added, { type: 'rowDeleted', table: 'outgoing', key: 'new-row' });
    expect(deleted.outgoing.map((r) => r.description)).toEqual(
      draft.outgoing.map((r) => r.description),
    );
  });

  it('refuses a new row without a name, with a name over 120 characters, or in a full table', () => {
    expect(newRowError('   ', 0)).toBe('descriptionRequired');
    expect(newRowError('x'.repeat(121), 0)).toBe('descriptionTooLong');
    expect(newRowError('x'.repeat(120), 99)).toBeNull();
    expect(newRowError('Gym', 100)).toBe('tooManyRows');
    const draft = draftFromBudget(DEFAULT_BUDGET);
    expect(draftReducer(draft, { type: 'rowAdded', table: 'income', description: ' ' })).toBe(
      draft,
    );
  });
});
