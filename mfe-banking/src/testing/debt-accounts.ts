import type { BankingAccountRecord } from 'shared/contract';
import { VISA } from './fake-banking-api';

/** The debts of the debt-line tests, dated against a today of 2026-11-28. */

/** In good standing, paid as agreed, recently active. */
export const GOOD_STANDING: BankingAccountRecord = {
  ...VISA,
  number_of_late_payments: 0,
  date_of_last_activity: '2026-10-15',
};

/** Late payments, last active in April 2019: six years have passed at both bureaus. */
export const OLD_LATE: BankingAccountRecord = {
  ...GOOD_STANDING,
  number_of_late_payments: 3,
  date_of_last_activity: '2019-04-15',
};

/** A bad debt last paid on June 30, 2021, still owing. */
export const BAD_DEBT: BankingAccountRecord = {
  ...GOOD_STANDING,
  account_name: 'Northern Collections',
  account_status: 'bad_debt',
  correct_credit_balance: 2400,
  date_of_last_activity: '2022-03-01',
  date_of_last_payment: '2021-06-30',
};
