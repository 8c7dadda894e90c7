import { z } from 'zod';
import { moneyAmount, toCents } from './money';
import { ANNUAL_MULTIPLIERS, BUDGET_FREQUENCIES, type BudgetFrequency } from './options';

export const BUDGET_MAX_ROWS = 100;
export const BUDGET_DESCRIPTION_MAX_LENGTH = 120;
export const BUDGET_AMOUNT_MAX = 10_000_000;

export const budgetMessages = {
  descriptionRequired: 'Please enter a name for this row.',
  descriptionTooLong: 'Please keep the name to 120 characters or fewer.',
  amountInvalid: 'Please enter an amount from 0 to 10,000,000 with at most 2 decimals.',
  frequencyInvalid: 'Please choose a frequency.',
  tooManyRows: 'A table can hold at most 100 rows.',
} as const;

export const budgetRow = z.strictObject({
  description: z
    .string({ error: budgetMessages.descriptionRequired })
    .trim()
    .min(1, budgetMessages.descriptionRequired)
    .max(BUDGET_DESCRIPTION_MAX_LENGTH, budgetMessages.descriptionTooLong),
  frequency: z.enum(BUDGET_FREQUENCIES, { error: budgetMessages.frequencyInvalid }),
  amount: moneyAmount({ required: budgetMessages.amountInvalid }, BUDGET_AMOUNT_MAX),
});
export type BudgetRow = z.infer<typeof budgetRow>;

const budgetTable = z.array(budgetRow).max(BUDGET_MAX_ROWS, budgetMessages.tooManyRows);

/** GET answer and PUT body of /api/v1/budget. */
export const budget = z.strictObject({
  income: budgetTable,
  outgoing: budgetTable,
});
export type Budget = z.infer<typeof budget>;

function row(description: string, frequency: BudgetFrequency): BudgetRow {
  return { description, frequency, amount: 0 };
}

/** Default rows of spec section 9 (amounts start at 0; the spec's spelling is kept). */
export const DEFAULT_BUDGET: Budget = {
  income: [
    row('Your take home pay', 'Weekly'),
    row('Partners take home pay', 'Quarterly'),
    row('Bonuses and overtime', 'Bi-Weekly'),
    row('Income from savings and investments', 'Annually'),
    row('Child support received', 'Monthly'),
    row('Any other income or money', 'Annually'),
  ],
  outgoing: [
    row('Electricity', 'Quarterly'),
    row('Gas', 'Quarterly'),
    row('Water', 'Quarterly'),
    row('Internet', 'Quarterly'),
    row('Telephone', 'Quarterly'),
    row('Car Insurance', 'Annually'),
    row('Accomodation (Rent or House Mortgage Tax and Expenses)', 'Annually'),
    row('House or Apartment Insurance', 'Annually'),
    row('Other Insurance (Life or Disability Insurance)', 'Annually'),
    row('Student Loan Repayment', 'Annually'),
    row('Public Transportation', 'Annually'),
    row('Entertainment Expenses', 'Annually'),
  ],
};

/** A row's annual amount in integer cents: amount x the frequency's multiplier, exactly. */
export function annualCents(budgetRowValue: Pick<BudgetRow, 'amount' | 'frequency'>): number {
  return toCents(budgetRowValue.amount) * ANNUAL_MULTIPLIERS[budgetRowValue.frequency];
}

export interface BudgetTotals {
  incomeCents: number;
  outgoingCents: number;
  /** Negative when outgoings exceed income: a shortfall. */
  savingsCents: number;
}

export function budgetTotals(value: Budget): BudgetTotals {
  const sum = (rows: readonly BudgetRow[]) => rows.reduce((total, r) => total + annualCents(r), 0);
  const incomeCents = sum(value.income);
  const outgoingCents = sum(value.outgoing);
  return { incomeCents, outgoingCents, savingsCents: incomeCents - outgoingCents };
}
