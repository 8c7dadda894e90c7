import {
  bankingAccountCreate,
  bankingAccountUpdate,
  bankruptcy,
  changePasswordRequest,
  contact,
  currentAddress,
  employment,
  escalationBody,
  followUpBody,
  identification,
  LETTER_BODIES,
  letterTrackingBody,
  loginRequest,
  previousAddress,
  registerRequest,
  textMessages,
} from 'shared/contract';
import { textTexts } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { newUserWithAccount, ONTARIO_ADDRESS, ONTARIO_CONTACT } from './letters-api/support';
import type { UserClient } from './profile/support';
import { createTestApp, type TestApp } from './support/app';
import { post } from './support/auth';

/**
 * Every text a client can send is refused with -2 when it holds a control character or a lone
 * surrogate (decisions.md section 3), and the refusal changes nothing. Before the contract's text
 * type, a NUL byte in any text field made PostgreSQL fail the statement: HTTP 500.
 */

const NUL = 'Sam\u0000Tremblay';
const LONE_SURROGATE = 'Sam \ud83d Tremblay';

type Method = 'POST' | 'PUT';

interface BodyRoute {
  method: Method;
  path: string;
  schema: z.ZodObject;
  /** Fields the route needs to reach the field checks (a discriminator). */
  fixed?: Record<string, unknown>;
}

const OBJECT_ROUTES: BodyRoute[] = [
  { method: 'POST', path: '/change-password', schema: changePasswordRequest },
  { method: 'POST', path: '/contact', schema: contact },
  { method: 'PUT', path: '/contact', schema: contact },
  { method: 'POST', path: '/address', schema: currentAddress, fixed: { is_previous: false } },
  { method: 'POST', path: '/address', schema: previousAddress, fixed: { is_previous: true } },
  { method: 'POST', path: '/employment', schema: employment },
  { method: 'POST', path: '/identification', schema: identification },
  { method: 'POST', path: '/bankruptcy', schema: bankruptcy },
  { method: 'POST', path: '/banking-information', schema: bankingAccountCreate },
  { method: 'PUT', path: '/banking-information', schema: bankingAccountUpdate },
  { method: 'PUT', path: '/generate-pdf/tracking', schema: letterTrackingBody },
  { method: 'POST', path: '/generate-pdf/follow-up', schema: followUpBody },
  { method: 'POST', path: '/generate-pdf/escalation', schema: escalationBody },
  ...Object.entries(LETTER_BODIES).map(
    ([letter, schema]): BodyRoute => ({
      method: 'POST',
      path: '/generate-pdf',
      schema: schema as unknown as z.ZodObject,
      fixed: { letter },
    }),
  ),
];

