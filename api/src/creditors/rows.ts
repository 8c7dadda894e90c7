import { optionalPostalCode, PHONE_TEXT_MAX, PROVINCES } from 'shared/contract';
import { z } from 'zod';
import { CsvSyntaxError, parseCsv } from './csv';

/** The columns of a directory file (api/data/creditors.csv), in any order, all required. */
export const CREDITOR_COLUMNS = [
  'company',
  'address',
  'city',
  'province',
  'postal_code',
  'phone',
  'fax',
  'source',
] as const;
type CreditorColumn = (typeof CREDITOR_COLUMNS)[number];

const PROVINCE_CODES: readonly string[] = PROVINCES.map((province) => province.code);

function bounded(max: number) {
  return z.string().trim().max(max, `keep it to ${max} characters or fewer.`);
}

/**
 * One directory row. The bounds match the letter bodies' creditor fields (company and address
 * 200, city 100), so a creditor picked in a wizard fills its form with values the form accepts.
 */
export const creditorRow = z.object({
  company: bounded(200).min(1, 'a company name is required.'),
  address: bounded(200).min(1, 'an address is required (it is what the letter is sent to).'),
  city: bounded(100),
  province: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(
      (value) => value === '' || PROVINCE_CODES.includes(value),
      `use a two-letter code (${PROVINCE_CODES.join(', ')}) or leave it empty.`,
    ),
  postal_code: optionalPostalCode,
  // As long as a letter body allows, so a directory number always fits the wizards' fields.
  phone: bounded(PHONE_TEXT_MAX),
  fax: bounded(PHONE_TEXT_MAX),
  source: bounded(2000),
});
export type CreditorRow = z.output<typeof creditorRow>;

export interface CreditorFileRow {
  line: number;
  creditor: CreditorRow;
}

export interface RejectedLine {
  line: number;
  reason: string;
}

/** A file that could be read: its valid rows, and the lines left out with why. */
export interface CreditorFile {
  rows: CreditorFileRow[];
  rejected: RejectedLine[];
}

/** The whole file is unusable (bad CSV, wrong header): nothing of it may be loaded. */
export class CreditorFileError extends Error {
  override name = 'CreditorFileError';
}

function columnOrder(header: string[]): Map<CreditorColumn, number> {
  const names = header.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(CREDITOR_COLUMNS as readonly string[]).includes(name));
  const missing = CREDITOR_COLUMNS.filter((column) => !names.includes(column));
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (unknown.length > 0 || missing.length > 0 || repeated.length > 0) {
    const problems = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unknown.length > 0 ? `unknown ${unknown.map((name) => `"${name}"`).join(', ')}` : '',
      repeated.length > 0 ? `repeated ${repeated.join(', ')}` : '',
    ].filter(Boolean);
    throw new CreditorFileError(
      `line 1: the header must name the columns ${CREDITOR_COLUMNS.join(',')} (${problems.join('; ')}).`,
    );
  }
  return new Map(CREDITOR_COLUMNS.map((column) => [column, names.indexOf(column)]));
}

function issueText(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || 'row'}: ${issue.message}`)
    .join('; ');
}

const rowKey = (row: CreditorRow) => JSON.stringify([row.company, row.address]);

/**
 * Reads a directory file. Rows that break a rule are rejected one by one with their line and
 * reason; a later row with the company and address of an earlier one is rejected too (a load
 * could not tell which one to keep). Throws CreditorFileError when the file itself is broken.
 */
export function readCreditorFile(text: string): CreditorFile {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new CreditorFileError(error.message);
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw new CreditorFileError('the file is empty (a header line is required).');
  const order = columnOrder(header.fields);

  const rows: CreditorFileRow[] = [];
  const rejected: RejectedLine[] = [];
  const firstLineOf = new Map<string, number>();
  for (const record of body) {
    if (record.fields.length !== CREDITOR_COLUMNS.length) {
      rejected.push({
        line: record.line,
        reason: `expected ${CREDITOR_COLUMNS.length} fields, found ${record.fields.length}.`,
      });
      continue;
    }
    const raw = Object.fromEntries(
      CREDITOR_COLUMNS.map((column) => [column, record.fields[order.get(column) ?? -1] ?? '']),
    );
    const parsed = creditorRow.safeParse(raw);
    if (!parsed.success) {
      rejected.push({ line: record.line, reason: issueText(parsed.error) });
      continue;
    }
    const key = rowKey(parsed.data);
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      rejected.push({
        line: record.line,
        reason: `the same company and address as line ${earlier}.`,
      });
      continue;
    }
    firstLineOf.set(key, record.line);
    rows.push({ line: record.line, creditor: parsed.data });
  }
  return { rows, rejected };
}
