/**
 * The API contract other teams code against (issue 20, point 5): the OpenAPI 3.1 document at
 * /api/docs/openapi.json lists every route of /api/v1 with its request and answer schemas, the
 * real answers of a representative session validate against it, and /api/docs shows it.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISA, WRONG_PASSWORD } from './banking/support';
import { fillProfile, ONTARIO_ADDRESS, ONTARIO_CONTACT } from './letters-api/support';
import { clientFor, EMPLOYMENT, savedId, UNKNOWN_ID } from './profile/support';
import { createTestApp, type TestApp } from './support/app';
import { GOOD_PASSWORD, login, post, registerUser, uniqueEmail } from './support/auth';
import { collectRoutes, type DiscoveredRoute } from './support/routes';

interface MediaType {
  schema?: object;
}
interface Operation {
  requestBody?: { content: Record<string, MediaType> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
  security?: Record<string, string[]>[];
  tags?: string[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Calls of /api/v1 that take no input at all (every other POST, PUT or DELETE has a body). */
const NO_INPUT = new Set(['POST /api/v1/logout']);

/** '/api/v1/generate-pdf/:id/send-guide' as the document writes it: '…/{id}/send-guide'. */
function documentPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

let t: TestApp;
let routes: DiscoveredRoute[];
let doc: OpenApiDocument;

beforeAll(async () => {
  ({ built: t, routes } = await collectRoutes(() => createTestApp()));
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  doc = response.json<OpenApiDocument>();
});
afterAll(() => t.close());

describe('the document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(doc) as unknown as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route of /api/v1 with its input and its answers, and no other', () => {
    const apiRoutes = routes.filter(
      (route) => route.method !== 'HEAD' && route.url.startsWith('/api/v1/'),
    );
    expect(apiRoutes.length).toBeGreaterThan(40);
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      apiRoutes.map((route) => `${route.method} ${documentPath(route.url)}`).sort(),
    );

    for (const route of apiRoutes) {
      const operation = doc.paths[documentPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) throw new Error(`${route.key} is not in the document`);
      const where = `${route.key}: `;
      expect(operation.tags, where).toHaveLength(1);
      // Input: the body of every call that takes one, and each path parameter.
      if (['POST', 'PUT', 'DELETE'].includes(route.method) && !NO_INPUT.has(route.key)) {
        expect(operation.requestBody?.content['application/json']?.schema, where).toBeDefined();
      }
      for (const name of [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1])) {
        expect(
          operation.parameters?.map((parameter) => parameter.name),
          where,
        ).toContain(name);
      }
      // Answers: a success, the unexpected failure, and the guard's refusal on guarded calls;
      // each with a schema for its content.
      const statuses = Object.keys(operation.responses);
      expect(statuses.filter((status) => status.startsWith('2')).length, where).toBeGreaterThan(0);
      expect(statuses, where).toContain('500');
      if (!route.public) {
        expect(statuses, where).toContain('401');
        expect(operation.security, where).toEqual([{ apiKey: [] }]);
      } else {
        expect(operation.security, where).toBeUndefined();
      }
      for (const [status, answer] of Object.entries(operation.responses)) {
        const types = Object.entries(answer.content ?? {});
        expect(types.length, `${where}${status}`).toBeGreaterThan(0);
        for (const [, media] of types) expect(media.schema, `${where}${status}`).toBeDefined();
      }
    }
  });

  it('leaves out the site and the documentation itself', () => {
    const others = routes.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/v1/'),
    );
    expect(others.map((route) => route.url).every((url) => url.startsWith('/api/docs'))).toBe(true);
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/v1/'))).toBe(true);
  });
});

describe('the documentation pages', () => {
  it('shows the document at /api/docs under the site’s security headers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Every script it loads is a file of this server (no inline script for the CSP to refuse).
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline?.trim()).toBe('');
      const source = /src="([^"]+)"/.exec(attributes ?? '')?.[1];
      if (!source) throw new Error(`a script without src: ${attributes}`);
      const file = await t.app.inject({ method: 'GET', url: source });
      expect(file.statusCode, source).toBe(200);
      expect(file.headers['content-type'], source).toMatch(/javascript/);
    }
    // What the page loads to show: the same document.
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(doc);
  });
});

/**
 * Answers checked against the document: the operation of the request's path and method, the
 * schema of its status and content type, validated with ajv (JSON Schema 2020-12, OpenAPI 3.1's
 * dialect). An answer the document does not describe fails.
 */
function answerChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const compiled = new Map<object, ValidateFunction>();
  const templates = Object.keys(document.paths).map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
  }));
  const checked = new Set<string>();

  function check(method: string, url: string, response: LightMyRequestResponse): void {
    const pathname = url.split('?', 1)[0] ?? url;
    const template = templates.find((candidate) => candidate.pattern.test(pathname));
    const call = `${method} ${template?.path ?? pathname}`;
    const operation = template && document.paths[template.path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${call} is not in the document`);
    const status = String(response.statusCode);
    const answer = operation.responses[status];
    if (!answer) throw new Error(`${call} answered ${status}, which the document does not list`);
    const type = String(response.headers['content-type']).split(';', 1)[0] ?? '';
    const schema = answer.content?.[type]?.schema;
    if (!schema) throw new Error(`${call} ${status} answered ${type}, not in the document`);
    if (type === 'application/json') {
      let validate = compiled.get(schema);
      if (!validate) {
        validate = ajv.compile(schema);
        compiled.set(schema, validate);
      }
      if (!validate(response.json())) {
        throw new Error(
          `${call} ${status} does not match the document: ${ajv.errorsText(validate.errors)}\n${response.body}`,
        );
      }
    }
    checked.add(`${call} ${status}`);
  }

  return { check, checked };
}

describe('real answers', () => {
  let checker: ReturnType<typeof answerChecker>;
  /** The app, every answer of which is checked against the document on the way back. */
  let app: FastifyInstance;

  beforeAll(() => {
    checker = answerChecker(doc);
    const inject = async (options: InjectOptions) => {
      const response = await t.app.inject(options);
      checker.check(String(options.method ?? 'GET'), String(options.url), response);
      return response;
    };
    app = new Proxy(t.app, {
      get: (target, property, receiver) =>
        property === 'inject' ? inject : Reflect.get(target, property, receiver),
    });
  });

  it('validate against the document, for every kind of call and error', async () => {
    // Public calls, sign-up and sign-in.
    await app.inject({ method: 'GET', url: '/api/v1/health' });
    await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    await app.inject({ method: 'GET', url: '/api/v1/operator' });
    const { email, key } = await registerUser(app);
    expect(
      (
        await post(app, '/api/v1/register', { email, password: GOOD_PASSWORD, accept_terms: true })
      ).json(),
    ).toMatchObject({ code: -2 });
    expect((await login(app, email, WRONG_PASSWORD)).json().code).toBe(-1);
    expect((await login(app, email, GOOD_PASSWORD)).json().code).toBe(0);
    await post(app, '/api/v1/password-reset/request', { email: uniqueEmail() });
    const user = clientFor(app, key);

    // Refusals any call can give: no key, a body that is not JSON, a field that is not allowed.
    expect((await app.inject({ method: 'GET', url: '/api/v1/contact' })).json().code).toBe(-4000);
    const notJson = await app.inject({
      method: 'PUT',
      url: '/api/v1/budget',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      payload: '{"income": [',
    });
    expect(notJson.json().code).toBe(-2);
    const textBody = await app.inject({
      method: 'PUT',
      url: '/api/v1/budget',
      headers: { 'x-api-key': key, 'content-type': 'text/plain' },
      payload: 'income',
    });
    expect(textBody.statusCode).toBe(415);
    expect((await user.call('PUT', '/language', { language: 'fr', x: 1 })).json()).toMatchObject({
      code: -2,
      errors: { x: expect.any(String) },
    });

    // The account.
    await user.call('GET', '/session');
    await user.call('PUT', '/language', { language: 'fr' });
    await user.call('GET', '/sessions');
    await user.call('GET', '/security-events');
    await user.call('GET', '/totp');
    expect((await user.call('POST', '/totp/setup', GOOD_PASSWORD)).json().code).toBe(0);
    expect((await user.call('POST', '/totp/enable', { code: '000000' })).statusCode).toBe(403);
    expect((await user.call('DELETE', '/sessions', UNKNOWN_ID)).json().code).toBe(-3);
    await user.call('DELETE', '/sessions', 'others');
    expect(
      (
        await user.call('POST', '/change-password', {
          old_password: WRONG_PASSWORD,
          new_password: 'Another-Good-Password-9',
        })
      ).statusCode,
    ).toBe(403);
    expect((await user.call('POST', '/me/export', WRONG_PASSWORD)).json().code).toBe(-1);

    // Each profile section: written, read back, and a record that is not the user's.
    await fillProfile(user);
    await user.call('PUT', '/contact', { ...ONTARIO_CONTACT, first_name: 'Samuel' });
    await user.call('GET', '/contact');
    const [address] = await user.list<{ id: string }>('/address');
    await user.call('PUT', '/address', { ...ONTARIO_ADDRESS, id: address?.id, city: 'Ottawa' });
    expect(
      (await user.call('PUT', '/address', { ...ONTARIO_ADDRESS, id: UNKNOWN_ID })).json().code,
    ).toBe(-3);
    await user.call('POST', '/address', {
      is_previous: true,
      address_line_one: '1 Rue Principale',
      city: 'Gatineau',
      province_id: 9,
      postal_code: 'J8X 1A1',
    });
    await user.call('GET', '/address');
    savedId(await user.call('POST', '/employment', EMPLOYMENT), 201);
    await user.call('GET', '/employment');
    const identification = savedId(
      await user.call('POST', '/identification', {
        license_type_id: 1,
        license_number: 'T1234-56789-01234',
        place: 'Ontario',
        expiry_date: '2030-01-31',
        is_secondary: false,
      }),
      201,
    );
    await user.call('GET', '/identification');
    await user.call('DELETE', '/identification', identification);
    const bankruptcy = savedId(
      await user.call('POST', '/bankruptcy', {
        declared: true,
        times: 1,
        date_filed: '2015-03-02',
        contribution: 1500.5,
        discharge: '',
      }),
      201,
    );
    await user.call('PUT', '/bankruptcy', { id: bankruptcy, declared: false });
    await user.call('GET', '/bankruptcy');
    expect(
      (await user.call('POST', '/contact', { ...ONTARIO_CONTACT, first_name: '' })).json().code,
    ).toBe(-2);

    // The budget: the default rows, saved, read back.
    await user.call('GET', '/budget');
    await user.call('PUT', '/budget', {
      income: [{ description: 'Salary', frequency: 'Monthly', amount: 4200.5 }],
      outgoing: [],
    });
    await user.call('GET', '/budget');

    // Banking behind its gate.
    expect((await user.call('POST', '/banking-information/get', WRONG_PASSWORD)).json().code).toBe(
      -1,
    );
    const account = savedId(
      await user.call('POST', '/banking-information', { ...VISA, secret: GOOD_PASSWORD }),
      201,
    );
    await user.call('POST', '/banking-information', {
      ...VISA,
      account_name: 'Cash',
      interest_rate: null,
      minimum_payment: null,
      date_of_last_payment: null,
      date_of_discharge: null,
      debt_kind: '',
      secret: GOOD_PASSWORD,
    });
    await user.call('PUT', '/banking-information', {
      ...VISA,
      id: account,
      credit_limit: 6000,
      secret: GOOD_PASSWORD,
    });
    await user.call('POST', '/banking-information/get', GOOD_PASSWORD);
    await user.call('DELETE', '/banking-information', UNKNOWN_ID);

    // The creditor directory.
    const creditors = await user.list<[string, string]>('/creditor/list');
    await user.call('POST', '/creditor/get', creditors[0]?.[0]);
    expect((await user.call('POST', '/creditor/get', UNKNOWN_ID)).json().code).toBe(-3);

    // Letters: made, listed, tracked, downloaded, guided, deleted; and the refusals.
    const made = await user.call('POST', '/generate-pdf', {});
    expect(made.statusCode).toBe(201);
    const first = made.json<{ id: string; ids: string[] }>();
    await user.call('POST', '/generate-pdf', {
      letter: 'error_of_name',
      correct_name: 'Sam Tremblay',
      incorrect_name: 'Sam Trembley',
      bureau: 'Equifax',
    });
    expect(
      (await user.call('POST', '/generate-pdf', { letter: 'no_such_letter' })).json().code,
    ).toBe(-2);
    await user.call('GET', '/generate-pdf');
    const download = await user.call('POST', '/generate-pdf/download', first.id);
    expect(download.headers['content-type']).toBe('application/pdf');
    await user.call('GET', `/generate-pdf/${first.id}/send-guide`);
    await user.call('GET', `/generate-pdf/${UNKNOWN_ID}/send-guide`);
    await user.call('PUT', '/generate-pdf/tracking', {
      id: first.id,
      sent_on: '2026-03-01',
      sent_by: 'mail',
    });
    await user.call('POST', '/generate-pdf/follow-up', { id: first.id });
    await user.call('POST', '/generate-pdf/escalation', {
      id: first.id,
      kind: 'privacy_complaint',
    });
    await user.call('DELETE', '/generate-pdf', first.ids[1]);
    await user.call('DELETE', '/generate-pdf', UNKNOWN_ID);

    await user.call('POST', '/logout');

    // A broad sample: every kind of answer above was checked.
    const statuses = new Set([...checker.checked].map((entry) => entry.split(' ').at(-1)));
    expect([...statuses].sort()).toEqual(['200', '201', '400', '401', '403', '404', '415']);
    expect(checker.checked.size).toBeGreaterThan(50);
  });
});
