/** Select options and constants of spec sections 3 and 9. */

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const CITIZENSHIPS = [
  'Canadian Citizen',
  'Permanent Resident',
  'Landed Immigrant',
  'Foreign Citizen',
] as const;
export type Citizenship = (typeof CITIZENSHIPS)[number];

/** license_type_id values of an identification. */
export const IDENTIFICATION_TYPES = [
  { id: 0, label: 'Drivers License' },
  { id: 1, label: 'Provincial ID' },
  { id: 2, label: 'Health Card' },
  { id: 3, label: 'Passport' },
  { id: 4, label: 'Secure Certificate Of Indian Status' },
  { id: 5, label: 'Canadian Permanent Residence Card' },
  { id: 6, label: 'Social Insurance Card' },
  { id: 7, label: 'Canadian Birth Certificate' },
  { id: 8, label: 'Correctional Service Canada ID' },
  { id: 9, label: 'Credit Card' },
  { id: 10, label: 'Canadian National Institute for the Blind' },
  { id: 11, label: 'Other' },
] as const;
export type IdentificationTypeId = (typeof IDENTIFICATION_TYPES)[number]['id'];

/** Bankruptcy `times`. */
export const BANKRUPTCY_TIMES = [
  { id: 0, label: 'None' },
  { id: 1, label: 'Once' },
  { id: 2, label: 'Twice' },
  { id: 3, label: 'Three or More' },
] as const;
export type BankruptcyTimesId = (typeof BANKRUPTCY_TIMES)[number]['id'];

/** Time at address / with employer: 0 'Less Than A Year', 1 to 10 years, 11 'More Than 10 Years'. */
export const TIME_AT_MIN = 0;
export const TIME_AT_MAX = 11;
export function timeAtLabel(value: number): string {
  if (value <= TIME_AT_MIN) return 'Less Than A Year';
  if (value >= TIME_AT_MAX) return 'More Than 10 Years';
  return String(value);
}
export const TIME_AT_OPTIONS: readonly { value: number; label: string }[] = Array.from(
  { length: TIME_AT_MAX - TIME_AT_MIN + 1 },
  (_, index) => ({ value: index, label: timeAtLabel(index) }),
);

/** Banking account choices (spec section 3). */
export const ACCOUNT_ASSOCIATIONS = ['individual', 'joint'] as const;
export const ACCOUNT_TYPES = ['revolving', 'instalment', 'open'] as const;
export const ACCOUNT_STATUSES = ['paid', 'agreed', 'bad_debt'] as const;
/**
 * What a debt is (issue 16), where the spec's type and status do not say enough: its removal
 * and limitation rules, and the interest check, depend on it. Optional ('' not chosen).
 */
export const DEBT_KINDS = [
  'credit_card',
  'line_of_credit',
  'loan',
  'payday_loan',
  'collection',
  'judgment',
  'consumer_proposal',
  'bankruptcy',
  'other',
] as const;

/** Consumer reporting agency codes (spec section 9). */
export const AGENCIES = [
  { code: 1, name: 'Equifax' },
  { code: 2, name: 'TransUnion' },
] as const;
export type AgencyCode = (typeof AGENCIES)[number]['code'];
export type AgencyName = (typeof AGENCIES)[number]['name'];

/** Budget frequencies and their annual multipliers (spec section 9). */
export const BUDGET_FREQUENCIES = [
  'Weekly',
  'Bi-Weekly',
  'Monthly',
  'Quarterly',
  'Annually',
] as const;
export type BudgetFrequency = (typeof BUDGET_FREQUENCIES)[number];
export const ANNUAL_MULTIPLIERS: Record<BudgetFrequency, number> = {
  Weekly: 52,
  'Bi-Weekly': 26,
  Monthly: 12,
  Quarterly: 4,
  Annually: 1,
};

/** Product constants (spec section 9). */
export const SUCCESS_NOTICE_MS = 3000;
export const MENU_OPEN_MIN_WIDTH = 740;
export const POSTAL_CODE_MAX_LENGTH = 7;
export const DEFAULT_PHONE_COUNTRY = 'CA';
export const CURRENCY = 'CAD';
