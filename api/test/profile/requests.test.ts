import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { newUser, type UserClient } from './support';

const PATHS = ['/contact', '/address', '/employment', '/identification', '/bankruptcy'];
const WITH_DELETE = ['/address', '/identification'];

/** Bodies no call accepts: absent, not an object, wrong types, unknown keys, oversized text. */
const BAD_BODIES: unknown[] = [
  undefined,
  null,
  [],
  'text',
  42,
  true,
  { unknown_field: 1 },
  { id: 'not-a-uuid', is_previous: false, is_secondary: false },
  {
    first_name: 7,
    is_previous: [],
    is_secondary: {},
    declared: 'YES',
    income: '5000',
    postal_code: 123,
  },
  { address_line_one: 'x'.repeat(10_000), occupation: 'x'.repeat(10_000), is_previous: false },
];

describe('personal-information calls with bad requests', () => {
  let t: TestApp;
  let user: UserClient;
  beforeAll(async () => {
    t = await createTestApp();
    user = await newUser(t.app);
  });
  afterAll(() => t.close());

  it('answers every bad body with 400 and -2, never a 500, and saves nothing', async () => {
    for (const path of PATHS) {
      const methods = WITH_DELETE.includes(path)
        ? (['POST', 'PUT', 'DELETE'] as const)
        : (['POST', 'PUT'] as const);
      for (const method of methods) {
        for (const body of BAD_BODIES) {
          const response = await user.call(method, path, body);
          const label = `${method} ${path} ${JSON.stringify(body)?.slice(0, 60)}`;
          expect(response.statusCode, label).toBe(400);
          expect(response.json(), label).toMatchObject({ code: -2, errors: expect.any(Object) });
        }
      }
      expect(await user.list(path), path).toEqual([]);
    }
  });

  it('answers malformed JSON with errors.body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'x-api-key': user.key, 'content-type': 'application/json' },
      payload: '{"first_name": "Marie",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: -2,
      errors: { body: 'The request body is not valid JSON.' },
    });
  });

  it('answers -4000 without a session key, on every call', async () => {
    for (const path of PATHS) {
      const methods = WITH_DELETE.includes(path)
        ? (['GET', 'POST', 'PUT', 'DELETE'] as const)
        : (['GET', 'POST', 'PUT'] as const);
      for (const method of methods) {
        const response = await t.app.inject({ method, url: `/api/v1${path}` });
        expect(response.statusCode, `${method} ${path}`).toBe(401);
        expect(response.json().code).toBe(-4000);
      }
    }
  });
});
