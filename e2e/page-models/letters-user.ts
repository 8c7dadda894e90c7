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

/**
 * A new account for one test, signed in on `page`. Letters tests change what the account holds
 * (personal data, letters), so they do not use the worker's shared account.
 */
export async function signInNewUser(
  page: Page,
  request: APIRequestContext,
  options: { withPersonalData: boolean },
): Promise<string> {
  const account = { email: uniqueEmail('e2e-letters'), password: uniquePassword() };
  const registered = await postApi(request, '/register', { ...account, accept_terms: true });
  if (registered.code !== 0) throw new Error(`register answered ${JSON.stringify(registered)}`);
  const key = await logIn(request, account);
  if (options.withPersonalData) {
    const headers = { 'X-API-Key': key };
    for (const [path, body] of [
      ['/contact', LETTERS_CONTACT],
      ['/address', LETTERS_ADDRESS],
    ] as const) {
      const answer = await postApi(request, path, body, headers);
      if (answer.code !== 0) throw new Error(`POST ${path} answered ${JSON.stringify(answer)}`);
    }
  }
  // Stored once per tab, before the app's first script runs (the key lives in sessionStorage).
  await page.addInitScript(`(() => {
    if (location.origin !== ${JSON.stringify(baseURL)}) return;
    if (sessionStorage.getItem('e2e.lettersKeySeeded')) return;
    sessionStorage.setItem('e2e.lettersKeySeeded', '1');
    sessionStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(key)});
  })();`);
  return key;
}
