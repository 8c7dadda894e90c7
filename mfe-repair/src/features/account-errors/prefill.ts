import { isCalendarDate } from 'shared/contract';
import { ACCOUNT_ERRORS_PREFILL_KEY } from 'shared/contract/wizard-prefill';
import {
  ACCOUNT_ERROR_LETTERS,
  type AccountErrorsFormValues,
  type AccountErrorType,
  EMPTY_ACCOUNT_ERRORS_VALUES,
} from './form-values';

/** Where the wizard starts: the letter chosen, and the values of its form. */
export interface WizardStart {
  type: AccountErrorType | '';
  values: AccountErrorsFormValues;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * The wizard's start from the router state another page handed it (contract/wizard-prefill.ts:
 * the debts page's next steps). Router state comes from a page of this app, but is read as
 * untrusted all the same: a value of the wrong kind is dropped, never used.
 */
export function wizardStart(routerState: unknown): WizardStart {
  const prefill = record(record(routerState)[ACCOUNT_ERRORS_PREFILL_KEY]);
  const letter = ACCOUNT_ERROR_LETTERS.find((candidate) => candidate === prefill.letter) ?? '';
  const accountId = typeof prefill.account_id === 'string' ? prefill.account_id : '';
  const lastPayment =
    typeof prefill.last_payment_date === 'string' && isCalendarDate(prefill.last_payment_date)
      ? prefill.last_payment_date
      : '';
  return {
    type: letter,
    values: {
      ...EMPTY_ACCOUNT_ERRORS_VALUES,
      account_id: accountId,
      last_payment_date: lastPayment,
    },
  };
}
