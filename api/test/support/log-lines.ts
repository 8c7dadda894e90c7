import { Writable } from 'node:stream';
import { loggerOptions } from '../../src/http/logging';
import { createTestApp, type TestApp, type TestAppOptions } from './app';

/** One line the app logged, parsed. */
export type LogLine = Record<string, unknown>;

export interface LoggedTestApp extends TestApp {
  /** Every line logged so far, in order: what production writes at the info level. */
  lines: LogLine[];
}

/**
 * The test app with the production logger at info, its lines kept in memory, for the tests that
 * check what is logged and that no secret ever is.
 */
export async function createLoggedTestApp(
  options: Omit<TestAppOptions, 'logger'> = {},
): Promise<LoggedTestApp> {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = await createTestApp({ ...options, logger: { ...loggerOptions('info'), stream } });
  return { ...app, lines };
}
