import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { apiRoot } from '../paths';
import { insertMissingCreditors, mendLegacyNumbers } from './directory';
import { readCreditorFile } from './rows';

/**
 * The directory shipped with the app: api/data/creditors.csv, found from src/ (tests, tsx) and
 * from dist/ (the built server) alike, since both live in the api folder.
 */
export function seedFile(): string {
  return path.join(apiRoot(), 'data', 'creditors.csv');
}

/**
 * Adds the shipped creditors missing from the directory; the others are left as they are, so an
 * entry corrected with creditors:load keeps its correction. One insert that skips existing keys:
 * cheap on every start, and safe when several API processes start together on one PostgreSQL.
 * A broken shipped file is a bug of the release, so it stops the start rather than loading half.
 * Rows written before the numbers were normalised are mended first (see mendLegacyNumbers).
 */
export async function seedCreditorDirectory(db: Db, now: Date, file = seedFile()): Promise<number> {
  const { rows, rejected } = readCreditorFile(await readFile(file, 'utf8'));
  const [first] = rejected;
  if (first) throw new Error(`${file}: line ${first.line}: ${first.reason}`);
  const shipped = rows.map((row) => row.creditor);
  await mendLegacyNumbers(db, shipped, now);
  return insertMissingCreditors(db, shipped, now);
}
