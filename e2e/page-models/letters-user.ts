import type { APIRequestContext, Page } from '@playwright/test';
import { logIn, postApi, uniqueEmail, uniquePassword } from '../fixtures';
import { baseURL, SESSION_STORAGE_KEY } from '../support/env';

/** The contact and current address the personal tabs would save (spec section 7). */
export const LETTERS_CONTACT = {
  email: 'nadia.okafor@example.ca',
  first_name: 'Nadia',
  middle_name: 'Ife',
  last_name: 'Okafor',
  home_phone: '+16135550142',
  cell_phone: '',
  date_of_birth: '1988-09-21',
  gender: 'Female',
  citizenship: 'Canadian Citizen',
};

export const LETTERS_ADDRESS = {
  address_line_one: '250 Albert Street',
  address_line_two: '',
  city: 'Ottawa',
  province_id: 8,
  postal_code: 'K1P 6M1',
  is_previous: false,
  rent_or_mortgage_cost: 1650,
  time_at_address: 4,
  is_renting: true,
};

/** The banking account the letter wizards' account pickers offer (spec section 3's fields). */
export const LETTERS_BANKING_ACCOUNT = {
  account_name: 'Visa Gold',
  full_account_number: '4520 1234 5678 9012',
  credit_limit: 5000,
  account_association: 'individual',
  account_type: 'revolving',
  account_status: 'bad_debt',
  correct_credit_balance: 2100,
  reported_credit_balance: 2480.5,
  number_of_late_payments: 4,
  date_of_last_activity: '2025-11-02',
  date_opened: '2019-06-01',
} as const;

/** How the wizards' account pickers show it: 'name | full account number'. */
export const LETTERS_BANKING_ACCOUNT_OPTION = `${LETTERS_BANKING_ACCOUNT.account_name} | ${LETTERS_BANKING_ACCOUNT.full_account_number}`;

export interface NewUserOptions {
  /** The contact and current address letters need. */
  withPersonalData: boolean;
  /** LETTERS_BANKING_ACCOUNT, for the wizards' account pickers. */
  withBankingAccount?: boolean;
  /** The origin of the server `request` talks to, when it is not the suite's shared server. */
  origin?: string;
}

export interface NewUser {
  email: string;
  key: string;
  password: string;
}

/**
 * A new account for one test, seeded through the API, then signed in on `page`. Letters tests
 * change what the account holds (personal data, letters), so they do not use the worker's
 * shared account.
 */
export async function signInNewUser(
  page: Page,
  request: APIRequestContext,
  { withPersonalData, withBankingAccount = false, origin = baseURL }: NewUserOptions,
): Promise<NewUser> {
  const account = { email: uniqueEmail('e2e-letters'), password: uniquePassword() };
  const registered = await postApi(request, '/register', { ...account, accept_terms: true });
  if (registered.code !== 0) throw new Error(`register answered ${JSON.stringify(registered)}`);
  const key = await logIn(request, account);
  const writes: [string, unknown][] = [];
  if (withPersonalData) writes.push(['/contact', LETTERS_CONTACT], ['/address', LETTERS_ADDRESS]);
  // Banking writes carry the password as `secret` (decisions.md section 4).
  if (withBankingAccount) {
    writes.push(['/banking-information', { ...LETTERS_BANKING_ACCOUNT, secret: account.password }]);
  }
  for (const [path, body] of writes) {
    const answer = await postApi(request, path, body, { 'X-API-Key': key });
    if (answer.code !== 0) throw new Error(`POST ${path} answered ${JSON.stringify(answer)}`);
  }
  // Stored once per tab, before the app's first script runs (the key lives in sessionStorage).
  await page.addInitScript(`(() => {
    if (location.origin !== ${JSON.stringify(origin)}) return;
    if (sessionStorage.getItem('e2e.lettersKeySeeded')) return;
    sessionStorage.setItem('e2e.lettersKeySeeded', '1');
    sessionStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(key)});
  })();`);
  return { email: account.email, key, password: account.password };
}
