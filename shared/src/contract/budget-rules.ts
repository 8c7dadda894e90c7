import type { Language } from './messages/message';
import { toCents } from './money';
import { ANNUAL_MULTIPLIERS, type BudgetFrequency } from './options';

// The budget's rules without its zod schemas (budget.ts): the budget suite needs these on its
// first screen, and the schemas would add all of zod (about 23 KB gzipped) to it.

export const BUDGET_MAX_ROWS = 100;
export const BUDGET_DESCRIPTION_MAX_LENGTH = 120;
export const BUDGET_AMOUNT_MAX = 10_000_000;

/** One row of a budget table (the schema `budgetRow` in budget.ts checks this shape). */
export interface BudgetRow {
  description: string;
  frequency: BudgetFrequency;
  /** Dollars with at most 2 decimals. */
  amount: number;
}

/** GET answer and PUT body of /api/v1/budget. */
export interface Budget {
  income: BudgetRow[];
  outgoing: BudgetRow[];
}

function row(description: string, frequency: BudgetFrequency): BudgetRow {
  return { description, frequency, amount: 0 };
}

/** Default rows of spec section 9, in English as the spec spells them, and in French. */
const DEFAULT_ROWS: Readonly<Record<Language, Record<keyof Budget, readonly BudgetRow[]>>> = {
  en: {
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
  },
  fr: {
    income: [
      row('Votre salaire net', 'Weekly'),
      row('Salaire net de votre conjoint', 'Quarterly'),
      row('Primes et heures supplémentaires', 'Bi-Weekly'),
      row('Revenus d’épargne et de placements', 'Annually'),
      row('Pension alimentaire reçue', 'Monthly'),
      row('Autres revenus ou sommes reçues', 'Annually'),
    ],
    outgoing: [
      row('Électricité', 'Quarterly'),
      row('Gaz', 'Quarterly'),
      row('Eau', 'Quarterly'),
      row('Internet', 'Quarterly'),
      row('Téléphone', 'Quarterly'),
      row('Assurance automobile', 'Annually'),
      row('Logement (loyer ou hypothèque, taxes et frais)', 'Annually'),
      row('Assurance habitation', 'Annually'),
      row('Autres assurances (vie ou invalidité)', 'Annually'),
      row('Remboursement de prêt étudiant', 'Annually'),
      row('Transport en commun', 'Annually'),
      row('Divertissements', 'Annually'),
    ],
  },
};

/**
 * The budget of a user who has not saved one: the default rows, named in `language` (they
 * become the user's own rows, in their words, once saved).
 */
export function defaultBudget(language: Language): Budget {
  const rows = DEFAULT_ROWS[language];
  return { income: [...rows.income], outgoing: [...rows.outgoing] };
}

/** The default rows in English, as spec section 9 names them. */
export const DEFAULT_BUDGET: Budget = defaultBudget('en');

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
