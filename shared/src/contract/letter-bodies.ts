import { z } from 'shared/zod';
import { gatePassword } from './auth';
import { isCalendarDate } from './calendar-date';
import { statementMessages } from './consumer-statement-limits';
import {
  isoDate,
  optionalPostalCode,
  postalCode,
  requiredText,
  safeString,
  text,
  uuid,
} from './fields';
import {
  INSTALMENT_COUNT_MAX,
  INSTALMENT_FREQUENCIES,
  inquiryDateMessage,
  monthListMessage,
  type SettlementTermsField,
  settlementTermsIssues,
  sortedMonths,
} from './letter-details';
import { letterMessages as m } from './letter-messages';
import type { RepairLetterType, SettlementLetterType } from './letters';
import { LETTER_BUREAU_CHOICES } from './letters-api';
import { limitationMessages } from './limitation-messages';
import { moneyAmount } from './money-schema';
import { outdatedMessages } from './outdated-item';
import { optionalNumberField } from './phone-numbers';
import { WIZARD_PROVINCES } from './provinces';
import { CREDIT_RATINGS } from './reference/credit-ratings';
import { TEXT_LANGUAGES } from './reference/fact';
import { NEGATIVE_ITEM_KINDS } from './report-removal';

/**
 * The generate bodies of the repair and settlement letters (spec section 7, decisions.md
 * section 3), less `letter`: the API validates each body with its type's schema, the wizards
 * build exactly these. Strict: an unknown key answers -2.
 */

/**
 * The language the letter is written in (issue 15): 'en' or 'fr', English when absent. Every
 * generate, follow-up and escalation body takes it; the wizards send it.
 */
export const letterLanguage = z.enum(TEXT_LANGUAGES, { error: m.languageInvalid }).optional();

function money(required: string) {
  return moneyAmount({ required, invalid: m.amountInvalid });
}

/** A province from the wizard's list ('PEI', with the Northwest Territories). */
export const wizardProvince = z.enum(WIZARD_PROVINCES, { error: m.provinceRequired });

/** An optional province: '' when the user has not chosen one. */
const optionalWizardProvince = wizardProvince.or(z.literal('')).default('');

/**
 * A recipient's fax or phone: empty, or one number libphonenumber reads (kept as typed; letters
 * print it formatted). Notes about a number belong to the creditor directory, never to a letter.
 * The wizards' form schemas use these too, so a form that passes builds a body that passes.
 */
export const faxNumber = optionalNumberField(m.faxInvalid, { extension: false });
export const phoneNumberText = optionalNumberField(m.phoneInvalid, { extension: true });
export const tollFreeNumber = optionalNumberField(m.tollFreeInvalid, {
  extension: true,
  tollFree: true,
});

/** Bureau-bound letters may name one bureau or both (the default): one letter per bureau. */
const bureau = z.enum(LETTER_BUREAU_CHOICES).optional();

/** The agency of account_corrections and remove_late_payment (1 Equifax, 2 TransUnion). */
export const consumerReportingAgency = z.enum(['Equifax', 'TransUnion'], {
  error: m.agencyRequired,
});

const accountId = z.uuid({ error: m.accountRequired });

/** The months (YYYY-MM) of the disputed late payments: optional, none in the future. */
const latePaymentMonths = z
  .array(safeString({ error: m.latePaymentMonths }).trim(), { error: m.latePaymentMonths })
  .superRefine((months, context) => {
    const message = monthListMessage(months);
    if (message) context.addIssue({ code: 'custom', message });
  })
  .transform(sortedMonths)
  .default([]);

const password = gatePassword;

export const errorOfEmploymentBody = z.strictObject({
  language: letterLanguage,
  current_employer: requiredText(m.currentEmployer),
  previous_employer: requiredText(m.previousEmployer),
  bureau,
});

export const errorOfNameBody = z.strictObject({
  language: letterLanguage,
  correct_name: requiredText(m.correctName),
  incorrect_name: requiredText(m.incorrectName),
  bureau,
});

