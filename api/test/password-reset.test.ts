import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { GOOD_PASSWORD, login, post, registerUser, uniqueEmail } from './support/auth';
import { startMailServer, type TestMailServer } from './support/mail';

const NEW_PASSWORD = 'Brand-New-Password-2026';
const SENT = {
  code: 0,
  msg: 'If an account uses this address, we sent a link. It works for 30 minutes.',
};
const INVALID_LINK = 'This link has expired or was already used. Ask for a new one.';

/** The token of a reset link, from a message's text. */
function tokenIn(text: string | undefined): string {
  const match = /\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`No reset link in: ${text}`);
  return match[1];
}

describe('password reset by email', () => {
  let t: TestApp;
  let mail: TestMailServer;
  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({
      config: { smtpUrl: mail.url, publicUrl: 'https://app.example.ca' },
    });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const requestReset = (email: string) => post(t.app, '/api/v1/password-reset/request', { email });
  const confirm = (token: string, newPassword = NEW_PASSWORD) =>
    post(t.app, '/api/v1/password-reset/confirm', { token, new_password: newPassword });

  it('mails a link that sets a new password once, ends every session and signs in', async () => {
    const { email, key: oldKey } = await registerUser(t.app);
    const asked = await requestReset(email.toUpperCase());
    expect(asked.json()).toEqual(SENT);

    const message = await mail.nextMessage();
    expect(message.to).toMatchObject({ value: [{ address: email }] });
    expect(message.subject).toBe('Reset your Credit Repair Canada password');
    expect(message.text).toContain('open this link within 30 minutes');
    const token = tokenIn(message.text);
    expect(message.text).toContain(`https://app.example.ca/reset-password#token=${token}`);
    expect(message.html).toContain(`href="https://app.example.ca/reset-password#token=${token}"`);

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    const { key: newKey } = done.json<{ code: number; key: string }>();
    expect(done.json()).toMatchObject({ code: 0, language: 'en' });

    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { 'x-api-key': oldKey },
    });
    expect(oldSession.json()).toMatchObject({ code: -4000 });
    const newSession = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { 'x-api-key': newKey },
    });
    expect(newSession.json()).toMatchObject({ code: 0, email });
    expect((await login(t.app, email, NEW_PASSWORD)).json()).toMatchObject({ code: 0 });
    expect((await login(t.app, email, GOOD_PASSWORD)).json()).toMatchObject({ code: -1 });

    const again = await confirm(token, 'Yet-Another-Password-99');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: -2, errors: { token: INVALID_LINK } });
    expect((await login(t.app, email, NEW_PASSWORD)).json()).toMatchObject({ code: 0 });

    const events = await t.app.inject({
      method: 'GET',
      url: '/api/v1/security-events',
      headers: { 'x-api-key': newKey },
    });
    expect(events.json<{ kind: string }[]>().map(({ kind }) => kind)).toContain('password_reset');
  });

  it('refuses the link after 30 minutes, changing nothing', async () => {
    const { email } = await registerUser(t.app);
    await requestReset(email);
    const token = tokenIn((await mail.nextMessage()).text);
    t.clock.advance(30 * 60_000);
    const late = await confirm(token);
    expect(late.json()).toMatchObject({ code: -2, errors: { token: INVALID_LINK } });
    expect((await login(t.app, email, GOOD_PASSWORD)).json()).toMatchObject({ code: 0 });
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const before = mail.received.length;
    const unknown = await requestReset(uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(SENT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.received.length).toBe(before);
  });

  it('gives one message for a malformed or unknown token', async () => {
    for (const token of ['short', 'A'.repeat(43), '', 'é'.repeat(43)]) {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: -2, errors: { token: INVALID_LINK } });
    }
  });

  it('refuses a common or short password and keeps the link usable', async () => {
    const { email } = await registerUser(t.app);
    await requestReset(email);
    const token = tokenIn((await mail.nextMessage()).text);
    expect((await confirm(token, 'password1234')).json()).toMatchObject({
      code: -2,
      errors: { new_password: expect.any(String) },
    });
    expect((await confirm(token, 'short')).json()).toMatchObject({ code: -2 });
    expect((await confirm(token)).json()).toMatchObject({ code: 0 });
  });

  it('writes the message in the user’s language', async () => {
    const email = uniqueEmail('francais');
    await post(t.app, '/api/v1/register', {
      email,
      password: GOOD_PASSWORD,
      accept_terms: true,
      language: 'fr',
    });
    await requestReset(email);
    const message = await mail.nextMessage();
    expect(message.subject).toBe('Réinitialisez votre mot de passe Credit Repair Canada');
    expect(message.text).toContain('ouvrez ce lien d’ici 30\u00a0minutes');
  });

  it('answers -5 once an address asked for five links within the hour', async () => {
    const { email } = await registerUser(t.app);
    for (let request = 0; request < 5; request += 1) {
      expect((await requestReset(email)).json()).toEqual(SENT);
      await mail.nextMessage();
    }
    expect((await requestReset(email)).json()).toMatchObject({ code: -5 });
    t.clock.advance(61 * 60_000);
    expect((await requestReset(email)).json()).toEqual(SENT);
    await mail.nextMessage();
  });
});

describe('the outbox, without SMTP_URL', () => {
  it('writes each message as a private .eml file in DATA_DIR/outbox', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-test-'));
    const t = await createTestApp({ config: { dataDir, smtpUrl: undefined } });
    try {
      const { email } = await registerUser(t.app);
      await post(t.app, '/api/v1/password-reset/request', { email });
      const outbox = path.join(dataDir, 'outbox');
      let files: string[] = [];
      for (let tries = 0; tries < 100 && files.length === 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        files = await readdir(outbox).catch(() => []);
      }
      expect(files).toHaveLength(1);
      const file = path.join(outbox, files[0] ?? '');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await stat(outbox)).mode & 0o777).toBe(0o700);
      const raw = await readFile(file, 'utf8');
      expect(raw).toContain(`To: ${email}`);
      expect(raw).toContain('Subject: Reset your Credit Repair Canada password');
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
