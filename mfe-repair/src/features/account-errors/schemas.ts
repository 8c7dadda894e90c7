import {
  bureausChosen,
  COMPLETED_ADDRESS_MESSAGES,
  CREDIT_RATINGS,
  consumerReportingAgency,
  faxNumber,
  isCalendarDate,
  isMoneyAmount,
  isoDate,
  LETTER_BUREAU_CHOICES,
  limitationMessages,
  letterMessages as m,
  monthListMessage,
  NO_LONGER_RESPONSIBLE_REASONS,
  optionalPostalCode,
  outdatedItemDateFields,
  outdatedMessages,
  parseDecimal,
  parseMoney,
  parseMonthList,
  postalCode,
  requiredText,
  requireNamedCollector,
  text,
  wizardProvince,
} from 'shared/contract';
import { NEGATIVE_ITEM_KINDS } from 'shared/contract/report-removal';
import { z } from 'shared/zod';
import type { AccountErrorType } from './form-values';
import { OTHER_BANKRUPTCY_COUNTS } from './outdated-facts';

/**
 * The form schema of each letter type (spec section 2's fields, section 5's messages). Each
 * reads its own keys of the shared form values; the lengths and formats are the generate
 * body's (shared/contract letter-bodies.ts), so a form that passes builds a body that passes.
 */

const accountId = z.string().min(1, m.accountRequired);

/** Required; a number of at most 2 decimals from 0 to 10,000,000. */
function amount(required: string) {
  return requiredText(required, 40).refine((value) => parseMoney(value) !== null, m.amountInvalid);
}

/**
 * Required, but text that is not a number is let through: account_corrections and
 * adjust_balance send 0 for it (spec section 5). A number must still be a valid amount.
 */
function amountOrZero(required: string) {
  return requiredText(required, 40).refine((value) => {
    const parsed = parseDecimal(value);
    return parsed === null || isMoneyAmount(parsed);
  }, m.amountInvalid);
}

const description = text(500);

/** Optional: months typed as YYYY-MM, separated by commas, none in the future. */
const latePaymentMonths = text(300).superRefine((typed, context) => {
  const message = monthListMessage(parseMonthList(typed));
  if (message) context.addIssue({ code: 'custom', message });
});
const accountName = requiredText(m.accountName, 100);
const yourAccountNumber = requiredText(m.yourAccountNumber, 40);

export const accountCorrectionsForm = z.object({
  account_id: accountId,
  adjusted_balance_amount: amountOrZero(m.adjustedBalanceAmount),
  agency: consumerReportingAgency,
  cra_description: description,
  cra_street_address: requiredText(m.agenciesStreetAddress),
  cra_city: requiredText(m.agenciesCity, 100),
  cra_province: wizardProvince,
  cra_postal_code: postalCode(m.agenciesPostalCode),
  cra_fax: faxNumber,
});

export const adjustBalanceForm = z.object({
  account_id: accountId,
  reported_balance_amount: amountOrZero(m.reportedBalanceAmount),
  balance_adjustment: amountOrZero(m.balanceAdjustment),
});

/**
 * The address fields are filled only for a directory entry that lacks part of its address (the
 * consumer completes it): then each is required, as the API asks.
 */
export const doesNotHaveAccountForm = z
  .object({
    creditor_id: z.string().min(1, m.creditorRequired),
    account_number: yourAccountNumber,
    creditor_street_address: text(200),
    creditor_city: text(100),
    creditor_province: wizardProvince.or(z.literal('')),
    creditor_postal_code: optionalPostalCode,
  })
  .superRefine((form, context) => {
    if (form.creditor_street_address === '') return;
    // The contract's rule: all four, each with its message.
    for (const field of ['creditor_city', 'creditor_province', 'creditor_postal_code'] as const) {
      if (form[field] === '') {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: COMPLETED_ADDRESS_MESSAGES[field],
        });
      }
    }
  });

export const noLongerResponsibleForm = z.object({
  creditor_name: requiredText(m.creditorName),
  account_number: requiredText(m.theAccountNumber, 40),
  reason: z.enum(NO_LONGER_RESPONSIBLE_REASONS, { error: m.noLongerResponsibleReason }),
});

