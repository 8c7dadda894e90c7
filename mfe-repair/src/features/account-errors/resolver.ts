import type { FieldErrors, Resolver } from 'shared/forms';
import type { AccountErrorsFormValues, AccountErrorType } from './form-values';
import { formMessages } from './schemas';

/** What the wizard hands react-hook-form's resolver: the letter type chosen on screen 1. */
export interface AccountErrorsContext {
  type: AccountErrorType | '';
}

/**
 * Validates the shared values with the chosen type's schema only, so the fields of other types
 * never block this one. The type comes through react-hook-form's `context`, which the form reads
 * afresh on every render.
 */
export const accountErrorsResolver: Resolver<AccountErrorsFormValues, AccountErrorsContext> = (
  values,
  context,
) => {
  const type = context?.type ?? '';
  const messages = type === '' ? {} : formMessages(type, values);
  const fields = Object.keys(messages);
  if (fields.length === 0) return { values, errors: {} };
  const errors: FieldErrors<AccountErrorsFormValues> = {};
  for (const field of fields) {
    Object.assign(errors, { [field]: { type: 'validation', message: messages[field] } });
  }
  return { values: {}, errors };
};
