import {
  ACCOUNT_ERROR_LETTERS,
  type AgencyName,
  type CreditRating,
  type LetterBureauChoice,
  type NoLongerResponsibleReason,
  type WizardProvince,
} from 'shared/contract';
import type { NegativeItemKind } from 'shared/contract/report-removal';

export type AccountErrorType = (typeof ACCOUNT_ERROR_LETTERS)[number];
export { ACCOUNT_ERROR_LETTERS };

/**
 * The letters that go to the credit bureaus (one letter per bureau chosen): their forms also
 * show the bureau choice and their bodies carry `bureau`.
 */
export const BUREAU_BOUND_TYPES: ReadonlySet<AccountErrorType> = new Set([
  'adjust_balance',
  'no_longer_responsible',
  'change_rating',
  'statute_barred_account',
  'late_payment',
  'outdated_item',
]);

/**
 * Every field of the nine forms, as typed. One set of values for the wizard, so that going
 * back to the type list and forth again keeps what was entered; each type's schema reads only
 * its own keys. Amounts stay text until the body is built (parsed as decimals there).
 */
export interface AccountErrorsFormValues {
  /** The account picked (account_corrections, adjust_balance; a helper that fills for others). */
  account_id: string;
  adjusted_balance_amount: string;
  reported_balance_amount: string;
  balance_adjustment: string;
  /** Agency choice 1 Equifax, 2 TransUnion (spec section 9), kept by name. */
  agency: AgencyName | '';
  cra_name: string;
  cra_description: string;
  cra_street_address: string;
  cra_city: string;
  cra_province: WizardProvince | '';
  cra_postal_code: string;
  cra_fax: string;
  /** The directory creditor picked, or '' (statute_barred_account: the collector). */
  creditor_id: string;
  creditor_name: string;
  /** no_longer_responsible: the one reason the letter states, or '' before the choice. */
  reason: NoLongerResponsibleReason | '';
  /** The statute-barred letter's optional collector, as the creditor picker fills it. */
  creditor_street_address: string;
  creditor_city: string;
  creditor_province: WizardProvince | '';
  creditor_postal_code: string;
  creditor_fax: string;
  account_name: string;
  account_number: string;
  /** The late payment's amount (sent as past_due_payments for late_payment). */
  past_due_payment: string;
  /** The months of the disputed late payments as typed ("2025-08, 2025-11"); optional. */
  late_payment_months: string;
  creditor_account_number: string;
  consumer_proposal_filed: string;
  /** The rating a rating change asks for (R1 … R9), or '' (optional). */
  rating_requested: CreditRating | '';
  /** statute_barred_account: the last payment or acknowledgement, YYYY-MM-DD. */
  last_payment_date: string;
  /** outdated_item: what the item is, or '' before the choice. */
  item_kind: NegativeItemKind | '';
  /** outdated_item: the dates a reporting period counts from, YYYY-MM-DD or ''. */
  last_activity_date: string;
  first_delinquency_date: string;
  started_date: string;
  discharged_date: string;
  paid_off_date: string;
  /** outdated_item, a bankruptcy: the consumer's other bankruptcies, '0' to '9'. */
  other_bankruptcies: string;
  bureau: LetterBureauChoice;
}

export const EMPTY_ACCOUNT_ERRORS_VALUES: AccountErrorsFormValues = {
  account_id: '',
  adjusted_balance_amount: '',
  reported_balance_amount: '',
  balance_adjustment: '',
  agency: '',
  cra_name: '',
  cra_description: '',
  cra_street_address: '',
  cra_city: '',
  cra_province: '',
  cra_postal_code: '',
  cra_fax: '',
  creditor_id: '',
  creditor_name: '',
  reason: '',
  creditor_street_address: '',
  creditor_city: '',
  creditor_province: '',
  creditor_postal_code: '',
  creditor_fax: '',
  account_name: '',
  account_number: '',
  past_due_payment: '',
  late_payment_months: '',
  creditor_account_number: '',
  consumer_proposal_filed: '',
  rating_requested: '',
  last_payment_date: '',
  item_kind: '',
  last_activity_date: '',
  first_delinquency_date: '',
  started_date: '',
  discharged_date: '',
  paid_off_date: '',
  other_bankruptcies: '0',
  bureau: 'both',
};

export type AccountErrorsField = keyof AccountErrorsFormValues;
