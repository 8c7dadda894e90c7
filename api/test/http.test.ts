import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/database';

const BODY_MISSING = { body: 'A JSON request body is required.' };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('request handling of /api/v1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const send = (payload: string | Buffer | undefined, contentType?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      ...(payload === undefined ? {} : { payload }),
      headers: contentType ? { 'content-type': contentType } : {},
    });

  it('answers malformed JSON with 400 and errors.body', async () => {
    const response = await send('{"username": "a@b.ca",', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: -2,
      errors: { body: 'The request body is not valid JSON.' },
    });
  });

  it('refuses prototype-poisoning JSON', async () => {
    const response = await send(
      '{"username":"a@b.ca","password":"x","__proto__":{"admin":true}}',
      'application/json',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(-2);
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await send('username=a&password=b', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(-2);
    const text = await send('hello', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().errors.body).toMatch(/application\/json/);
  });

  it('answers a missing or empty body with 400', async () => {
    const empty = await send('', 'application/json');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: -2, errors: BODY_MISSING });
    const none = await send(undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: -2, errors: BODY_MISSING });
  });

  it('answers a JSON value that is not an object with 400', async () => {
    const response = await send('[1,2]', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ body: 'The request body must be a JSON object.' });
  });

  it('answers wrong types and unknown fields with -2 per field', async () => {
    const response = await send(
      JSON.stringify({ username: 42, password: 'x', remember_me: true }),
      'application/json',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: -2,
      errors: {
        username: 'Please enter your username.',
        remember_me: 'This field is not allowed.',
      },
    });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const payload = JSON.stringify({ username: 'a@b.ca', password: 'x'.repeat(1024 * 1024) });
    const response = await send(payload, 'application/json');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: -2,
      errors: { body: 'The request body is larger than 1 MiB.' },
    });
  });

  it('answers an unknown API path with -3', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/no-such-call' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: -3, msg: 'Not found' });
    }
  });

  it('answers health without a key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(response.json()).toEqual({ code: 0, msg: 'OK', database: expected });
  });

  it('puts no-store and the security headers on API answers, errors included', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/v1/health' }),
      await send('{', 'application/json'),
      await t.app.inject({ method: 'POST', url: '/api/v1/logout' }),
    ];
    for (const response of answers) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-request-id']).toEqual(expect.any(String));
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('ignores X-Forwarded-Proto unless TRUST_PROXY is set', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

/** What every answer carries, errors included (decisions.md section 4). */
function expectSecurityHeaders(headers: Record<string, unknown>): void {
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-request-id']).toEqual(expect.any(String));
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
}

describe('requests Fastify refuses before any route', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ database });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it('answers an address with bad percent-encoding with -2, its message and the headers', async () => {
    for (const url of ['/api/v1/%zz', '/api/v1/creditors/%E0%A4%A', '/%c0']) {
      const response: LightMyRequestResponse = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: -2,
        msg: 'Some fields are missing or invalid.',
        errors: { url: 'The address of the request could not be read.' },
      });
      expect(response.body).not.toContain('%');
      expectSecurityHeaders(response.headers);
    }
  });

  /** Sends raw bytes on a socket and answers the status line, headers and body received. */
  function rawRequest(
    bytes: string,
  ): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = received.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => {
            const colon = line.indexOf(':');
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
      });
      socket.end(bytes);
    });
  }

  it('answers a request it cannot parse with -2 as JSON, with the headers', async () => {
    const response = await rawRequest(
      'GET /api/v1/health HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n',
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      code: -2,
      msg: 'Some fields are missing or invalid.',
      errors: { request: 'The request could not be read.' },
    });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(response.headers);
  });

  /**
   * Sends a JSON body of `size` bytes in parts, 20 ms apart, as a slow upload does, and answers
   * whether the server closed the connection before the last part was sent, and what it answered.
   */
  function sendSlowly(
    path: string,
    size: number,
  ): Promise<{ closedEarly: boolean; answer: string }> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      let closed = false;
      socket.on('data', (data) => {
        answer += data.toString();
      });
      socket.on('end', () => {
        closed = true;
      });
      socket.on('error', () => {
        closed = true;
      });
      socket.write(
        `POST /api/v1${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      );
      const part = 'x'.repeat(256 * 1024);
      let sent = 0;
      const sendNext = () => {
        if (closed) {
          resolve({ closedEarly: true, answer });
          return;
        }
        if (sent >= size) {
          // Everything is sent: wait for the whole answer, then hang up.
          const wait = setInterval(() => {
            if (!answer.includes('"code"')) return;
            clearInterval(wait);
            socket.destroy();
            resolve({ closedEarly: false, answer });
          }, 10);
          return;
        }
        const length = Math.min(part.length, size - sent);
        socket.write(part.slice(0, length));
        sent += length;
        setTimeout(sendNext, 20);
      };
      sendNext();
    });
  }

  it('reads an oversized body to its end before answering 413, so a slow sender gets the answer', async () => {
    for (const path of ['/login', '/register']) {
      // Before, the 413 came at once and the connection closed while the body was still on its
      // way: a browser's fetch saw a network failure instead of the message.
      const { closedEarly, answer } = await sendSlowly(path, 2 * 1024 * 1024);
      expect(closedEarly, path).toBe(false);
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(answer).toContain('"errors":{"body":"The request body is larger than 1 MiB."}');
      expect(answer.toLowerCase()).not.toContain('connection: close');
    }
  });

  it('answers headers over the size limit with 431 and -2', async () => {
    const response = await rawRequest(
      `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toMatchObject({
      code: -2,
      errors: { request: 'The request headers are too large.' },
    });
    expectSecurityHeaders(response.headers);
  });
});

describe('liveness and readiness', () => {
  it('answers /health from memory and /health/ready from the database, 503 when it is gone', async () => {
    const own = await createTestDatabase();
    const t = await createTestApp({ database: own });
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.json()).toEqual({ code: 0, msg: 'OK', database: expected });

    await own.dispose();
    const alive = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ code: 0, msg: 'OK', database: expected });
    const notReady = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ code: -1001, msg: 'The database is not answering.' });
    await t.app.close();
  });
});

describe('unexpected errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
    t.app.get('/api/v1/explode', () => {
      throw new Error('database password is hunter2');
    });
  });
  afterAll(() => t.close());

  it('answers 500 with a code and no details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: -1001, msg: 'Internal error.' });
    expect(response.body).not.toContain('hunter2');
  });
});

describe('HSTS behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database, config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  it('is sent only when the request came over HTTPS', async () => {
    const https = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