export const errorOfAddressBody = z.strictObject({
  language: letterLanguage,
  street_address: requiredText(m.streetAddress),
  /** The unit, apartment or suite line (optional; the profile's address line 2). */
  address_line_two: text().default(''),
  city: requiredText(m.city, 100),
  province: wizardProvince,
  postal_code: postalCode(m.postalCode),
  bureau,
});

export const errorOnCreditFileBody = z.strictObject({
  language: letterLanguage,
  case_number: requiredText(m.caseNumber),
  judgment_filed_place: requiredText(m.judgmentFiledPlace),
  judgment_filed_date: isoDate(m.judgmentFiledDate),
  amount_reported: money(m.amountReported),
  bureau,
});

/**
 * A creditor's mailing address, whole: a letter to it is mailed unless its fax is confirmed, so
 * the street (or box), the city, the province and the postal code are all required. A directory
 * entry that lacks one (a few have no postal code or no city) fills what it has, and the consumer
 * completes the rest.
 */
export const creditorMailingFields = {
  creditor_name: requiredText(m.creditorName),
  creditor_street_address: requiredText(m.creditorStreetAddress),
  creditor_city: requiredText(m.creditorCity, 100),
  creditor_province: wizardProvince,
  creditor_postal_code: postalCode(m.creditorPostalCode),
};

/**
 * The same fields in a wizard's creditor step, whose province starts empty (''): the same
 * messages, before the consumer can go on.
 */
export const creditorMailingFormFields = {
  ...creditorMailingFields,
  creditor_province: wizardProvince
    .or(z.literal(''))
    .refine((province) => province !== '', m.provinceRequired),
};

/**
 * To the creditor that made the inquiry; creditor_amount is 0 when the form's amount is empty.
 * `creditor_id` (an addition to the spec's fields) names the directory entry picked, if any, so
 * the server knows when the fax is the directory's unconfirmed number (the letter is then mailed).
 */
export const unauthorizedInquiryBody = z.strictObject({
  language: letterLanguage,
  creditor_id: uuid.nullable().default(null),
  creditor_amount: money(m.amountInvalid).default(0),
  ...creditorMailingFields,
  creditor_fax: faxNumber.default(''),
  /** The date of the inquiry (YYYY-MM-DD) as the credit report shows it, or ''. */
  inquiry_date: safeString({ error: m.inquiryDate })
    .trim()
    .superRefine((date, context) => {
      const message = inquiryDateMessage(date);
      if (message) context.addIssue({ code: 'custom', message });
    })
    .default(''),
});

/** To the chosen agency, about one of the user's banking accounts (password re-checked). */
export const accountCorrectionsBody = z.strictObject({
  language: letterLanguage,
  account_id: accountId,
  adjusted_balance_amount: money(m.adjustedBalanceAmount),
  consumer_reporting_agency: consumerReportingAgency,
  cra_description: text(500).default(''),
  cra_street_address: requiredText(m.agenciesStreetAddress),
  cra_city: requiredText(m.agenciesCity, 100),
  cra_province: wizardProvince,
  cra_postal_code: postalCode(m.agenciesPostalCode),
  cra_fax: faxNumber.default(''),
  password,
});

export const adjustBalanceBody = z.strictObject({
  language: letterLanguage,
  account_id: accountId,
  reported_balance_amount: money(m.reportedBalanceAmount),
  balance_adjustment: money(m.balanceAdjustment),
  password,
  bureau,
});

/** To the creditor chosen in the directory. */
/** The creditor's mailing address a consumer completes where the directory entry lacks part of it. */
export const COMPLETED_ADDRESS_MESSAGES = {
  creditor_street_address: m.creditorStreetAddress,
  creditor_city: m.creditorCity,
  creditor_province: m.provinceRequired,
  creditor_postal_code: m.creditorPostalCode,
} as const;

