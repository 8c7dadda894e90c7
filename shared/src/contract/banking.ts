import { z } from 'shared/zod';
import { gatePassword } from './auth';
import { isCalendarDate, latestCanadianToday } from './calendar-date';
import { isoDate, NULLABLE_STRING_OUTPUT, requiredText, safeString, uuid } from './fields';
import { bankingTexts } from './messages/en/banking';
import { defineMessages } from './messages/message';
import { hasAtMostTwoDecimals } from './money';
import { moneyAmount } from './money-schema';
import { ACCOUNT_ASSOCIATIONS, ACCOUNT_STATUSES, ACCOUNT_TYPES, DEBT_KINDS } from './options';

export type AccountAssociation = (typeof ACCOUNT_ASSOCIATIONS)[number];
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export type DebtKind = (typeof DEBT_KINDS)[number];

/** Largest amount a banking field takes, in dollars (fits integer cents in a 32-bit column). */
export const BANKING_AMOUNT_MAX = 10_000_000;
export const LATE_PAYMENTS_MAX = 999;
export const ACCOUNT_NAME_MAX_LENGTH = 100;
export const ACCOUNT_NUMBER_MAX_LENGTH = 34;
/** The highest APR the form takes, in percent (issue 16: a payday loan's APR can pass 500 %). */
export const INTEREST_RATE_MAX = 1000;

/** Field messages of the banking account form (spec section 5: 'Please enter your ...'). */
export const bankingMessages = defineMessages('banking', bankingTexts, () =>
  import('./messages/fr/banking').then((module) => module.bankingTextsFr),
);

const ACCOUNT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

function amount(required: string) {
  return moneyAmount({ required, invalid: bankingMessages.amountInvalid }, BANKING_AMOUNT_MAX);
}

/** A choice the form may leave unset: '' means not chosen (spec section 5: not required). */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).or(z.literal('')).default('');
}

/**
 * An optional date: YYYY-MM-DD from 1900, never after today anywhere in Canada; null (or an
 * emptied date input's '') when not known.
 */
function optionalPastDate(invalid: string, future: string) {
  return safeString({ error: invalid })
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .superRefine((value, context) => {
      if (value === null) return;
      if (!isCalendarDate(value)) context.addIssue({ code: 'custom', message: invalid });
      else if (value > latestCanadianToday()) context.addIssue({ code: 'custom', message: future });
    })
    .meta(NULLABLE_STRING_OUTPUT)
    .default(null);
}

/**
 * The debt fields of issue 16 are optional: a body without them (the spec's, the letters' tests)
 * stores null, or '' for the kind. None of them is sensitive the way an account number is: a
 * rate, a minimum payment, a date and a kind identify no account and open none, like the balances
 * and dates stored beside them, so they are stored plain (the number alone is sealed).
 */
const debtFields = {
  /** The APR in percent, 0 to 1,000 with at most 2 decimals; null when not known. */
  interest_rate: z
    .number({ error: bankingMessages.interestRateInvalid })
    .min(0, bankingMessages.interestRateInvalid)
    .max(INTEREST_RATE_MAX, bankingMessages.interestRateInvalid)
    .refine(hasAtMostTwoDecimals, bankingMessages.interestRateInvalid)
    .nullable()
    .default(null),
  /** The minimum monthly payment, money like the other amounts; null when not known. */
  minimum_payment: moneyAmount(
    { required: bankingMessages.minimumPaymentInvalid },
    BANKING_AMOUNT_MAX,
  )
    .nullable()
    .default(null),
  /**
   * The last payment; null when not known: then every rule counts from date_of_last_activity.
   */
  date_of_last_payment: optionalPastDate(
    bankingMessages.dateOfLastPaymentInvalid,
    bankingMessages.dateOfLastPaymentFuture,
  ),
  /**
   * A bankruptcy's discharge, which dates its removal from the reports; null when not known:
   * then the profile's bankruptcy tab gives it. The tab holds one discharge, and a consumer
   * bankrupt twice has two: each bankruptcy account may carry its own. Read only for
   * debt_kind 'bankruptcy' (negative-item.ts).
   */
  date_of_discharge: optionalPastDate(
    bankingMessages.dateOfDischargeInvalid,
    bankingMessages.dateOfDischargeFuture,
  ),
  debt_kind: optionalChoice(DEBT_KINDS),
};

/** The debt fields of an account saved without them (and of the add form before any is typed). */
export const NO_DEBT_DETAILS = {
  interest_rate: null,
  minimum_payment: null,
  date_of_last_payment: null,
  date_of_discharge: null,
  debt_kind: '',
} as const;

/** The fields of a banking account (spec section 3), without its id and the secret. */
const accountFields = {
  account_name: requiredText(bankingMessages.accountName, ACCOUNT_NAME_MAX_LENGTH),
  full_account_number: z
    .string({ error: bankingMessages.fullAccountNumber })
    .trim()
    .min(1, bankingMessages.fullAccountNumber)
    .max(ACCOUNT_NUMBER_MAX_LENGTH, bankingMessages.accountNumberInvalid)
    .regex(ACCOUNT_NUMBER, bankingMessages.accountNumberInvalid),
  credit_limit: amount(bankingMessages.creditLimit),
  account_association: optionalChoice(ACCOUNT_ASSOCIATIONS),
  account_type: optionalChoice(ACCOUNT_TYPES),
  account_status: optionalChoice(ACCOUNT_STATUSES),
  correct_credit_balance: amount(bankingMessages.correctCreditBalance),
  reported_credit_balance: amount(bankingMessages.reportedCreditBalance),
  number_of_late_payments: z
    .number({ error: bankingMessages.latePayments })
    .int(bankingMessages.latePaymentsInvalid)
    .min(0, bankingMessages.latePaymentsInvalid)
    .max(LATE_PAYMENTS_MAX, bankingMessages.latePaymentsInvalid),
  date_of_last_activity: isoDate(bankingMessages.dateOfLastActivity),
  date_opened: isoDate(bankingMessages.dateOpened),
  ...debtFields,
};

/** The add and edit form: no secret field (the gate's password is sent as `secret`). */
export const bankingAccountForm = z.strictObject(accountFields);
export type BankingAccountFormInput = z.input<typeof bankingAccountForm>;
export type BankingAccount = z.output<typeof bankingAccountForm>;

/**
 * `secret` is the password entered at the gate: verified against the user's password like a gate
 * (same throttle), never stored or logged.
 */
const secret = gatePassword;

/** POST /api/v1/banking-information: an `id` here is ignored (a POST always creates). */
export const bankingAccountCreate = z.strictObject({
  ...accountFields,
  id: uuid.optional(),
  secret,
});
export type BankingAccountCreate = z.output<typeof bankingAccountCreate>;

/** PUT /api/v1/banking-information: the account's id is required. */
export const bankingAccountUpdate = z.strictObject({ ...accountFields, id: uuid, secret });
export type BankingAccountUpdate = z.output<typeof bankingAccountUpdate>;

/** What POST /api/v1/banking-information/get lists (sorted by account_name); never a secret. */
export type BankingAccountRecord = BankingAccount & { id: string };
