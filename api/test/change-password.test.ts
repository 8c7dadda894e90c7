import { accountTexts, authTexts as authMessages } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { login, post, registerUser } from './support/auth';

const NEW_PASSWORD = 'Brand-New-Secret-2026';

describe('POST /api/v1/change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (key: string, old_password: string, new_password: string) =>
    post(t.app, '/api/v1/change-password', { old_password, new_password }, key);

  it('answers -1 for a wrong current password and keeps the old one', async () => {
    const user = await registerUser(t.app);
    const response = await change(user.key, 'Not-My-Password-1', NEW_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: -1, msg: accountTexts.wrongCurrentPassword });
    expect((await login(t.app, user.email, user.password)).json().code).toBe(0);
  });

  it('changes the password and ends every other session of the user', async () => {
    const user = await registerUser(t.app);
    const otherKey = (await login(t.app, user.email, user.password)).json().key;
    const bystander = await registerUser(t.app);

    const response = await change(user.key, user.password, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: 'OK' });

    expect((await post(t.app, '/api/v1/logout', undefined, otherKey)).json().code).toBe(-4000);
    expect((await change(user.key, NEW_PASSWORD, 'Yet-Another-Secret-77')).json().code).toBe(0);
    expect((await post(t.app, '/api/v1/logout', undefined, bystander.key)).json().code).toBe(0);
    expect((await login(t.app, user.email, user.password)).json().code).toBe(-1);
    expect((await login(t.app, user.email, 'Yet-Another-Secret-77')).json().code).toBe(0);
  });

  it('refuses a short or common new password with -2', async () => {
    const user = await registerUser(t.app);
    const short = await change(user.key, user.password, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ new_password: authMessages.passwordTooShort });
    const common = await change(user.key, user.password, 'Password1234');
    expect(common.json()).toMatchObject({
      code: -2,
      errors: { new_password: authMessages.passwordTooCommon },
    });
    const sequence = await change(user.key, user.password, 'abcdefghijkl');
    expect(sequence.json().errors).toEqual({ new_password: authMessages.passwordTooCommon });
    // Refused before the current password is checked: nothing changed.
    expect((await login(t.app, user.email, user.password)).json().code).toBe(0);
  });

  it('counts wrong current passwords in the sign-in throttle of the email', async () => {
    const user = await registerUser(t.app);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await change(user.key, `Wrong-Current-${attempt}`, NEW_PASSWORD)).json().code).toBe(
        -1,
      );
    }
    const sixth = await change(user.key, user.password, NEW_PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: -5, retry_after: 900 });
    expect((await login(t.app, user.email, user.password)).json().code).toBe(-5);
  });
});
