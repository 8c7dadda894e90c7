import './types';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ResultCode } from 'shared/contract';
import type { Suite } from 'shared/suites';
import { createCodeTries } from './auth/code-tries';
import { createThrottle, PASSWORD_ACCOUNT_SCOPE, PASSWORD_RULE } from './auth/throttle';
import type { AppConfig } from './config';
import { createCipher } from './crypto/cipher';
import type { DatabaseHandle } from './db/database';
import { registerApiDocsPages, registerOpenApiDocument } from './http/api-docs';
import { acceptJsonBodiesOnly } from './http/body-parsing';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  isApiPath,
  registerErrorHandler,
} from './http/errors';
import { registerAnswerLanguage } from './http/language';
import { CompactRequestLog } from './http/logging';
import { apiMessages } from './http/messages';
import { answerOversizedBodiesOnceRead } from './http/oversized-body';
import { loadRemotesMap, remoteOrigins } from './http/remotes';
import { registerSecurityHeaders, securityHeaders } from './http/security';
import { answerSerializerCompiler } from './http/serialization';
import { registerStaticSite } from './http/static';
import { useInputMessages } from './http/zod-messages';
import { createMailer } from './mail/mailer';
import { apiRoutes } from './routes';

/** decisions.md section 3: bodies are limited to 1 MiB. */
export const BODY_LIMIT = 1024 * 1024;
const LOGIN_WINDOW_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;

export interface BuildAppOptions {
  config: AppConfig;
  /** Opened and migrated by the caller, which also closes it. */
  database: DatabaseHandle;
  /** 32 bytes: see crypto/data-key.ts. */
  dataKey: Buffer;
  /** The clock for sessions and throttling; tests move it instead of sleeping. */
  now?: () => Date;
  /** false (the default) in tests; server.ts passes loggerOptions(). */
  logger?: FastifyServerOptions['logger'];
  timeouts?: Pick<
    FastifyServerOptions,
    'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
  >;
  /** The suites served and mapped in /remotes.json: the registry's unless a test adds one. */
  suites?: readonly Suite[];
}

/**
 * Fastify reads a bare number as "trust no proxy"; TRUST_PROXY's number is a hop count: the
 * nearest `hops` addresses (the socket's peer first) are proxies, so the client is the next one
 * back in X-Forwarded-For and whatever the client wrote before it is ignored.
 */
function fastifyTrustProxy(
  trustProxy: AppConfig['trustProxy'],
): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address, hop) => hop < hops;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  const remotes = await loadRemotesMap(config.remotesJsonFile, options.suites);
  const headers = securityHeaders(remoteOrigins(remotes));
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // A client-chosen id would let callers forge log correlation: always make our own.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    logController: new CompactRequestLog(),
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
    ...options.timeouts,
  });

  // Issues no schema words (a number where text belongs) get messages of ours in both languages.
  useInputMessages();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  acceptJsonBodiesOnly(app);
  answerOversizedBodiesOnceRead(app, BODY_LIMIT);

  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('clock', now);
  app.decorate('cipher', createCipher(options.dataKey));
  app.decorate('passwordThrottles', {
    perEmailAndAddress: createThrottle(database.db, PASSWORD_RULE, now),
    perEmail: createThrottle(
      database.db,
      { scope: PASSWORD_ACCOUNT_SCOPE, limit: config.loginAccountMaxFailures, windowMs: HOUR_MS },
      now,
    ),
    perAddress: createThrottle(
      database.db,
      { scope: 'login-ip', limit: config.loginIpMaxFailures, windowMs: LOGIN_WINDOW_MS },
      now,
    ),
    codesPerAccount: createCodeTries(database.db, now),
  });
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: `${config.operator.name} <${config.operator.email}>`,
      log: app.log,
    }),
  );
  app.decorate('publicUrl', config.publicUrl);
  app.decorateRequest('auth', null);

  registerErrorHandler(app);
  registerAnswerLanguage(app);
  registerSecurityHeaders(app, headers);
  await app.register(compress, { global: true, globalDecompression: false });

  await registerOpenApiDocument(app);
  await app.register(apiRoutes, {
    prefix: '/api/v1',
    rateLimits: config.rateLimits,
    operator: config.operator,
  });
  await registerApiDocsPages(app);
  const site = await registerStaticSite(app, config.staticRoot, remotes, {
    serveSourceMaps: config.serveSourceMaps,
    suites: options.suites,
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      return reply.code(404).send({ code: ResultCode.notFound, msg: apiMessages.notFound });
    }
    if (site.sendAppShell(request, reply)) return reply;
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
