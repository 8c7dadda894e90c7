import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { type AppConfig, DEMO_OPERATOR } from '../../src/config';
import { uniformRateLimits } from '../../src/http/rate-limits';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function createTestClock(start = new Date('2026-03-02T15:00:00Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(os.tmpdir(), 'credit-repair-test-unused'),
    databaseUrl: undefined,
    dataKey: undefined,
    remotesJsonFile: undefined,
    trustProxy: false,
    logLevel: 'silent',
    demoAccount: undefined,
    serveSourceMaps: false,
    // No build folders here: the app serves the API only unless a test gives a static root.
    staticRoot: path.join(os.tmpdir(), 'credit-repair-test-no-static'),
    loginIpMaxFailures: 1000,
    loginAccountMaxFailures: 100,
    // Far above what any test file sends; rate-limits.test.ts sets its own.
    rateLimits: uniformRateLimits(1_000_000),
    operator: DEMO_OPERATOR,
    smtpUrl: undefined,
    publicUrl: 'http://localhost:8080',
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  database: TestDatabase;
  /** The data key its cipher seals with; a second process of the same deployment has it too. */
  dataKey: Buffer;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  logger?: FastifyServerOptions['logger'];
  /** Share another app's database (starting one costs seconds); its owner disposes of it. */
  database?: TestDatabase;
  /** Suites in place of the registry's (a test adding one). */
  suites?: BuildAppOptions['suites'];
  /** Another app's data key (a second API process of one deployment); a new one otherwise. */
  dataKey?: Buffer;
}

/** The app on a fresh database with a movable clock. Call close() in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const clock = createTestClock();
  const dataKey = options.dataKey ?? randomBytes(32);
  const app = await buildApp({
    config: testConfig(options.config),
    database: database.handle,
    dataKey,
    now: clock.now,
    logger: options.logger ?? false,
    suites: options.suites,
  });
  return {
    app,
    clock,
    database,
    dataKey,
    async close() {
      await app.close();
      if (ownsDatabase) await database.dispose();
    },
  };
}