/**
 * `creditor_street_address` to `creditor_postal_code` are the creditor's address as the consumer
 * completed it, for a directory entry that lacks its city, province or postal code (the letter
 * could not be mailed without them); absent for a whole entry, whose address the letter uses.
 * All four, or none.
 */
export const doesNotHaveAccountBody = z
  .strictObject({
    language: letterLanguage,
    account_number: requiredText(m.yourAccountNumber, 40),
    creditor_id: z.uuid({ error: m.creditorRequired }),
    creditor_street_address: requiredText(m.creditorStreetAddress).optional(),
    creditor_city: requiredText(m.creditorCity, 100).optional(),
    creditor_province: wizardProvince.optional(),
    creditor_postal_code: postalCode(m.creditorPostalCode).optional(),
  })
  .superRefine((body, context) => {
    const fields = Object.keys(
      COMPLETED_ADDRESS_MESSAGES,
    ) as (keyof typeof COMPLETED_ADDRESS_MESSAGES)[];
    if (fields.every((field) => body[field] === undefined)) return;
    for (const field of fields) {
      if (body[field] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: COMPLETED_ADDRESS_MESSAGES[field],
        });
      }
    }
  });

/**
 * Why the consumer is no longer responsible for an account: the letter states the one reason the
 * consumer picks, never a list of possibilities.
 */
export const NO_LONGER_RESPONSIBLE_REASONS = [
  'closed',
  'transferred',
  'released',
  'bankruptcy',
  'consumer_proposal',
  'never_mine',
] as const;
export type NoLongerResponsibleReason = (typeof NO_LONGER_RESPONSIBLE_REASONS)[number];

export const noLongerResponsibleBody = z.strictObject({
  language: letterLanguage,
  account_number: requiredText(m.theAccountNumber, 40),
  creditor_name: requiredText(m.creditorName),
  reason: z.enum(NO_LONGER_RESPONSIBLE_REASONS, { error: m.noLongerResponsibleReason }),
  bureau,
});

/** To the chosen agency (its name, address and fax as the user confirmed them). */
export const removeLatePaymentBody = z.strictObject({
  language: letterLanguage,
  account_name: requiredText(m.accountName, 100),
  account_number: requiredText(m.yourAccountNumber, 40),
  cra_city: requiredText(m.agencyCity, 100),
  cra_description: text(500).default(''),
  cra_fax: faxNumber.default(''),
  cra_name: requiredText(m.agencyName),
  cra_postal_code: postalCode(m.agencyPostalCode),
  cra_province: wizardProvince,
  cra_street_address: requiredText(m.agencyStreetAddress),
  past_due_payment: money(m.pastDuePayment),
  late_payment_months: latePaymentMonths,
});

export const changeRatingBody = z.strictObject({
  language: letterLanguage,
  consumer_proposal_filed: isoDate(m.consumerProposalFiled),
  creditor_account_number: requiredText(m.creditorAccountNumber, 40),
  /** The creditor that reports the account, or '' (the spec's form has no such field). */
  creditor_name: text().default(''),
  /** The rating the consumer asks for, or '' (the letter then asks for the proposal's rating). */
  rating_requested: z
    .union([z.enum(CREDIT_RATINGS), z.literal('')], { error: m.ratingRequested })
    .default(''),
  bureau,
});

/**
 * The collector the statute-barred letter may also go to, as the creditor picker fills it (the
 * dispute and settlement wizards' fields, all optional): named, it gets a letter of its own.
 */
const collectorFields = {
  creditor_id: uuid.nullable().default(null),
  creditor_name: text(200).default(''),
  creditor_street_address: text(200).default(''),
  creditor_city: text(100).default(''),
  creditor_province: optionalWizardProvince,
  creditor_postal_code: optionalPostalCode.default(''),
  creditor_fax: faxNumber.default(''),
};

/** True when the body names a collector: a directory pick or a typed name. */
export function namesCollector(body: { creditor_id: string | null; creditor_name: string }) {
  return body.creditor_id !== null || body.creditor_name !== '';
}

/**
 * A named collector needs an address to be written to (the body and the wizard's form both check
 * it with this refinement).
 */
