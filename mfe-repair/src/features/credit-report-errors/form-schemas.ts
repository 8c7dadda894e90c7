import {
  CREDIT_REPORT_ERROR_LETTERS,
  errorOfAddressBody,
  errorOfEmploymentBody,
  errorOfNameBody,
  errorOnCreditFileBody,
  LETTER_BUREAU_CHOICES,
  letterMessages as m,
  unauthorizedInquiryBody,
} from 'shared/contract';
import type { FieldErrors, Resolver } from 'shared/forms';
import { z } from 'shared/zod';
import { amountText, optionalAmountText } from './amount';
import {
  LETTER_FIELDS,
  type ReportErrorLetter,
  type ReportErrorsField,
  type ReportErrorsValues,
} from './form-values';
import { reportErrorsTexts } from './texts';

/**
 * The step-3 form of each letter type, derived from its generate body (shared/contract
 * letter-bodies): the text fields are the body's own schemas, with the spec's messages. Amounts
 * are typed text here and become numbers in toLetterRequest. Plain (non-strict) objects: the
 * form holds every type's fields at once. The letter's language is no form field: the documents
 * step chooses it and the kit's generator sends it.
 */
export const LETTER_FORM_SCHEMAS = {
  error_of_employment: z.object(errorOfEmploymentBody.omit({ bureau: true, language: true }).shape),
  error_of_name: z.object(errorOfNameBody.omit({ bureau: true, language: true }).shape),
  error_of_address: z.object(errorOfAddressBody.omit({ bureau: true, language: true }).shape),
  error_on_credit_file: z.object({
    ...errorOnCreditFileBody.omit({ bureau: true, language: true, amount_reported: true }).shape,
    amount_reported: amountText(m.amountReported),
  }),
  unauthorized_inquiry: z.object({
    ...unauthorizedInquiryBody.omit({ creditor_amount: true, creditor_id: true, language: true })
      .shape,
    // '' until a directory entry is picked; the body sends null then.
    creditor_id: z.string(),
    creditor_amount: optionalAmountText,
  }),
} satisfies Record<ReportErrorLetter, z.ZodType>;

/** Steps 1 and 2: the bureaus (always valid: at least one stays chosen) and the letter type. */
const choiceSchema = z.object({
  bureau: z.enum(LETTER_BUREAU_CHOICES),
  letter: z.enum(CREDIT_REPORT_ERROR_LETTERS, { error: reportErrorsTexts.typeStep.required }),
});

/** Everything the wizard checks, for the letter chosen so far. */
export function reportErrorsSchema(letter: ReportErrorsValues['letter']) {
  return letter === '' ? choiceSchema : choiceSchema.extend(LETTER_FORM_SCHEMAS[letter].shape);
}

/** The fields a step holds (step 4 has none). */
export function stepFields(
  step: number,
  letter: ReportErrorsValues['letter'],
): ReportErrorsField[] {
  if (step === 1) return ['bureau'];
  if (step === 2) return ['letter'];
  if (step === 3 && letter !== '') return [...LETTER_FIELDS[letter]];
  return [];
}

/** The first message of each invalid field. */
export function reportErrorsIssues(
  values: ReportErrorsValues,
): Partial<Record<ReportErrorsField, string>> {
  const result = reportErrorsSchema(values.letter).safeParse(values);
  const issues: Partial<Record<ReportErrorsField, string>> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ReportErrorsField | undefined;
    if (field !== undefined && issues[field] === undefined) issues[field] = issue.message;
  }
  return issues;
}

/** Next is allowed when none of the step's fields has a message (spec section 2). */
export function isStepValid(step: number, values: ReportErrorsValues): boolean {
  const issues = reportErrorsIssues(values);
  return stepFields(step, values.letter).every((field) => issues[field] === undefined);
}

/**
 * The form's resolver: the schema follows the chosen letter type, which a static zodResolver
 * cannot do. Each invalid field gets its first message.
 */
export const reportErrorsResolver: Resolver<ReportErrorsValues> = (values) => {
  const issues = reportErrorsIssues(values);
  const errors: FieldErrors<ReportErrorsValues> = {};
  for (const [field, message] of Object.entries(issues)) {
    errors[field as ReportErrorsField] = { type: 'validate', message };
  }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};
