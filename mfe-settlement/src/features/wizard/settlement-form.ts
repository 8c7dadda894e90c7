import {
  creditorMailingFormFields,
  faxNumber,
  INSTALMENT_FREQUENCIES,
  type InstalmentFrequency,
  letterMessages as m,
  PAYMENT_METHODS,
  type PaymentMethod,
  parseMoney,
  requiredText,
  SETTLEMENT_LETTERS,
  type SettlementLetterType,
  type SettlementTermsField,
  settlementTermsIssues,
  type WizardProvince,
} from 'shared/contract';
import { z } from 'shared/zod';
import { settlementWizardTexts } from './texts';

/**
 * The settlement wizard's form: what the user sees and types, one value per field, strings as
 * the inputs hold them. The generate body (settlement-body.ts) is built from these values.
 */
export interface SettlementFormValues {
  letter: SettlementLetterType | '';
  /** The directory entry picked in step 2, or null while none is. */
  creditor_id: string | null;
  creditor_name: string;
  creditor_street_address: string;
  creditor_city: string;
  creditor_province: WizardProvince | '';
  creditor_postal_code: string;
  creditor_fax: string;
  account_id: string;
  creditor_reference_number: string;
  payment_method: PaymentMethod | '';
  /** As typed; parsed as a decimal amount of dollars when the body is built. */
  creditor_amount: string;
  /** The balance the creditor claims, as typed; picking an account fills its reported balance. */
  creditor_balance: string;
  /** The payment schedule, for payments only: the amount of each, how often, how many, from when. */
  instalment_amount: string;
  instalment_frequency: InstalmentFrequency | '';
  instalment_count: string;
  first_payment_date: string;
}

export const EMPTY_SETTLEMENT_FORM: SettlementFormValues = {
  letter: '',
  creditor_id: null,
  creditor_name: '',
  creditor_street_address: '',
  creditor_city: '',
  creditor_province: '',
  creditor_postal_code: '',
  creditor_fax: '',
  account_id: '',
  creditor_reference_number: '',
  payment_method: '',
  creditor_amount: '',
  creditor_balance: '',
  instalment_amount: '',
  instalment_frequency: '',
  instalment_count: '',
  first_payment_date: '',
};

/** A choice that starts empty: '' is allowed as input, then refused with `message`. */
function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) {
  return z
    .union([z.enum(values), z.literal('')], { error: message })
    .refine((value) => value !== '', message);
}

/** Step 1: which of the two letters. */
export const letterStepSchema = z.object({
  letter: choice(SETTLEMENT_LETTERS, settlementWizardTexts.wizard.messages.letterRequired),
});

/**
 * Step 2: the creditor, its mailing address whole (the letter is mailed unless its fax is
 * confirmed): what a directory entry lacks, the consumer enters here.
 */
export const creditorStepSchema = z.object({
  creditor_id: z.string().nullable(),
  ...creditorMailingFormFields,
  creditor_fax: faxNumber,
});

/** A decimal amount of dollars, 0 to 10,000,000, at most 2 decimals. */
function amountText(required: string) {
  return (
    z
      .string()
      .trim()
      .min(1, required)
      // Empty already has its own message (zod runs every check, so the refine must let it be).
      .refine((value) => value === '' || parseMoney(value) !== null, m.amountInvalid)
  );
}

/** A typed instalment count ("6") as a number, or undefined for anything else (the terms check says why). */
export function instalmentCountOf(typed: string): number | undefined {
  return /^\d{1,4}$/.test(typed.trim()) ? Number(typed.trim()) : undefined;
}

/** The schedule fields, as typed; settlementTerms checks them together. */
const scheduleFields = {
  instalment_amount: z.string(),
  instalment_frequency: z.union([z.enum(INSTALMENT_FREQUENCIES), z.literal('')]),
  instalment_count: z.string(),
  first_payment_date: z.string(),
};

type TermsValues = Pick<
  SettlementFormValues,
  | 'payment_method'
  | 'creditor_amount'
  | 'creditor_balance'
  | 'instalment_amount'
  | 'instalment_frequency'
  | 'instalment_count'
  | 'first_payment_date'
>;

/**
 * The contract's settlement terms (shared/contract letter-details): the amount no more than the
 * balance, and for payments a complete schedule adding up to the amount. Checked once both
 * amounts read as money; until then their own messages show.
 */
function checkTerms(values: TermsValues, context: z.RefinementCtx): void {
  const amount = parseMoney(values.creditor_amount);
  const balance = parseMoney(values.creditor_balance);
  if (amount === null || balance === null) return;
  const issues = settlementTermsIssues({
    payment_method: values.payment_method,
    creditor_amount: amount,
    creditor_balance: balance,
    instalment_amount: parseMoney(values.instalment_amount) ?? undefined,
    instalment_frequency: values.instalment_frequency || undefined,
    instalment_count: instalmentCountOf(values.instalment_count),
    first_payment_date: values.first_payment_date.trim() || undefined,
  });
  for (const [field, message] of Object.entries(issues) as [SettlementTermsField, string][]) {
    context.addIssue({ code: 'custom', path: [field], message });
  }
}

const accountStepShape = {
  account_id: z.string().min(1, m.accountRequired),
  creditor_reference_number: requiredText(m.creditorReferenceNumber, 60),
  payment_method: choice(PAYMENT_METHODS, m.paymentMethodRequired),
  creditor_amount: amountText(m.creditorAmount),
  creditor_balance: amountText(m.creditorBalance),
  ...scheduleFields,
};

/**
 * Step 3 (after the password gate): the account, the reference, the balance claimed, how and
 * how much, and the schedule for payments.
 */
export const accountStepSchema = z.object(accountStepShape).superRefine(checkTerms);

/** The whole form, for react-hook-form's resolver. Step 4 has no fields. */
export const settlementFormSchema = letterStepSchema
  .extend(creditorStepSchema.shape)
  .extend(accountStepShape)
  .superRefine(checkTerms);

export type SettlementField = keyof SettlementFormValues;

/** The fields of each step, in screen order: what Next checks and where a message sends the user. */
export const STEP_FIELDS: Readonly<Record<1 | 2 | 3 | 4, readonly SettlementField[]>> = {
  1: Object.keys(letterStepSchema.shape) as SettlementField[],
  2: Object.keys(creditorStepSchema.shape) as SettlementField[],
  3: Object.keys(accountStepShape) as SettlementField[],
  4: [],
};

export const SETTLEMENT_STEPS = 4;

const STEP_SCHEMAS = {
  1: letterStepSchema,
  2: creditorStepSchema,
  3: accountStepSchema,
} as const;

/** True when the step's fields are all valid (step 4 has none). */
export function isStepValid(step: number, values: SettlementFormValues): boolean {
  if (step !== 1 && step !== 2 && step !== 3) return true;
  return STEP_SCHEMAS[step].safeParse(values).success;
}

/**
 * The step that holds a body key, for the server's -2 messages. `password` lives at the gate
 * on step 3; `step` and unknown keys have no field, so they go nowhere.
 */
export function stepOfField(key: string): 1 | 2 | 3 | null {
  if (key === 'password') return 3;
  for (const step of [1, 2, 3] as const) {
    if ((STEP_FIELDS[step] as readonly string[]).includes(key)) return step;
  }
  return null;
}

export function isSettlementField(key: string): key is SettlementField {
  return key in EMPTY_SETTLEMENT_FORM;
}
