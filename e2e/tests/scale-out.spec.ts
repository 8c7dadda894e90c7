import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { expect, needsLocalServer, test, uniqueEmail, uniquePassword } from '../fixtures';
import { LETTERS_BANKING_ACCOUNT } from '../page-models/letters-user';
import { LoginPage } from '../page-models/login-page';
import { type ScaleOutStack, startScaleOutStack } from '../support/scale-out-stack';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell', '@profile', '@banking', '@budget'] };

/**
 * The whole application on the deployment the README describes (issue 20): two API processes on
 * one PostgreSQL server behind nginx, round-robin. Whatever one process knows (a session, a
 * lockout, a banking grant, a write) the other knows too, and losing one loses nothing that was
 * acknowledged.
 */
needsLocalServer('it starts PostgreSQL, two API processes and nginx of its own');
test.describe.configure({ mode: 'serial' });

let stack: ScaleOutStack;
let balancer: APIRequestContext;

interface Answer {
  code: number;
  key?: string;
  email?: string;
  id?: string;
}

/** A JSON call through `context`, with the process that answered it (nginx's X-Upstream). */
async function call(
  context: APIRequestContext,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { data?: unknown; key?: string } = {},
): Promise<{ status: number; body: Answer; upstream: string | undefined }> {
  const headers: Record<string, string> = {};
  if (options.key) headers['X-API-Key'] = options.key;
  // Serialised here: a bare string (an id, a password) must travel as JSON, not as text.
  const data = options.data === undefined ? undefined : JSON.stringify(options.data);
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  const response = await context.fetch(`/api/v1${path}`, { method, data, headers });
  return {
    status: response.status(),
    body: (await response.json()) as Answer,
    upstream: response.headers()['x-upstream'],
  };
}

async function contextFor(baseURL: string) {
  return playwrightRequest.newContext({ baseURL });
}

async function register(context: APIRequestContext) {
  const account = { email: uniqueEmail('e2e-scale'), password: uniquePassword() };
  const answer = await call(context, 'POST', '/register', {
    data: { ...account, accept_terms: true },
  });
  expect(answer.body.code).toBe(0);
  return { ...account, key: answer.body.key as string };
}

test.beforeAll(async () => {
  // A database server and three processes to start: seconds alone, minutes on a busy machine.
  test.setTimeout(600_000);
  stack = await startScaleOutStack();
  balancer = await contextFor(stack.url);
});

test.afterAll(async () => {
  await balancer?.dispose();
  await stack?.stop();
});

test(
  'a session begun on one process is good on the other, and nginx spreads requests over both',
  JOURNEY,
  async () => {
    const [first, second] = stack.processes;
    const direct = [await contextFor(first.url), await contextFor(second.url)] as const;
    const account = await register(direct[0]);
    const read = await call(direct[1], 'GET', '/session', { key: account.key });
    expect(read.body).toMatchObject({ code: 0, email: account.email.toLowerCase() });

    const upstreams = new Set<string | undefined>();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await call(balancer, 'GET', '/session', { key: account.key });
      expect(answer.body.code).toBe(0);
      upstreams.add(answer.upstream);
    }
    expect(upstreams).toEqual(new Set([first.upstream, second.upstream]));
    await Promise.all(direct.map((context) => context.dispose()));
  },
);

test(
  'a visitor signs in through nginx and uses the app, its files served by both processes',
  JOURNEY,
  async ({ browser }) => {
    const account = await register(balancer);
    const context = await browser.newContext({ baseURL: stack.url });
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, account.password);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personal Information' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Budget Suite' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Budget Suite' })).toBeVisible();
    await context.close();
  },
);

test('the sign-in lockout counts wrong passwords sent to either process', JOURNEY, async () => {
  const account = await register(balancer);
  const upstreams = new Set<string | undefined>();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const wrong = await call(balancer, 'POST', '/login', {
      data: { username: account.email, password: `${account.password}-wrong` },
    });
    expect(wrong.body.code).toBe(-1);
    upstreams.add(wrong.upstream);
  }
  expect(upstreams.size).toBe(2);
  // The sixth try is refused, right password or not, by whichever process gets it.
  for (const process of stack.processes) {
    const context = await contextFor(process.url);
    const locked = await call(context, 'POST', '/login', {
      data: { username: account.email, password: account.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(-5);
    await context.dispose();
  }
});

test('the banking grant opened on one process allows a delete on the other', JOURNEY, async () => {
  const [first, second] = stack.processes;
  const direct = [await contextFor(first.url), await contextFor(second.url)] as const;
  const account = await register(direct[0]);
  const created = await call(direct[0], 'POST', '/banking-information', {
    key: account.key,
    data: { ...LETTERS_BANKING_ACCOUNT, secret: account.password },
  });
  expect(created.body.code).toBe(0);
  // Without the gate, no process allows the delete.
  const refused = await call(direct[1], 'DELETE', '/banking-information', {
    key: account.key,
    data: created.body.id,
  });
  expect(refused.body.code).toBe(-1);
  const gate = await direct[0].post('/api/v1/banking-information/get', {
    data: JSON.stringify(account.password),
    headers: { 'X-API-Key': account.key, 'Content-Type': 'application/json' },
  });
  expect(gate.status()).toBe(200);
  const deleted = await call(direct[1], 'DELETE', '/banking-information', {
    key: account.key,
    data: created.body.id,
  });
  expect(deleted.body.code).toBe(0);
  await Promise.all(direct.map((context) => context.dispose()));
});

test(
  'killing a process mid-run loses no acknowledged write, and the other keeps serving',
  JOURNEY,
  async () => {
    test.setTimeout(120_000);
    const account = await register(balancer);
    const acknowledged: string[] = [];
    let failed = 0;
    const [doomed] = stack.processes;

    /** Adds one account through nginx; remembers it when the server said it was saved. */
    async function write(index: number) {
      const name = `Write ${index}`;
      try {
        const answer = await call(balancer, 'POST', '/banking-information', {
          key: account.key,
          data: { ...LETTERS_BANKING_ACCOUNT, account_name: name, secret: account.password },
        });
        if (answer.body.code === 0) acknowledged.push(name);
        else failed += 1;
      } catch {
        failed += 1;
      }
    }

    // Four writers at a time; the first process dies once ten writes are acknowledged.
    let next = 0;
    let killed: Promise<void> | null = null;
    async function writer() {
      while (next < 40) {
        const index = next;
        next += 1;
        await write(index);
        if (!killed && acknowledged.length >= 10) killed = doomed.kill();
      }
    }
    await Promise.all([writer(), writer(), writer(), writer()]);
    await killed;
    expect(killed).not.toBeNull();

    // nginx passes what the dead process cannot take to the other one: nothing is lost to the
    // client either, beyond at most the writes that were in flight when it died.
    expect(failed).toBeLessThanOrEqual(4);
    const listed = await balancer.post('/api/v1/banking-information/get', {
      data: JSON.stringify(account.password),
      headers: { 'X-API-Key': account.key, 'Content-Type': 'application/json' },
    });
    const names = ((await listed.json()) as { account_name: string }[]).map(
      (entry) => entry.account_name,
    );
    expect(names).toEqual(expect.arrayContaining(acknowledged));

    // The survivor keeps serving every request that comes through nginx.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await call(balancer, 'GET', '/session', { key: account.key });
      expect(answer.body.code).toBe(0);
      expect(answer.upstream?.split(', ').at(-1)).toBe(stack.processes[1].upstream);
    }
  },
);
