import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A password that passes every rule (12+ characters, not a common one). */
export const GOOD_PASSWORD = 'Correct-Horse-Battery-42';

export function uniqueEmail(label = 'user'): string {
  return `${label}.${randomUUID().slice(0, 8)}@example.ca`;
}

export function post(
  app: FastifyInstance,
  url: string,
  body?: object,
  key?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    ...(body === undefined ? {} : { payload: body }),
    headers: key ? { 'x-api-key': key } : {},
  });
}

export function login(app: FastifyInstance, username: string, password: string) {
  return post(app, '/api/v1/login', { username, password });
}

/** Registers a new account and answers its email, password and first session key. */
export async function registerUser(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = GOOD_PASSWORD,
): Promise<{ email: string; password: string; key: string }> {
  const response = await post(app, '/api/v1/register', { email, password, accept_terms: true });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { email, password, key: response.json<{ key: string }>().key };
}
