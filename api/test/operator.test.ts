import { POLICIES_EFFECTIVE_DATE } from 'shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEMO_OPERATOR, loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './support/app';

/** Issue 21, point 14: the terms and the privacy policy name the operator, from settings. */

describe('COMPANY_NAME, COMPANY_ADDRESS and COMPANY_EMAIL', () => {
  const config = (env: Record<string, string>) => loadConfig(env, '/srv/app');

  it('default to an operator that says it is a demonstration', () => {
    expect(config({}).operator).toEqual(DEMO_OPERATOR);
    expect(DEMO_OPERATOR.name).toMatch(/demo/i);
    expect(DEMO_OPERATOR.address.join(' ')).toMatch(/demo/i);
    expect(DEMO_OPERATOR.email).toMatch(/@example\.ca$/);
  });

  it('read the address as lines separated by semicolons', () => {
    expect(
      config({
        COMPANY_NAME: ' Crédit Nord Inc. ',
        COMPANY_ADDRESS: '500, rue Principale, bureau 2 ;Québec (Québec)  G1K 3A1;',
        COMPANY_EMAIL: 'vie-privee@creditnord.ca',
      }).operator,
    ).toEqual({
      name: 'Crédit Nord Inc.',
      address: ['500, rue Principale, bureau 2', 'Québec (Québec)  G1K 3A1'],
      email: 'vie-privee@creditnord.ca',
    });
  });

  it('refuse an email address that is not one, and control characters', () => {
    expect(() => config({ COMPANY_EMAIL: 'privacy at example' })).toThrow(ConfigError);
    expect(() => config({ COMPANY_NAME: 'Bad\u0007Name' })).toThrow(ConfigError);
    expect(() => config({ COMPANY_ADDRESS: 'x'.repeat(201) })).toThrow(ConfigError);
  });
});

describe('GET /api/v1/operator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        operator: {
          name: 'Crédit Nord Inc.',
          address: ['500, rue Principale', 'Québec (Québec)  G1K 3A1'],
          email: 'vie-privee@creditnord.ca',
        },
      },
    });
  });
  afterAll(() => t.close());

  it('answers the configured operator and the texts’ effective date without a session key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/operator' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      msg: 'OK',
      name: 'Crédit Nord Inc.',
      address: ['500, rue Principale', 'Québec (Québec)  G1K 3A1'],
      email: 'vie-privee@creditnord.ca',
      effective_date: POLICIES_EFFECTIVE_DATE,
    });
    expect(POLICIES_EFFECTIVE_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('may be cached a few minutes, unlike every other API answer', async () => {
    const operator = await t.app.inject({ method: 'GET', url: '/api/v1/operator' });
    expect(operator.headers['cache-control']).toBe('public, max-age=300');
    expect(operator.headers['x-content-type-options']).toBe('nosniff');
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.headers['cache-control']).toBe('no-store');
  });
});
