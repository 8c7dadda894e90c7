/** Letter groups (gid) and the group names of a letter list item (decisions.md section 3). */
export const LETTER_GROUPS = [
  { gid: 0, group: 'credit report', slug: 'credit-report' },
  { gid: 1, group: 'credit repair', slug: 'credit-repair' },
  { gid: 2, group: 'debt settlement', slug: 'debt-settlement' },
] as const;
export type LetterGroupId = (typeof LETTER_GROUPS)[number]['gid'];
export type LetterGroupName = (typeof LETTER_GROUPS)[number]['group'];
export type LetterGroupSlug = (typeof LETTER_GROUPS)[number]['slug'];

/** Errors on Credit Report wizard (spec section 2, wizard 1). */
export const CREDIT_REPORT_ERROR_LETTERS = [
  'error_of_employment',
  'error_of_name',
  'error_of_address',
  'error_on_credit_file',
  'unauthorized_inquiry',
] as const;

/**
 * Errors with Account wizard: the spec's eight offered types (double_reporting is not offered),
 * and issue 16's outdated_item, asking a bureau to remove an item past its reporting period.
 */
export const ACCOUNT_ERROR_LETTERS = [
  'account_corrections',
  'adjust_balance',
  'does_not_have_account',
  'no_longer_responsible',
  'remove_late_payment',
  'change_rating',
  'statute_barred_account',
  'late_payment',
  'outdated_item',
] as const;

export const CREDITOR_DISPUTE_LETTERS = ['dispute_creditor'] as const;

/** The consumer statement (explanatory note) to the bureaus: the suite's fourth tab. */
export const CONSUMER_STATEMENT_LETTER = 'consumer_statement' as const;

export const SETTLEMENT_LETTERS = ['offer_a_settlement', 'accept_a_settlement'] as const;

export const SETTLEMENT_LETTER_LABELS: Record<(typeof SETTLEMENT_LETTERS)[number], string> = {
  offer_a_settlement: 'A Letter To Offer A Settlement',
  accept_a_settlement: 'A Letter To Accept A Settlement',
};

/** The free credit-report request (group 0). */
export const CREDIT_REPORT_REQUEST_LETTER = 'credit_report_request' as const;

export type RepairLetterType =
  | (typeof CREDIT_REPORT_ERROR_LETTERS)[number]
  | (typeof ACCOUNT_ERROR_LETTERS)[number]
  | (typeof CREDITOR_DISPUTE_LETTERS)[number]
  | typeof CONSUMER_STATEMENT_LETTER;
export type SettlementLetterType = (typeof SETTLEMENT_LETTERS)[number];
export type LetterType =
  | typeof CREDIT_REPORT_REQUEST_LETTER
  | RepairLetterType
  | SettlementLetterType;

/** Wizard step counts we build (decisions.md section 6: the account-errors wizard has 3). */
export const WIZARD_STEPS = {
  creditReportErrors: 4,
  accountErrors: 3,
  creditorDispute: 4,
  settlement: 4,
} as const;
