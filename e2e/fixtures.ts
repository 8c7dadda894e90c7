import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, type Page } from '@playwright/test';
import { baseURL, onDeployedEnvironment, SESSION_STORAGE_KEY } from './support/env';

export { expect } from '@playwright/test';

/** A user account of its own for each worker, so tests never share state through the server. */
export interface Account {
  email: string;
  password: string;
}

interface WorkerFixtures {
  account: Account;
}

interface TestFixtures {
  /** A fresh session key for `account`, from POST /api/v1/login. */
  sessionKey: string;
  /** A page whose first document load finds `sessionKey` in sessionStorage. */
  signedInPage: Page;
  /** axe with the WCAG 2.x A and AA rules, including 2.2 AA. Run it once the page's heading shows. */
  makeAxeBuilder: () => AxeBuilder;
}

/** 12+ characters, unlikely to be on any common-password list. */
export function uniquePassword(): string {
  return `Spruce-Harbour-${randomUUID().slice(0, 8)}`;
}

/** An address no other test or run uses, so registrations never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID()}@example.ca`;
}

/** Posts JSON to the API and returns the answer body (every answer carries a `code`). */
export async function postApi<T extends { code: number }>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post(`/api/v1${path}`, { data, headers });
  return (await response.json()) as T;
}

/**
 * Creates an account of the test's own, for a test that changes the account itself (its
 * password, its sessions, its existence): the worker's shared account must stay as it was.
 */
export async function registerAccount(
  request: APIRequestContext,
  prefix: string,
): Promise<Account> {
  const account = { email: uniqueEmail(prefix), password: uniquePassword() };
  const answer = await postApi<{ code: number }>(request, '/register', {
    email: account.email,
    password: account.password,
    accept_terms: true,
  });
  if (answer.code !== 0) {
    throw new Error(`Registering ${account.email} answered ${JSON.stringify(answer)}`);
  }
  return account;
}

export async function logIn(request: APIRequestContext, account: Account): Promise<string> {
  const answer = await postApi<{ code: number; key?: string }>(request, '/login', {
    username: account.email,
    password: account.password,
  });
  if (answer.code !== 0 || !answer.key) {
    throw new Error(`Login for ${account.email} answered ${JSON.stringify(answer)}`);
  }
  return answer.key;
}

/**
 * Asks the server whether a key is still a live session without changing anything: an empty
 * change-password body is refused with -2 for a live key (validation) and -4000 for a dead one.
 */
export async function sessionAnswerCode(request: APIRequestContext, key: string): Promise<number> {
  const answer = await postApi<{ code: number }>(
    request,
    '/change-password',
    {},
    { 'X-API-Key': key },
  );
  return answer.code;
}

/**
 * Browser script that stores the key on the app's origin, once per tab: later loads of the same
 * tab (after sign-out, a reload) must see what the app left in storage, not a re-seeded key.
 * A string, because the function would run in the page, whose DOM types this project lacks.
 */
function seedKeyScript(key: string): string {
  const marker = 'e2e.sessionKeySeeded';
  return `(() => {
    if (location.origin !== ${JSON.stringify(baseURL)}) return;
    if (sessionStorage.getItem(${JSON.stringify(marker)})) return;
    sessionStorage.setItem(${JSON.stringify(marker)}, '1');
    sessionStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(key)});
  })();`;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  account: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL });
      const account = {
        email: uniqueEmail(`e2e-worker${workerInfo.workerIndex}`),
        password: uniquePassword(),
      };
      const answer = await postApi<{ code: number }>(request, '/register', {
        email: account.email,
        password: account.password,
        accept_terms: true,
      });
      await request.dispose();
      if (answer.code !== 0) {
        throw new Error(`Registering ${account.email} answered ${JSON.stringify(answer)}`);
      }
      await use(account);
    },
    { scope: 'worker' },
  ],

  sessionKey: async ({ request, account }, use) => {
    await use(await logIn(request, account));
  },

  signedInPage: async ({ page, sessionKey }, use) => {
    await page.addInitScript(seedKeyScript(sessionKey));
    await use(page);
  },

  makeAxeBuilder: async ({ page }, use) => {
    await use(() =>
      new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']),
    );
  },
});

/**
 * Skips the tests of the file it is called in at the top (or the test it is called in) when the
 * run targets a deployed environment (E2E_BASE_URL): they set up the server this run starts.
 */
export function needsLocalServer(why: string): void {
  test.skip(
    onDeployedEnvironment,
    `Needs the server this run starts (${why}); E2E_BASE_URL names a deployed one.`,
  );
}