/** The message the contract gives a field for `value`, or null when it accepts it. */
function contractMessage(schema: z.ZodObject, field: string, value: string): string | null {
  const fieldSchema = schema.shape[field] as z.ZodType;
  const parsed = fieldSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

function textFields(route: BodyRoute): string[] {
  return Object.keys(route.schema.shape).filter(
    (field) =>
      !(field in (route.fixed ?? {})) &&
      contractMessage(route.schema, field, NUL) === textMessages.controlCharacters,
  );
}

let testApp: TestApp;
let user: UserClient & { userId: string };

beforeAll(async () => {
  testApp = await createTestApp();
  ({ user } = await newUserWithAccount(testApp.app));
});
afterAll(() => testApp.close());

describe('a control character or a lone surrogate in any text field', () => {
  it('is refused by the contract in every field of every body (none accepts it silently)', () => {
    for (const route of OBJECT_ROUTES) {
      for (const field of Object.keys(route.schema.shape)) {
        if (field in (route.fixed ?? {})) continue;
        expect(contractMessage(route.schema, field, NUL), `${route.path} ${field}`).not.toBeNull();
        expect(
          contractMessage(route.schema, field, LONE_SURROGATE),
          `${route.path} ${field}`,
        ).not.toBeNull();
      }
    }
  });

  it('answers -2 naming the field on every route, for NUL bytes and lone surrogates', async () => {
    let checked = 0;
    for (const route of OBJECT_ROUTES) {
      for (const field of textFields(route)) {
        for (const value of [NUL, LONE_SURROGATE]) {
          const response = await user.call(route.method, route.path, {
            ...route.fixed,
            [field]: value,
          });
          const label = `${route.method} ${route.path} ${JSON.stringify(route.fixed)} ${field}`;
          expect(response.statusCode, label).toBe(400);
          expect(response.json(), label).toMatchObject({
            code: -2,
            errors: { [field]: textTexts.controlCharacters },
          });
          checked += 1;
        }
      }
    }
    // Names, addresses, the letter bodies' texts, notes, passwords: well over a hundred fields.
    expect(checked).toBeGreaterThan(200);
  });

  it('changes nothing: the profile, the accounts and the letters are as they were', async () => {
    expect(await user.list('/contact')).toMatchObject([
      { first_name: ONTARIO_CONTACT.first_name, last_name: ONTARIO_CONTACT.last_name },
    ]);
    expect(await user.list('/address')).toMatchObject([
      { address_line_one: ONTARIO_ADDRESS.address_line_one },
    ]);
    expect(await user.list('/generate-pdf')).toEqual([]);
    expect(await user.list('/employment')).toEqual([]);
  });

  it('is refused on the unauthenticated routes and in bare-string bodies', async () => {
    const login = await post(testApp.app, '/api/v1/login', {
      username: 'sam\u0000@example.ca',
      password: 'Correct-Horse-Battery-42',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({
      code: -2,
      errors: { username: textTexts.controlCharacters },
    });
    for (const field of Object.keys(registerRequest.shape)) {
      if (contractMessage(registerRequest, field, NUL) !== textMessages.controlCharacters) continue;
      const response = await post(testApp.app, '/api/v1/register', {
        email: 'new@example.ca',
        password: 'Correct-Horse-Battery-42',
        accept_terms: true,
        [field]: NUL,
      });
      expect(response.json(), field).toMatchObject({
        code: -2,
        errors: { [field]: textTexts.controlCharacters },
      });
    }
    expect(Object.keys(loginRequest.shape)).toEqual(['username', 'password']);
    const gate = await user.call('POST', '/banking-information/get', NUL);
    expect(gate.statusCode).toBe(400);
    expect(gate.json()).toMatchObject({
      code: -2,
      errors: { body: textTexts.controlCharacters },
    });
  });

  it('in a path, answers “not found” and never a server error', async () => {
    for (const id of ['%00', '%C0%80', 'abc%00def']) {
      const response = await user.call('GET', `/generate-pdf/${id}/send-guide`);
      expect(response.statusCode, id).toBeLessThan(500);
    }
  });

  it('budget rows refuse them too', async () => {
    const before = (await user.call('GET', '/budget')).json();
    const response = await user.call('PUT', '/budget', {
      income: [{ description: LONE_SURROGATE, frequency: 'Monthly', amount: 10 }],
      outgoing: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: -2,
      errors: { 'income.0.description': textTexts.controlCharacters },
    });
    expect((await user.call('GET', '/budget')).json()).toEqual(before);
  });
});

describe('a name or address the letter fonts cannot print', () => {
  it.each([
    ['an emoji', 'Sam 😀'],
    ['Arabic', 'سامي'],
    ['Hebrew', 'שמואל'],
    ['a right-to-left override', 'Sam \u202eTremblay'],
  ])('is refused with -2 naming the field (%s)', async (_label, value) => {
    const response = await user.call('PUT', '/contact', { ...ONTARIO_CONTACT, first_name: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: -2,
      errors: { first_name: textTexts.unprintable },
    });
    const address = await user.call('POST', '/address', { ...ONTARIO_ADDRESS, city: value });
    expect(address.json()).toMatchObject({ code: -2, errors: { city: textTexts.unprintable } });
    const letter = await user.call('POST', '/generate-pdf', {
      letter: 'error_of_name',
      correct_name: value,
      incorrect_name: 'Sam Tremblay',
    });
    expect(letter.json()).toMatchObject({
      code: -2,
      errors: { correct_name: textTexts.unprintable },
    });
    expect(await user.list('/contact')).toMatchObject([{ first_name: ONTARIO_CONTACT.first_name }]);
  });

  it('accepts the names the fonts print: accents, Greek, Cyrillic, Chinese, Japanese, Korean', async () => {
    for (const name of ['Côté-Lévesque', 'Παπαδόπουλος', 'Иванова', '王小明', 'やまだ', '김민준']) {
      const response = await user.call('PUT', '/contact', { ...ONTARIO_CONTACT, last_name: name });
      expect(response.json(), name).toMatchObject({ code: 0 });
    }
  });
});
