/** The account list, the banking suite's own page (its routes are relative to this prefix). */
export const ACCOUNTS_PATH = '/app/edit-account-info';
/** The payoff plan (issue 16), behind the same gate as the list. */
export const PAYOFF_PATH = `${ACCOUNTS_PATH}/payoff`;
