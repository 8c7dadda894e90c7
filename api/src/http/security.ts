import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './errors';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (decisions.md section 4). `extraOrigins` are the remote
 * origins from remotes.json, which the shell loads scripts and manifests from.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraOrigins: readonly string[],
): Promise<void> {
  await app.register(helmet, {
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
    hsts: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
