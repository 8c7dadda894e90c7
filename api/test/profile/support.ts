import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { registerUser } from '../support/auth';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls under /api/v1 as one signed-in user. Bodies go as JSON, bare values included. */
export interface UserClient {
  key: string;
  call(method: Method, path: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** GET of a list call, as the parsed array. */
  list<T = Record<string, unknown>>(path: string): Promise<T[]>;
}

export function clientFor(app: FastifyInstance, key: string): UserClient {
  const call = (method: Method, path: string, body?: unknown) =>
    app.inject({
      method,
      url: `/api/v1${path}`,
      headers: {
        'x-api-key': key,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return {
    key,
    call,
    async list<T>(path: string) {
      const response = await call('GET', path);
      if (response.statusCode !== 200) throw new Error(`GET ${path}: ${response.body}`);
      return response.json<T[]>();
    },
  };
}

/** A newly registered user with a client. */
export async function newUser(app: FastifyInstance): Promise<UserClient & { email: string }> {
  const { key, email } = await registerUser(app);
  return { ...clientFor(app, key), email };
}

/** The id of a successful POST or PUT answer, after checking its status and shape. */
export function savedId(response: LightMyRequestResponse, status: 200 | 201): string {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  const answer = response.json<{ code: number; msg: string; id: string }>();
  if (answer.code !== 0 || answer.msg !== 'OK' || typeof answer.id !== 'string') {
    throw new Error(`not a saved answer: ${response.body}`);
  }
  return answer.id;
}

/** A valid employment body (spec section 3). */
export const EMPLOYMENT = {
  occupation: 'Electrician',
  income: 5400,
  name: 'Northern Lights Electric Ltd.',
  work_phone: '+18675550142',
  address: '4920 52 Street',
  city: 'Yellowknife',
  postal_code: 'X1A 3T1',
  time_at_job: 0,
  // The employment select includes the Northwest Territories (spec section 9).
  province_id: 5,
};

export const NOT_FOUND = { code: -3, msg: 'Not found' };
export const DELETED = { code: 0, msg: 'OK' };
/** A well-formed id that no record has. */
export const UNKNOWN_ID = '7d0e6b52-3f1c-4c8e-9a55-0d6f2b1e9c47';
