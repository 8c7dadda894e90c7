import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedLanguage } from '../src/http/language';
import { uniformRateLimits } from '../src/http/rate-limits';
import { createTestApp, type TestApp } from './support/app';
import { GOOD_PASSWORD, login, registerUser, uniqueEmail } from './support/auth';

/**
 * Issue 15: the API answers `msg` and `errors` in the request's language (Accept-Language), else
 * in the user's saved language, else in English; the language is saved on the user.
 */

const CONTACT = {
  email: 'marie.tremblay@example.ca',
  first_name: 'Marie',
  middle_name: 'Claire',
  last_name: 'Tremblay',
  home_phone: '+14165550134',
  date_of_birth: '1984-07-15',
};

function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: unknown; key?: string; language?: string } = {},
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    headers: {
      ...(options.key ? { 'x-api-key': options.key } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the language of the answers', () => {
  it('answers -2 in French, field messages included, with Accept-Language: fr-CA', async () => {
    const { key } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/contact', {
      key,
      body: { ...CONTACT, first_name: '' },
      language: 'fr-CA',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: -2,
      msg: 'Certains champs sont manquants ou invalides.',
      errors: { first_name: 'Veuillez entrer votre prénom.' },
    });
  });

  it('writes a message’s values in French: the limit of a text field', async () => {
    const { key } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/contact', {
      key,
      body: { ...CONTACT, first_name: 'M'.repeat(101) },
      language: 'fr-CA,fr;q=0.9,en;q=0.8',
    });
    expect(response.json().errors).toEqual({
      first_name: 'Veuillez limiter ce texte à 100 caractères.',
    });
  });

  it('writes the wait of a -5 in French, with its minutes', async () => {
    const limited = await createTestApp({
      config: {
        rateLimits: { ...uniformRateLimits(1000), register: { perAddress: 1, perUser: 0 } },
      },
    });
    try {
      const register = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/register',
          payload: { email: uniqueEmail(), password: GOOD_PASSWORD, accept_terms: true },
          headers: { 'accept-language': 'fr-CA' },
          remoteAddress: '203.0.113.7',
        });
      expect((await register()).statusCode).toBe(201);
      const refused = await register();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().msg).toMatch(
        /^Trop de tentatives\. Veuillez réessayer dans \d+ minutes\.$/,
      );
    } finally {
      await limited.close();
    }
  });

  it('follows the q-values: French preferred over English gives French, and the reverse', async () => {
    const body = { username: '', password: '' };
    const french = await call(t.app, 'POST', '/login', { body, language: 'en;q=0.5, fr;q=0.9' });
    expect(french.json().errors.username).toBe('Veuillez entrer votre nom d’utilisateur.');
    const english = await call(t.app, 'POST', '/login', { body, language: 'fr;q=0.4, en-CA' });
    expect(english.json().errors.username).toBe('Please enter your username.');
  });

  it('answers in English to a language that is neither French nor English', async () => {
    const response = await call(t.app, 'POST', '/login', {
      body: { username: '', password: '' },
      language: 'de-DE,de;q=0.9',
    });
    expect(response.json()).toMatchObject({
      msg: 'Some fields are missing or invalid.',
      errors: { username: 'Please enter your username.' },
    });
  });

  it('answers framework and session refusals in the request’s language too', async () => {
    const unread = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr-CA' },
      payload: '{"username":',
    });
    expect(unread.json()).toEqual({
      code: -2,
      msg: 'Certains champs sont manquants ou invalides.',
      errors: { body: 'Le corps de la requête n’est pas du JSON valide.' },
    });
    const signedOut = await call(t.app, 'GET', '/contact', { language: 'fr-CA' });
    expect(signedOut.json()).toMatchObject({
      code: -4000,
      msg: 'Votre session a pris fin. Veuillez vous connecter de nouveau.',
    });
    const missing = await call(t.app, 'GET', '/nothing-here', { language: 'fr' });
    expect(missing.json()).toEqual({ code: -3, msg: 'Introuvable' });
  });

  it('uses the saved language when the request names none, and English for a new account', async () => {
    const { key } = await registerUser(t.app);
    const invalid = { ...CONTACT, last_name: '' };
    const english = await call(t.app, 'POST', '/contact', { key, body: invalid });
    expect(english.json().errors).toEqual({ last_name: 'Please enter your last name.' });

    const saved = await call(t.app, 'PUT', '/language', { key, body: { language: 'fr' } });
    expect(saved.json()).toEqual({ code: 0, msg: 'OK', language: 'fr' });
    const french = await call(t.app, 'POST', '/contact', { key, body: invalid });
    expect(french.json()).toEqual({
      code: -2,
      msg: 'Certains champs sont manquants ou invalides.',
      errors: { last_name: 'Veuillez entrer votre nom de famille.' },
    });
    // The request's language wins over the saved one.
    const asked = await call(t.app, 'POST', '/contact', { key, body: invalid, language: 'en-CA' });
    expect(asked.json().errors).toEqual({ last_name: 'Please enter your last name.' });
  });
});