export function requireNamedCollector(
  body: {
    creditor_id: string | null;
    creditor_name: string;
    creditor_street_address: string;
    creditor_city: string;
    creditor_province: string;
    creditor_postal_code: string;
  },
  context: z.RefinementCtx,
): void {
  if (!namesCollector(body)) return;
  const required = [
    ['creditor_name', m.collectorName],
    ['creditor_street_address', m.collectorStreetAddress],
    ['creditor_city', m.collectorCity],
    ['creditor_province', m.provinceRequired],
    ['creditor_postal_code', m.collectorPostalCode],
  ] as const;
  for (const [field, message] of required) {
    if (body[field] === '') context.addIssue({ code: 'custom', path: [field], message });
  }
}

/**
 * Required, a real date (1900 to 2100). Whether the limitation period has passed since it, and
 * that it is not in the future, depend on the consumer's province and the request date: the
 * template checks those (limitation-periods.ts).
 */
const lastPaymentDate = safeString({ error: limitationMessages.lastPaymentRequired })
  .trim()
  .min(1, limitationMessages.lastPaymentRequired)
  .refine(isCalendarDate, limitationMessages.lastPaymentInvalid);

export const statuteBarredAccountBody = z
  .strictObject({
    language: letterLanguage,
    account_name: requiredText(m.accountName, 100),
    account_number: requiredText(m.yourAccountNumber, 40),
    last_payment_date: lastPaymentDate,
    bureau,
    ...collectorFields,
  })
  .superRefine(requireNamedCollector);

/**
 * The consumer's statement for their file, in their own words, to the bureaus chosen. The bureau
 * limits depend on the province and the date: the template checks them
 * (consumer-statement-limits.ts); 2,000 characters bounds any of them.
 */
export const consumerStatementBody = z.strictObject({
  language: letterLanguage,
  statement: requiredText(statementMessages.required, 2000),
  /** What the statement explains (an account, an entry), optional. */
  item: text(200).default(''),
  bureau,
});

export const latePaymentBody = z.strictObject({
  language: letterLanguage,
  account_name: requiredText(m.accountName, 100),
  account_number: requiredText(m.yourAccountNumber, 40),
  past_due_payments: money(m.pastDuePayment),
  late_payment_months: latePaymentMonths,
  bureau,
});

/** A date the item's reporting period may count from: '' when not given, else a real date. */
const itemDate = safeString({ error: outdatedMessages.dateInvalid })
  .trim()
  .refine((date) => date === '' || isCalendarDate(date), outdatedMessages.dateInvalid)
  .default('');

/**
 * An item a bureau still reports after the date it must remove it (issue 16). Each kind reads
 * its own dates (outdated-item.ts says which); whether they are given, not in the future, and
 * past the removal date of each bureau chosen depends on the consumer's province and the request
 * date: the template checks those (outdatedItemProblems). Dates the kind does not read are kept
 * out of the letter.
 */
export const outdatedItemBody = z.strictObject({
  language: letterLanguage,
  account_name: requiredText(m.accountName, 100),
  account_number: requiredText(m.yourAccountNumber, 40),
  item_kind: z.enum(NEGATIVE_ITEM_KINDS, { error: outdatedMessages.itemKindRequired }),
  last_activity_date: itemDate,
  first_delinquency_date: itemDate,
  started_date: itemDate,
  discharged_date: itemDate,
  paid_off_date: itemDate,
  other_bankruptcies: z
    .number({ error: outdatedMessages.otherBankruptciesInvalid })
    .int(outdatedMessages.otherBankruptciesInvalid)
    .min(0, outdatedMessages.otherBankruptciesInvalid)
    .max(9, outdatedMessages.otherBankruptciesInvalid)
    .default(0),
  bureau,
});

/** The creditor fields the dispute and settlement wizards share (the whole wizard state). */
const creditorFields = {
  /** The directory entry picked, or null when the user typed the creditor in. */
  creditor_id: uuid.nullable().default(null),
  ...creditorMailingFields,
  creditor_fax: faxNumber.default(''),
};

