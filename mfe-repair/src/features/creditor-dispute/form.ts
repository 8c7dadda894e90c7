import {
  creditorMailingFormFields,
  faxNumber,
  type LetterRequest,
  letterMessages as m,
  phoneNumberText,
  requiredText,
  text,
  tollFreeNumber,
  type WizardProvince,
} from 'shared/contract';
import { z } from 'shared/zod';

/** Everything the wizard asks for, as typed (the body adds letter, step and the password). */
export interface CreditorDisputeFormValues {
  /** The directory creditor picked, or '' when the user typed the creditor in. */
  creditor_id: string;
  creditor_name: string;
  creditor_street_address: string;
  creditor_city: string;
  creditor_province: WizardProvince | '';
  creditor_postal_code: string;
  creditor_phone: string;
  creditor_toll_free: string;
  creditor_fax: string;
  creditor_email: string;
  account_id: string;
  creditor_reference_number: string;
  original_creditor: string;
  creditor_comments: string;
}

export const EMPTY_CREDITOR_DISPUTE_VALUES: CreditorDisputeFormValues = {
  creditor_id: '',
  creditor_name: '',
  creditor_street_address: '',
  creditor_city: '',
  creditor_province: '',
  creditor_postal_code: '',
  creditor_phone: '',
  creditor_toll_free: '',
  creditor_fax: '',
  creditor_email: '',
  account_id: '',
  creditor_reference_number: '',
  original_creditor: '',
  creditor_comments: '',
};

/** Step 2: the creditor, its mailing address whole (what a directory entry lacks, the consumer enters). */
export const creditorStepForm = z.object({
  creditor_id: z.string(),
  ...creditorMailingFormFields,
  creditor_phone: phoneNumberText,
  creditor_toll_free: tollFreeNumber,
  creditor_fax: faxNumber,
  creditor_email: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value === '' || z.email().safeParse(value).success, m.emailInvalid),
});

/** Step 3, once the gate is open: the account, the reference number and the original creditor. */
export const accountStepForm = z.object({
  account_id: z.string().min(1, m.accountRequired),
  creditor_reference_number: requiredText(m.creditorReferenceNumber, 60),
  original_creditor: requiredText(m.originalCreditor),
  creditor_comments: text(1000),
});

export const creditorDisputeForm = creditorStepForm.extend(accountStepForm.shape);

export type CreditorDisputeField = keyof CreditorDisputeFormValues;

export const CREDITOR_STEP = 2;
export const ACCOUNT_STEP = 3;
export const CREDITOR_STEP_FIELDS = Object.keys(creditorStepForm.shape) as CreditorDisputeField[];
export const ACCOUNT_STEP_FIELDS = Object.keys(accountStepForm.shape) as CreditorDisputeField[];

/** The fields a step holds: what Next checks there (steps 1 and 4 have none). */
export function stepFields(step: number): readonly CreditorDisputeField[] {
  if (step === CREDITOR_STEP) return CREDITOR_STEP_FIELDS;
  if (step === ACCOUNT_STEP) return ACCOUNT_STEP_FIELDS;
  return [];
}

/**
 * Next is allowed when the step's fields pass (spec section 5: steps 2 and 3 start invalid).
 * Step 3 also needs its password gate open, which the wizard checks.
 */
export function isStepValid(step: number, values: CreditorDisputeFormValues): boolean {
  if (step === CREDITOR_STEP) return creditorStepForm.safeParse(values).success;
  if (step === ACCOUNT_STEP) return accountStepForm.safeParse(values).success;
  return true;
}

/** The first step whose fields do not pass, or null when Generate may go ahead. */
export function firstInvalidStep(values: CreditorDisputeFormValues): number | null {
  return [CREDITOR_STEP, ACCOUNT_STEP].find((step) => !isStepValid(step, values)) ?? null;
}

/**
 * The whole wizard state as the generate body (decisions.md section 3): `step` is the step the
 * user generated from (the API ignores it), creditor_id null when none was picked. Throws when
 * the values do not pass the form: Generate is only reached after they do.
 */
export function toDisputeCreditorBody(
  values: CreditorDisputeFormValues,
  password: string,
  step: number,
): LetterRequest<'dispute_creditor'> {
  const form = creditorDisputeForm.parse(values);
  return {
    letter: 'dispute_creditor',
    step,
    creditor_id: form.creditor_id === '' ? null : form.creditor_id,
    creditor_name: form.creditor_name,
    creditor_street_address: form.creditor_street_address,
    creditor_city: form.creditor_city,
    creditor_province: form.creditor_province,
    creditor_postal_code: form.creditor_postal_code,
    creditor_phone: form.creditor_phone,
    creditor_toll_free: form.creditor_toll_free,
    creditor_fax: form.creditor_fax,
    creditor_email: form.creditor_email,
    account_id: form.account_id,
    creditor_reference_number: form.creditor_reference_number,
    original_creditor: form.original_creditor,
    creditor_comments: form.creditor_comments,
    password,
  };
}

function isFormField(name: string): name is CreditorDisputeField {
  return Object.hasOwn(EMPTY_CREDITOR_DISPUTE_VALUES, name);
}

export interface DisputeFieldMessage {
  field: CreditorDisputeField;
  message: string;
}

/** A -2 answer, sorted by where the user can act on each message. */
export interface DisputeServerMessages {
  /** Messages for the form's fields. */
  fields: DisputeFieldMessage[];
  /** True when the password was refused: the gate must be passed again. */
  password: boolean;
  /** Messages no field holds (such as `body`), shown near the Generate button. */
  other: string[];
}

export function disputeFieldMessages(
  errors: Readonly<Record<string, string>>,
): DisputeServerMessages {
  const sorted: DisputeServerMessages = { fields: [], password: false, other: [] };
  for (const [field, message] of Object.entries(errors)) {
    if (isFormField(field)) sorted.fields.push({ field, message });
    else if (field === 'password') sorted.password = true;
    else sorted.other.push(message);
  }
  return sorted;
}

/** The step that holds a field, so a server message can be shown where it belongs. */
export function stepOfField(field: CreditorDisputeField): number {
  return Object.hasOwn(creditorStepForm.shape, field) ? CREDITOR_STEP : ACCOUNT_STEP;
}