export const removeLatePaymentForm = z.object({
  cra_name: requiredText(m.agencyName),
  cra_description: description,
  cra_street_address: requiredText(m.agencyStreetAddress),
  cra_city: requiredText(m.agencyCity, 100),
  cra_province: wizardProvince,
  cra_postal_code: postalCode(m.agencyPostalCode),
  cra_fax: faxNumber,
  account_name: accountName,
  account_number: yourAccountNumber,
  past_due_payment: amount(m.pastDuePayment),
  late_payment_months: latePaymentMonths,
});

export const changeRatingForm = z.object({
  creditor_account_number: requiredText(m.creditorAccountNumber, 40),
  consumer_proposal_filed: isoDate(m.consumerProposalFiled),
  creditor_name: text(),
  rating_requested: z.union([z.enum(CREDIT_RATINGS), z.literal('')], {
    error: m.ratingRequested,
  }),
});

/**
 * The collector is optional; named (picked or typed), it needs an address to be written to, as
 * the body does (letter-bodies.ts). The limitation period is checked beside the form
 * (statute-barred.tsx), since it needs the profile's province and today's date.
 */
export const statuteBarredAccountForm = z
  .object({
    account_name: accountName,
    account_number: yourAccountNumber,
    last_payment_date: requiredText(limitationMessages.lastPaymentRequired, 10).refine(
      isCalendarDate,
      limitationMessages.lastPaymentInvalid,
    ),
    creditor_id: z.string(),
    creditor_name: text(200),
    creditor_street_address: text(200),
    creditor_city: text(100),
    creditor_province: wizardProvince.or(z.literal('')),
    creditor_postal_code: optionalPostalCode,
    creditor_fax: faxNumber,
  })
  .superRefine((form, context) =>
    requireNamedCollector({ ...form, creditor_id: form.creditor_id || null }, context),
  );

export const latePaymentForm = z.object({
  account_name: accountName,
  account_number: yourAccountNumber,
  past_due_payment: amount(m.pastDuePayment),
  late_payment_months: latePaymentMonths,
});

/**
 * The Outdated Item Removal letter's form: the account, what the item is, and each date its kind
 * reads for the bureaus chosen as a real date or empty (the dates of other kinds are not sent).
 * Which dates are needed, and whether the removal date has passed, depend on the consumer's
 * province and today: the contract's rule checks those beside the form (outdated-item.tsx), as
 * the API does.
 */
export const outdatedItemForm = z
  .object({
    account_name: accountName,
    account_number: yourAccountNumber,
    item_kind: z.enum(NEGATIVE_ITEM_KINDS, { error: outdatedMessages.itemKindRequired }),
    bureau: z.enum(LETTER_BUREAU_CHOICES),
    last_activity_date: z.string(),
    first_delinquency_date: z.string(),
    started_date: z.string(),
    discharged_date: z.string(),
    paid_off_date: z.string(),
    other_bankruptcies: z.enum(OTHER_BANKRUPTCY_COUNTS, {
      error: outdatedMessages.otherBankruptciesInvalid,
    }),
  })
  .superRefine((form, context) => {
    for (const field of outdatedItemDateFields(form.item_kind, bureausChosen(form.bureau))) {
      const date = form[field].trim();
      if (date !== '' && !isCalendarDate(date)) {
        context.addIssue({ code: 'custom', path: [field], message: outdatedMessages.dateInvalid });
      }
    }
  });

export const ACCOUNT_ERROR_FORMS = {
  account_corrections: accountCorrectionsForm,
  adjust_balance: adjustBalanceForm,
  does_not_have_account: doesNotHaveAccountForm,
  no_longer_responsible: noLongerResponsibleForm,
  remove_late_payment: removeLatePaymentForm,
  change_rating: changeRatingForm,
  statute_barred_account: statuteBarredAccountForm,
  late_payment: latePaymentForm,
  outdated_item: outdatedItemForm,
} as const satisfies Record<AccountErrorType, z.ZodType>;

export type AccountErrorForms = {
  [Type in AccountErrorType]: z.output<(typeof ACCOUNT_ERROR_FORMS)[Type]>;
};

/** The first message per field, as react-hook-form shows them (field name to message). */
export function formMessages(type: AccountErrorType, values: unknown): Record<string, string> {
  const result = ACCOUNT_ERROR_FORMS[type].safeParse(values);
  const messages: Record<string, string> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}
