import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiPath } from './errors';

const HSTS = 'max-age=31536000; includeSubDomains';

/** Header name (lower case) to value: what every answer carries. */
export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * The security headers of decisions.md section 4, as helmet computes them. They do not depend on
 * the request (no nonces), so they are worked out once and set on every answer, including the
 * ones Fastify makes before any hook runs (a malformed URL, a request it cannot parse).
 * `extraOrigins` are the remote origins from remotes.json, which the shell loads code from.
 */
export function securityHeaders(extraOrigins: readonly string[]): SecurityHeaders {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extraOrigins],
        // Radix's scroll lock (dialogs) injects a <style> element; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'", ...extraOrigins],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:', ...extraOrigins],
        connectSrc: ["'self'", ...extraOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only over HTTPS (below): HSTS on plain HTTP would be ignored, and on localhost harmful.
    strictTransportSecurity: false,
  });
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets the security headers on every answer the app's hooks see. */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  // Callback-style hooks: they do nothing asynchronous, and on every answer an async function's
  // promise is measurable (issue 18: /health against a bare Fastify route).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (isApiPath(request.url)) {
      reply.header('cache-control', request.routeOptions.config?.cacheControl ?? 'no-store');
    }
    done(null, payload);
  });
}