describe('the user’s saved language', () => {
  it('is taken at registration and given by the login answer and GET /session', async () => {
    const email = uniqueEmail();
    const registered = await call(t.app, 'POST', '/register', {
      body: { email, password: GOOD_PASSWORD, accept_terms: true, language: 'fr' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ code: 0, language: 'fr' });

    const signedIn = await login(t.app, email, GOOD_PASSWORD);
    expect(signedIn.json()).toMatchObject({ code: 0, language: 'fr' });
    const session = await call(t.app, 'GET', '/session', { key: signedIn.json().key });
    expect(session.json()).toEqual({ code: 0, msg: 'OK', email, language: 'fr' });
  });

  it('is English for an account registered without one', async () => {
    const { email } = await registerUser(t.app);
    expect((await login(t.app, email, GOOD_PASSWORD)).json()).toMatchObject({ language: 'en' });
  });

  it('refuses an unsupported language with -2 and a field message, and changes nothing', async () => {
    const { key } = await registerUser(t.app);
    const refused = await call(t.app, 'PUT', '/language', {
      key,
      body: { language: 'es' },
      language: 'fr-CA',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: -2,
      msg: 'Certains champs sont manquants ou invalides.',
      errors: { language: 'Veuillez choisir l’anglais (en) ou le français (fr).' },
    });
    const register = await call(t.app, 'POST', '/register', {
      body: { email: uniqueEmail(), password: GOOD_PASSWORD, accept_terms: true, language: 'es' },
    });
    expect(register.json()).toMatchObject({
      code: -2,
      errors: { language: 'Please choose English (en) or French (fr).' },
    });
    const contact = await call(t.app, 'POST', '/contact', {
      key,
      body: { ...CONTACT, language: 'fr-CA' },
    });
    expect(contact.json().errors).toEqual({
      language: 'Please choose English (en) or French (fr).',
    });
    const session = await call(t.app, 'GET', '/session', { key });
    expect(session.json().language).toBe('en');
    expect((await call(t.app, 'GET', '/contact', { key })).json()).toEqual([]);
  });

  it('is read and written with the contact', async () => {
    const { key } = await registerUser(t.app);
    const created = await call(t.app, 'POST', '/contact', {
      key,
      body: { ...CONTACT, language: 'fr' },
    });
    expect(created.statusCode).toBe(201);
    const [record] = (await call(t.app, 'GET', '/contact', { key })).json();
    expect(record).toMatchObject({ first_name: 'Marie', language: 'fr' });

    // A contact saved without a language keeps the saved one.
    await call(t.app, 'PUT', '/contact', { key, body: { ...CONTACT, first_name: 'Marie-Ève' } });
    const [kept] = (await call(t.app, 'GET', '/contact', { key })).json();
    expect(kept).toMatchObject({ first_name: 'Marie-Ève', language: 'fr' });

    await call(t.app, 'PUT', '/contact', { key, body: { ...CONTACT, language: 'en' } });
    expect((await call(t.app, 'GET', '/session', { key })).json().language).toBe('en');
  });
});

/** The header alone, as the login page, the answers and the letters' instructions read it. */
describe('acceptedLanguage', () => {
  it('is French when French comes first among English and French', () => {
    expect(acceptedLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(acceptedLanguage('fr')).toBe('fr');
    expect(acceptedLanguage('de-DE,fr;q=0.7,en;q=0.5')).toBe('fr');
    expect(acceptedLanguage('en;q=0.4,fr-CA;q=0.8')).toBe('fr');
  });

  it('is English when English comes first or neither is named, and null without a header', () => {
    expect(acceptedLanguage('en-CA,fr;q=0.5')).toBe('en');
    expect(acceptedLanguage('es-MX,de')).toBe('en');
    expect(acceptedLanguage('fr;q=0,en;q=0.1')).toBe('en');
    expect(acceptedLanguage(undefined)).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
  });
});