/** The whole wizard state; `step` is ignored (decisions.md section 3). */
export const disputeCreditorBody = z.strictObject({
  language: letterLanguage,
  step: z.number().int().min(1).max(4).optional(),
  ...creditorFields,
  creditor_phone: phoneNumberText.default(''),
  creditor_toll_free: tollFreeNumber.default(''),
  creditor_email: safeString()
    .trim()
    .max(200)
    .refine((value) => value === '' || z.email().safeParse(value).success, m.emailInvalid)
    .default(''),
  account_id: accountId,
  creditor_reference_number: requiredText(m.creditorReferenceNumber, 60),
  original_creditor: requiredText(m.originalCreditor),
  creditor_comments: text(1000).default(''),
  password,
});

export const PAYMENT_METHODS = ['lump_sum', 'payments'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A settlement states the balance the creditor claims and the amount; by payments, its schedule
 * (required then, and adding up to the amount exactly: settlementTermsIssues). The schedule's
 * fields are ignored for a lump sum.
 */
const settlementBody = z
  .strictObject({
    language: letterLanguage,
    step: z.number().int().min(1).max(4).optional(),
    ...creditorFields,
    account_id: accountId,
    creditor_reference_number: requiredText(m.creditorReferenceNumber, 60),
    payment_method: z.enum(PAYMENT_METHODS, { error: m.paymentMethodRequired }),
    creditor_amount: money(m.creditorAmount),
    creditor_balance: money(m.creditorBalance),
    instalment_amount: money(m.instalmentAmount).optional(),
    instalment_frequency: z
      .enum(INSTALMENT_FREQUENCIES, { error: m.instalmentFrequency })
      .optional(),
    instalment_count: z
      .number({ error: m.instalmentCount })
      .int(m.instalmentCount)
      .min(1, m.instalmentCount)
      .max(INSTALMENT_COUNT_MAX, m.instalmentCount)
      .optional(),
    first_payment_date: isoDate(m.firstPaymentDate).optional(),
    password,
  })
  .superRefine((body, context) => {
    const issues = settlementTermsIssues(body);
    for (const [field, message] of Object.entries(issues) as [SettlementTermsField, string][]) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });
export const offerASettlementBody = settlementBody;
export const acceptASettlementBody = settlementBody;

/** Every repair and settlement letter type's body schema (less `letter`). */
export const LETTER_BODIES = {
  error_of_employment: errorOfEmploymentBody,
  error_of_name: errorOfNameBody,
  error_of_address: errorOfAddressBody,
  error_on_credit_file: errorOnCreditFileBody,
  unauthorized_inquiry: unauthorizedInquiryBody,
  account_corrections: accountCorrectionsBody,
  adjust_balance: adjustBalanceBody,
  does_not_have_account: doesNotHaveAccountBody,
  no_longer_responsible: noLongerResponsibleBody,
  remove_late_payment: removeLatePaymentBody,
  change_rating: changeRatingBody,
  statute_barred_account: statuteBarredAccountBody,
  late_payment: latePaymentBody,
  outdated_item: outdatedItemBody,
  consumer_statement: consumerStatementBody,
  dispute_creditor: disputeCreditorBody,
  offer_a_settlement: offerASettlementBody,
  accept_a_settlement: acceptASettlementBody,
} as const satisfies Record<RepairLetterType | SettlementLetterType, z.ZodType>;

export type LetterBodies = {
  [Type in keyof typeof LETTER_BODIES]: z.input<(typeof LETTER_BODIES)[Type]>;
};
export type LetterInputs = {
  [Type in keyof typeof LETTER_BODIES]: z.output<(typeof LETTER_BODIES)[Type]>;
};

/** A generate body as a wizard sends it: `letter` plus that type's fields. */
export type LetterRequest<Type extends keyof LetterBodies> = { letter: Type } & LetterBodies[Type];
