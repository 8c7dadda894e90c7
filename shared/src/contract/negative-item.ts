/**
 * Which of a consumer's banking accounts are negative items on a credit report, and which are
 * debts a limitation period runs against (issue 16): the one mapping from the spec's
 * account_type and account_status, the number of late payments and issue 16's debt_kind to the
 * kinds whose reporting periods report-removal.ts dates. The debts page, and any rule that needs
 * it later, read it here.
 */
import type { BankingAccount } from './banking';
import type { Bankruptcy } from './profile';
import type { NegativeItemDates, NegativeItemKind } from './report-removal';

type IsoDate = string;

/** The fields the mapping reads: an account as the API answers it. */
export type DebtAccount = Pick<
  BankingAccount,
  | 'account_status'
  | 'account_type'
  | 'number_of_late_payments'
  | 'debt_kind'
  | 'correct_credit_balance'
  | 'date_of_last_activity'
  | 'date_of_last_payment'
  | 'date_of_discharge'
  | 'date_opened'
>;

/**
 * The negative item an account is, or null when it is none. In order:
 * - a debt_kind of bankruptcy, consumer_proposal, judgment or collection is that item, whatever
 *   the status (a paid collection or a settled judgment stays on the report for its period);
 * - the status bad_debt (the spec's "Bad Debt", rated R9 on a report) is an account in default:
 *   bureaus keep it as long as a collection (6 years), so it is an 'account';
 * - late payments (more than 0) make an account a negative item too, whatever its status
 *   (paid and agreed accounts keep their late payments on the report);
 * - otherwise (paid or agreed, or no status, without late payments) it is not negative.
 * The spec's account_type (revolving, instalment, open) says nothing about it and is not read.
 */
export function negativeItemKind(account: DebtAccount): NegativeItemKind | null {
  switch (account.debt_kind) {
    case 'bankruptcy':
    case 'consumer_proposal':
    case 'judgment':
    case 'collection':
      return account.debt_kind;
    default:
      break;
  }
  if (account.account_status === 'bad_debt') return 'account';
  if (account.number_of_late_payments > 0) return 'account';
  return null;
}

/** The date a debt's limitation period runs from: the last payment, else the last activity. */
export function lastPaymentOrActivity(account: DebtAccount): IsoDate {
  return account.date_of_last_payment ?? account.date_of_last_activity;
}

/**
 * True for an unpaid debt a creditor or collector could sue on, against which the limitation
 * period of the consumer's province runs: a bad debt or a collection with a balance left. Not a
 * judgment (it is the result of a suit, enforced on other terms), nor a debt in a bankruptcy or a
 * consumer proposal (the proceeding stops collection).
 */
export function isUnpaidBadDebt(account: DebtAccount): boolean {
  if (account.correct_credit_balance <= 0) return false;
  if (account.debt_kind === 'collection') return true;
  if (
    account.debt_kind === 'judgment' ||
    account.debt_kind === 'bankruptcy' ||
    account.debt_kind === 'consumer_proposal'
  ) {
    return false;
  }
  return account.account_status === 'bad_debt';
}

/**
 * What the profile's bankruptcy tab holds that dates a bankruptcy (contract/profile.ts): a
 * discharge, for the accounts that hold none of their own, and how many times the consumer
 * declared bankruptcy.
 */
export type ProfileBankruptcy = Pick<Bankruptcy, 'discharge' | 'times'>;

/**
 * The dates report-removal.ts counts from, as the account holds them. The form asks for a
 * judgment's and a consumer proposal's filing date as Date Opened (its hint says so); a
 * proposal marked paid was paid in full on its last payment (a proposal needs no other date:
 * counted from its filing, its removal date is the latest the rule allows). A bankruptcy's
 * discharge is the account's own, else the profile's (its bankruptcy tab holds one: a consumer
 * bankrupt twice gives each account its own); without either the rules say it is missing. The
 * tab's "Times" counts the consumer's bankruptcies: from two on, each stays 14 years, so the
 * other ones are passed on. An account's
 * first delinquency is no field: TransUnion's date then comes from the last activity, unconfirmed.
 */
export function negativeItemDates(
  kind: NegativeItemKind,
  account: DebtAccount,
  bankruptcy: ProfileBankruptcy | null = null,
): NegativeItemDates {
  switch (kind) {
    case 'judgment':
      return { started: account.date_opened };
    case 'consumer_proposal':
      return {
        started: account.date_opened,
        paidOff: account.account_status === 'paid' ? lastPaymentOrActivity(account) : null,
      };
    case 'bankruptcy':
      return {
        discharged: account.date_of_discharge ?? bankruptcy?.discharge ?? null,
        otherBankruptcies: Math.max(0, (bankruptcy?.times ?? 0) - 1),
      };
    default:
      return { lastActivity: account.date_of_last_activity };
  }
}
