import { isCalendarDate, LETTER_BUREAU_CHOICES } from 'shared/contract';
import { NEGATIVE_ITEM_KINDS } from 'shared/contract/report-removal';
import { ACCOUNT_ERRORS_PREFILL_KEY } from 'shared/contract/wizard-prefill';
import {
  ACCOUNT_ERROR_LETTERS,
  type AccountErrorsFormValues,
  type AccountErrorType,
  EMPTY_ACCOUNT_ERRORS_VALUES,
} from './form-values';
import { OTHER_BANKRUPTCY_COUNTS } from './outdated-facts';

/** Where the wizard starts: the letter chosen, and the values of its form. */
export interface WizardStart {
  type: AccountErrorType | '';
  values: AccountErrorsFormValues;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The value when it is one of `choices`, else undefined. */
function oneOf<Choice>(choices: readonly Choice[], value: unknown): Choice | undefined {
  return choices.find((choice) => choice === value);
}

/** A real date as YYYY-MM-DD, else ''. */
function calendarDate(value: unknown): string {
  return typeof value === 'string' && isCalendarDate(value) ? value : '';
}

/** A whole number the choice offers (0 to 9) as the choice holds it, else '0'. */
function bankruptcyCount(value: unknown): AccountErrorsFormValues['other_bankruptcies'] {
  const count = typeof value === 'number' ? oneOf(OTHER_BANKRUPTCY_COUNTS, String(value)) : null;
  return count ?? EMPTY_ACCOUNT_ERRORS_VALUES.other_bankruptcies;
}

/**
 * The wizard's start from the router state another page handed it (contract/wizard-prefill.ts:
 * the debts page's next steps). Router state comes from a page of this app, but is read as
 * untrusted all the same: a value of the wrong kind is dropped, never used.
 */
export function wizardStart(routerState: unknown): WizardStart {
  const prefill = record(record(routerState)[ACCOUNT_ERRORS_PREFILL_KEY]);
  const empty = EMPTY_ACCOUNT_ERRORS_VALUES;
  return {
    type: oneOf(ACCOUNT_ERROR_LETTERS, prefill.letter) ?? '',
    values: {
      ...empty,
      account_id: typeof prefill.account_id === 'string' ? prefill.account_id : '',
      last_payment_date: calendarDate(prefill.last_payment_date),
      item_kind: oneOf(NEGATIVE_ITEM_KINDS, prefill.item_kind) ?? '',
      bureau: oneOf(LETTER_BUREAU_CHOICES, prefill.bureau) ?? empty.bureau,
      last_activity_date: calendarDate(prefill.last_activity_date),
      started_date: calendarDate(prefill.started_date),
      discharged_date: calendarDate(prefill.discharged_date),
      paid_off_date: calendarDate(prefill.paid_off_date),
      other_bankruptcies: bankruptcyCount(prefill.other_bankruptcies),
    },
  };
}
