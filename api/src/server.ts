import v8 from 'node:v8';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from './auth/demo-account';
import { ConfigError, isLoopbackHost, loadConfig } from './config';
import { loadDataKey } from './crypto/data-key';
import { type DatabaseHandle, openEmbeddedDatabase, openPostgresDatabase } from './db/database';
import { loggerOptions } from './http/logging';

/**
 * Log lines are written to stdout in the background (pino's asynchronous destination), so a
 * request does not wait on the terminal or the log collector; what is buffered is flushed when
 * the server closes.
 */
const logDestination = pino.destination({ dest: 1, sync: false });

/**
 * How far V8 lets the JavaScript heap grow past what was live after its last full collection
 * before the next one: 30 % instead of its own factor, up to 4 times on a machine with this much
 * memory. Under load, requests that wait their turn for the embedded database (one statement at
 * a time) outlive the young generation and are promoted; with V8's factor that garbage took the
 * old generation from about 70 MiB live to 230 MiB before each full collection, the largest
 * part of the server's peak memory. A full collection marks concurrently, so collecting more
 * often costs a few percent of CPU and no pause worth measuring. V8 reads this flag at each
 * collection, so setting it here takes effect.
 */
v8.setFlagsFromString('--heap-growing-percent=30');

async function main(): Promise<void> {
  const config = loadConfig();
  const { key: dataKey, source } = await loadDataKey(config);
  let app: FastifyInstance | undefined;

  const database: DatabaseHandle = config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl, {
        onPoolError: (error) => app?.log.error({ err: error }, 'idle database connection failed'),
      })
    : await openEmbeddedDatabase({ dataDir: config.dataDir });
  await database.migrate();
  const onLoopback = isLoopbackHost(config.host);
  const demo = await ensureDemoAccount(database.db, {
    kind: database.kind,
    enabled: config.demoAccount,
    onLoopback,
    now: new Date(),
  });

  app = await buildApp({
    config,
    database,
    dataKey,
    logger: { ...loggerOptions(config.logLevel), stream: logDestination },
    // keepAlive above the usual 60 s of load balancers, so they never reuse a closed socket.
    timeouts: { requestTimeout: 30_000, keepAliveTimeout: 72_000, connectionTimeout: 60_000 },
  });
  app.addHook('onClose', () => database.close());
  if (source === 'generated') app.log.info(`Generated a data key in ${config.dataDir}.`);
  if (demo === 'retired') {
    app.log.warn(
      `The demo account ${DEMO_EMAIL} no longer accepts the README's password: this server listens on ${config.host}, not only on this machine (set DEMO_ACCOUNT=1 to keep it).`,
    );
  }

  const running = app;
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) running.log.error({ err }, 'closing after an uncaught error');
    else running.log.info({ signal }, 'closing');
    await running.close();
    logDestination.flushSync();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost =
    onLoopback || ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  console.log(`Credit repair app listening on http://${shownHost}:${port}`);
  if (!onLoopback) {
    console.log(
      'It answers other machines over plain HTTP: put an HTTPS reverse proxy in front of it (see the README, "Serving it to others").',
    );
  }
  if (demo === 'available') console.log(`Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
