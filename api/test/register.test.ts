import { authTexts as authMessages } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { GOOD_PASSWORD, login, post, registerUser, uniqueEmail } from './support/auth';

describe('POST /api/v1/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (body: object) => post(t.app, '/api/v1/register', body);

  it('creates the account, signed in: 201 with a key that opens guarded calls', async () => {
    const email = uniqueEmail();
    const response = await register({ email, password: GOOD_PASSWORD, accept_terms: true });
    expect(response.statusCode).toBe(201);
    const { code, msg, key } = response.json();
    expect({ code, msg }).toEqual({ code: 0, msg: 'OK' });
    expect((await post(t.app, '/api/v1/logout', undefined, key)).json()).toEqual({
      code: 0,
      msg: 'OK',
    });
    expect((await login(t.app, email, GOOD_PASSWORD)).json().code).toBe(0);
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const { email } = await registerUser(t.app);
    const response = await register({
      email: email.toUpperCase(),
      password: 'Another-Good-Password-7',
      accept_terms: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: -2,
      errors: { email: authMessages.emailTaken },
    });
    // The first account keeps its password.
    expect((await login(t.app, email, GOOD_PASSWORD)).json().code).toBe(0);
  });

  it('refuses a password shorter than 12 characters', async () => {
    const response = await register({
      email: uniqueEmail(),
      password: 'Short-pw-1',
      accept_terms: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: authMessages.passwordTooShort });
  });

  // Of 12 characters or more, so the old list of common passwords let all but the first three in.
  it.each([
    'qwerty123456',
    'QWERTY123456',
    'administrator',
    'aaaaaaaaaaaa',
    'abcdefghijkl',
    'welcome12345',
    'motdepasse123',
    'soleilsoleil',
  ])('refuses the easily guessed password %s', async (password) => {
    const email = uniqueEmail();
    const response = await register({ email, password, accept_terms: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: authMessages.passwordTooCommon });
    expect((await login(t.app, email, password)).json().code).toBe(-1);
  });

  it('refuses a password made of the email address', async () => {
    const email = uniqueEmail('genevieve.tremblay');
    const response = await register({ email, password: `${email}1`, accept_terms: true });
    expect(response.json().errors).toEqual({ password: authMessages.passwordTooCommon });
  });

  it('accepts a long passphrase without composition rules', async () => {
    const response = await register({
      email: uniqueEmail(),
      password: 'maple syrup on a snowy tuesday',
      accept_terms: true,
    });
    expect(response.json().code).toBe(0);
  });

  it('refuses when the terms are not accepted', async () => {
    const response = await register({
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      accept_terms: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ accept_terms: authMessages.acceptTermsRequired });
  });

  it('refuses an invalid email and unknown fields', async () => {
    const response = await register({
      email: 'not-an-email',
      password: GOOD_PASSWORD,
      accept_terms: true,
      is_admin: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: authMessages.emailInvalid,
      is_admin: 'This field is not allowed.',
    });
  });
});
