import {
  annualCents,
  BUDGET_AMOUNT_MAX,
  BUDGET_DESCRIPTION_MAX_LENGTH,
  BUDGET_MAX_ROWS,
  type Budget,
  type BudgetFrequency,
  type BudgetRow,
  type BudgetTotals,
  budgetTotals,
  isMoneyAmount,
  parseDecimal,
} from 'shared/contract';

export const BUDGET_TABLES = ['income', 'outgoing'] as const;
export type BudgetTable = (typeof BUDGET_TABLES)[number];

/** A row as edited: the amount is the text typed, so a half-typed or wrong amount can be shown. */
export interface DraftRow {
  /** Stable React key and focus target; never sent. */
  key: string;
  description: string;
  frequency: BudgetFrequency;
  amountText: string;
}

export type BudgetDraft = Record<BudgetTable, DraftRow[]>;

/** Frequency of a row added with 'Add A New Row' (most bills and pay are monthly). */
export const NEW_ROW_FREQUENCY: BudgetFrequency = 'Monthly';

/**
 * The amount typed, in dollars, as English or French writes it ('1234.56', '1 234,56 $'), or
 * null when it is not 0 to the budget's maximum with at most 2 decimals; a blank field is 0.
 */
export function parseAmount(text: string): number | null {
  if (text.trim() === '') return 0;
  const amount = parseDecimal(text);
  return amount !== null && isMoneyAmount(amount, BUDGET_AMOUNT_MAX) ? amount : null;
}

/** How a stored amount shows in its field: whole dollars bare, cents always with 2 digits. */
export function amountToText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

let keyCounter = 0;
function nextKey(): string {
  keyCounter += 1;
  return `row-${keyCounter}`;
}

function toDraftRow(row: BudgetRow): DraftRow {
  return {
    key: nextKey(),
    description: row.description,
    frequency: row.frequency,
    amountText: amountToText(row.amount),
  };
}

export function draftFromBudget(budget: Budget): BudgetDraft {
  return { income: budget.income.map(toDraftRow), outgoing: budget.outgoing.map(toDraftRow) };
}

/** The PUT body, or null while an amount is invalid (nothing is saved until it is fixed). */
export function budgetFromDraft(draft: BudgetDraft): Budget | null {
  const rows = (table: BudgetTable): BudgetRow[] | null => {
    const result: BudgetRow[] = [];
    for (const row of draft[table]) {
      const amount = parseAmount(row.amountText);
      if (amount === null) return null;
      result.push({ description: row.description, frequency: row.frequency, amount });
    }
    return result;
  };
  const income = rows('income');
  const outgoing = rows('outgoing');
  return income && outgoing ? { income, outgoing } : null;
}

/** A row's annual amount in integer cents; null while its amount is invalid. */
export function draftRowAnnualCents(row: DraftRow): number | null {
  const amount = parseAmount(row.amountText);
  return amount === null ? null : annualCents({ amount, frequency: row.frequency });
}

/** The totals panel's numbers; a row whose amount is invalid counts as 0 until it is fixed. */
export function draftTotals(draft: BudgetDraft): BudgetTotals {
  const valid = (rows: DraftRow[]): BudgetRow[] =>
    rows.map((row) => ({
      description: row.description,
      frequency: row.frequency,
      amount: parseAmount(row.amountText) ?? 0,
    }));
  return budgetTotals({ income: valid(draft.income), outgoing: valid(draft.outgoing) });
}

export type NewRowError = 'descriptionRequired' | 'descriptionTooLong' | 'tooManyRows';

/** Why a new row with this name cannot be added to a table of `rowCount` rows, or null. */
export function newRowError(description: string, rowCount: number): NewRowError | null {
  const name = description.trim();
  if (name === '') return 'descriptionRequired';
  if (name.length > BUDGET_DESCRIPTION_MAX_LENGTH) return 'descriptionTooLong';
  if (rowCount >= BUDGET_MAX_ROWS) return 'tooManyRows';
  return null;
}

export type DraftAction =
  | { type: 'amountChanged'; table: BudgetTable; key: string; text: string }
  | { type: 'frequencyChanged'; table: BudgetTable; key: string; frequency: BudgetFrequency }
  | { type: 'rowAdded'; table: BudgetTable; description: string; key?: string }
  | { type: 'rowDeleted'; table: BudgetTable; key: string };

function updateRow(
  draft: BudgetDraft,
  table: BudgetTable,
  key: string,
  change: Partial<DraftRow>,
): BudgetDraft {
  return {
    ...draft,
    [table]: draft[table].map((row) => (row.key === key ? { ...row, ...change } : row)),
  };
}

export function draftReducer(draft: BudgetDraft, action: DraftAction): BudgetDraft {
  switch (action.type) {
    case 'amountChanged':
      return updateRow(draft, action.table, action.key, { amountText: action.text });
    case 'frequencyChanged':
      return updateRow(draft, action.table, action.key, { frequency: action.frequency });
    case 'rowAdded': {
      if (newRowError(action.description, draft[action.table].length)) return draft;
      const row: DraftRow = {
        key: action.key ?? nextKey(),
        description: action.description.trim(),
        frequency: NEW_ROW_FREQUENCY,
        amountText: '0',
      };
      return { ...draft, [action.table]: [...draft[action.table], row] };
    }
    case 'rowDeleted':
      return { ...draft, [action.table]: draft[action.table].filter((r) => r.key !== action.key) };
  }
}

/** A fresh key for a row about to be added, so the caller can focus it once it renders. */
export function newRowKey(): string {
  return nextKey();
}
