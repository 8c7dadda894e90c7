import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { clientFor, newUser, type UserClient } from '../profile/support';
import { GOOD_PASSWORD, login } from '../support/auth';

/** A valid account body (without `secret`): every field of spec section 3. */
export const VISA = {
  account_name: 'Maple Visa',
  full_account_number: '4520 8817 3306 9012',
  credit_limit: 5000,
  account_association: 'individual',
  account_type: 'revolving',
  account_status: 'agreed',
  correct_credit_balance: 1234.56,
  reported_credit_balance: 1534.07,
  number_of_late_payments: 2,
  date_of_last_activity: '2026-01-15',
  date_opened: '2019-06-01',
  interest_rate: 19.99,
  minimum_payment: 45.5,
  date_of_last_payment: '2026-01-10',
  date_of_discharge: null,
  debt_kind: 'credit_card',
} as const;

export const CAR_LOAN = {
  account_name: 'autoloan Lakeshore',
  full_account_number: 'LK-77031954',
  credit_limit: 28_000.1,
  account_association: 'joint',
  account_type: 'instalment',
  account_status: 'bad_debt',
  correct_credit_balance: 0.1,
  reported_credit_balance: 10_000_000,
  number_of_late_payments: 0,
  date_of_last_activity: '2025-11-30',
  date_opened: '2021-03-09',
  // The debt fields (issue 16) as the API answers an account saved without them.
  interest_rate: null,
  minimum_payment: null,
  date_of_last_payment: null,
  date_of_discharge: null,
  debt_kind: '',
} as const;

export const WRONG_PASSWORD = 'Not-The-Right-Password-7';

/** A signed-in user with the banking calls at hand. */
export interface BankingClient extends UserClient {
  email: string;
  password: string;
  /** POST /banking-information/get with a bare password body. */
  gate(password?: string): Promise<LightMyRequestResponse>;
  create(account: object, secret?: string): Promise<LightMyRequestResponse>;
  update(id: string, account: object, secret?: string): Promise<LightMyRequestResponse>;
  remove(id: string): Promise<LightMyRequestResponse>;
  /** The list through the gate with the right password (checked to be a 200). */
  accounts(): Promise<Record<string, unknown>[]>;
}

function bankingClient(base: UserClient & { email: string }): BankingClient {
  const client: BankingClient = {
    ...base,
    password: GOOD_PASSWORD,
    gate: (password = GOOD_PASSWORD) => base.call('POST', '/banking-information/get', password),
    create: (account, secret = GOOD_PASSWORD) =>
      base.call('POST', '/banking-information', { ...account, secret }),
    update: (id, account, secret = GOOD_PASSWORD) =>
      base.call('PUT', '/banking-information', { id, ...account, secret }),
    remove: (id) => base.call('DELETE', '/banking-information', id),
    async accounts() {
      const response = await client.gate();
      if (response.statusCode !== 200) throw new Error(`gate: ${response.body}`);
      return response.json<Record<string, unknown>[]>();
    },
  };
  return client;
}

export async function newBankingUser(app: FastifyInstance): Promise<BankingClient> {
  return bankingClient(await newUser(app));
}

/** The same user on a new session of their own (a second sign-in: no step-up grant yet). */
export async function anotherSession(
  app: FastifyInstance,
  user: BankingClient,
): Promise<BankingClient> {
  const response = await login(app, user.email, user.password);
  const { key } = response.json<{ key: string }>();
  return bankingClient({ ...clientFor(app, key), email: user.email });
}

export const WRONG_PASSWORD_ANSWER = { code: -1, msg: 'Incorrect password.' };
