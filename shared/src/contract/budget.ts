import { z } from 'shared/zod';
import {
  BUDGET_AMOUNT_MAX,
  BUDGET_DESCRIPTION_MAX_LENGTH,
  BUDGET_MAX_ROWS,
  type Budget,
  type BudgetRow,
} from './budget-rules';
import { safeString } from './fields';
import { budgetTexts } from './messages/en/budget';
import { defineMessages } from './messages/message';
import { moneyAmount } from './money-schema';
import { BUDGET_FREQUENCIES } from './options';

export * from './budget-rules';

export const budgetMessages = defineMessages('budget', budgetTexts, () =>
  import('./messages/fr/budget').then((module) => module.budgetTextsFr),
);

export const budgetRow = z.strictObject({
  description: safeString({ error: budgetMessages.descriptionRequired })
    .trim()
    .min(1, budgetMessages.descriptionRequired)
    .max(BUDGET_DESCRIPTION_MAX_LENGTH, budgetMessages.descriptionTooLong),
  frequency: z.enum(BUDGET_FREQUENCIES, { error: budgetMessages.frequencyInvalid }),
  amount: moneyAmount({ required: budgetMessages.amountInvalid }, BUDGET_AMOUNT_MAX),
});

const budgetTable = z.array(budgetRow).max(BUDGET_MAX_ROWS, budgetMessages.tooManyRows);

/** GET answer and PUT body of /api/v1/budget (the types are in budget-rules.ts). */
export const budget = z.strictObject({
  income: budgetTable,
  outgoing: budgetTable,
});

// Compile-time checks: the schemas and the hand-written types describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type BudgetRowSchemaMatchesType = Assert<Same<z.infer<typeof budgetRow>, BudgetRow>>;
export type BudgetSchemaMatchesType = Assert<Same<z.infer<typeof budget>, Budget>>;
