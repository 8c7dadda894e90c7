import type { ProvinceCode } from 'shared/contract';
import type { FieldErrors, Resolver } from 'shared/forms';
import type { AccountErrorsFormValues, AccountErrorType } from './form-values';
import { outdatedDateMessages } from './outdated-facts';
import { formMessages } from './schemas';

/** What the wizard hands react-hook-form's resolver: the letter type chosen on screen 1. */
export interface AccountErrorsContext {
  type: AccountErrorType | '';
  /**
   * outdated_item: the consumer's province (null without a current address) and today in
   * Toronto, which decide the dates its rule needs.
   */
  province?: ProvinceCode | null;
  today?: string;
}

/** The messages of the chosen type: its schema's, then for outdated_item its rule's on the dates. */
function messagesOf(
  values: AccountErrorsFormValues,
  { type, province, today }: AccountErrorsContext,
): Record<string, string> {
  if (type === '') return {};
  const messages = formMessages(type, values);
  if (type !== 'outdated_item' || !province || !today) return messages;
  // The schema's message (a date that is no date) comes first, as the API checks it first.
  return { ...outdatedDateMessages(values, province, today), ...messages };
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
  const messages = messagesOf(values, context ?? { type: '' });
  const fields = Object.keys(messages);
  if (fields.length === 0) return { values, errors: {} };
  const errors: FieldErrors<AccountErrorsFormValues> = {};
  for (const field of fields) {
    Object.assign(errors, { [field]: { type: 'validation', message: messages[field] } });
  }
  return { values: {}, errors };
};
