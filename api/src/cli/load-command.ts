import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { CreditorFileError, describeLoad, loadCreditors } from '../creditors';
import { type DatabaseHandle, openEmbeddedDatabase, openPostgresDatabase } from '../db/database';

export interface CommandIo {
  env: Record<string, string | undefined>;
  /** Relative paths (the file, DATA_DIR) are resolved from here. */
  cwd: string;
  out(line: string): void;
  err(line: string): void;
  now(): Date;
}

/** The command's exit codes. */
export const EXIT = {
  ok: 0,
  /** Wrong usage, an unreadable or malformed file, a database failure: nothing was loaded. */
  failed: 1,
  /** The valid rows were loaded, some rows were rejected (listed on the output). */
  rowsRejected: 2,
} as const;

const USAGE = 'Usage: pnpm --filter api creditors:load <file.csv>';

/** The database the server would use: DATABASE_URL, else the embedded one in DATA_DIR. */
export async function openConfiguredDatabase(io: CommandIo): Promise<DatabaseHandle> {
  const config = loadConfig(io.env, io.cwd);
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl, { max: 2 });
  return openEmbeddedDatabase({ dataDir: config.dataDir });
}

/**
 * Loads creditors from a CSV file with the directory's columns into the directory, upserting by
 * company + address, and prints how many were added, updated, unchanged and rejected (with each
 * rejected line's reason). Answers the exit code.
 */
export async function runCreditorsLoad(
  args: readonly string[],
  io: CommandIo,
  openDatabase: (io: CommandIo) => Promise<DatabaseHandle> = openConfiguredDatabase,
): Promise<number> {
  const [file, ...extra] = args;
  if (!file || extra.length > 0) {
    io.err(USAGE);
    return EXIT.failed;
  }
  const filePath = path.resolve(io.cwd, file);
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    io.err(`Cannot read ${filePath}: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase(io);
  } catch (error) {
    io.err(error instanceof ConfigError ? error.message : `Cannot open the database: ${error}`);
    return EXIT.failed;
  }
  try {
    // A database the server never started on has no tables yet.
    await database.migrate();
    const report = await loadCreditors(database.db, text, io.now());
    for (const line of describeLoad(report)) io.out(line);
    return report.rejected.length > 0 ? EXIT.rowsRejected : EXIT.ok;
  } catch (error) {
    if (!(error instanceof CreditorFileError)) throw error;
    io.err(`${filePath}: ${error.message} Nothing was loaded.`);
    return EXIT.failed;
  } finally {
    await database.close();
  }
}
