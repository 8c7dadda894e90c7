import type { Db } from '../db/database';
import { type UpsertCounts, upsertCreditors } from './directory';
import { type RejectedLine, readCreditorFile } from './rows';

export interface LoadReport extends UpsertCounts {
  rejected: RejectedLine[];
}

/**
 * Loads a directory file: valid rows are upserted by company + address in one transaction,
 * rejected rows are reported with their line and reason. Throws CreditorFileError (and loads
 * nothing) when the file itself cannot be read as a directory file.
 */
export async function loadCreditors(db: Db, text: string, now: Date): Promise<LoadReport> {
  const { rows, rejected } = readCreditorFile(text);
  const counts = await upsertCreditors(
    db,
    rows.map((row) => row.creditor),
    now,
  );
  return { ...counts, rejected };
}

/** The command's summary: the counts, then one line per rejected row. */
export function describeLoad(report: LoadReport): string[] {
  return [
    `${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.rejected.length} rejected.`,
    ...report.rejected.map((entry) => `  line ${entry.line}: ${entry.reason}`),
  ];
}
