import { isTollFreeNumber, optionalPostalCode, PROVINCES, parsePhoneNumber } from 'shared/contract';
import { messageIn } from 'shared/contract/messages';
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
  'toll_free',
  'phone_note',
  'fax',
  'fax_confirmed',
  'fax_note',
  'address_note',
  'source',
] as const;

/**
 * Columns a file may leave out (an older file has none of them): empty when absent. `addressee` is
 * the organisation as a letter addresses it and `department` the line under it, where the company
 * column is a label for the picker ("Capital One (Canada) - Customer Service (Capital One
 * Mastercard)"); empty, the letter is addressed to the company as written.
 */
export const OPTIONAL_CREDITOR_COLUMNS = ['addressee', 'department'] as const;
const ALL_COLUMNS = [...CREDITOR_COLUMNS, ...OPTIONAL_CREDITOR_COLUMNS] as const;
type CreditorColumn = (typeof ALL_COLUMNS)[number];

const PROVINCE_CODES: readonly string[] = PROVINCES.map((province) => province.code);

function bounded(max: number) {
  return z.string().trim().max(max, `keep it to ${max} characters or fewer.`);
}

/** A note is a short sentence for the consumer, shown in the wizards (never on a letter). */
const NOTE_MAX = 200;

/**
 * One number of a directory column, stored in E.164 ('+14165550142'), or '' for none. A column
 * holds one number and nothing else: what is known about it goes to a note column.
 */
function numberColumn(kind: 'phone' | 'toll-free' | 'fax') {
  return z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === '') return '';
      const number = parsePhoneNumber(value);
      const problem =
        number === null
          ? `"${value}" is not one ${kind} number (write one number, like ${kind === 'toll-free' ? '1-800-555-0199' : '416-555-0142'}, and anything else in the note column).`
          : number.ext !== undefined
            ? `"${value}" has an extension: keep the number alone and write the extension in phone_note.`
            : kind === 'toll-free' && !isTollFreeNumber(number)
              ? `"${value}" is not a toll-free number (1-800, 833, 844, 855, 866, 877 or 888): put it in the phone column.`
              : null;
      if (number === null || problem !== null) {
        context.addIssue({ code: 'custom', message: problem ?? '' });
        return z.NEVER;
      }
      return number.number;
    });
}

const YES = ['yes', 'true', 'y', '1'];
const NO = ['no', 'false', 'n', '0', ''];

/**
 * One directory row. The bounds match the letter bodies' creditor fields (company and address
 * 200, city 100), so a creditor picked in a wizard fills its form with values the form accepts.
 */
export const creditorRow = z
  .object({
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
    phone: numberColumn('phone'),
    toll_free: numberColumn('toll-free'),
    phone_note: bounded(NOTE_MAX),
    fax: numberColumn('fax'),
    // Unconfirmed unless the file says so: a letter is then mailed rather than faxed to a number
    // that may be wrong.
    fax_confirmed: z
      .string()
      .trim()
      .toLowerCase()
      .refine(
        (value) => YES.includes(value) || NO.includes(value),
        'write yes or no (empty is no).',
      )
      .transform((value) => YES.includes(value)),
    fax_note: bounded(NOTE_MAX),
    address_note: bounded(NOTE_MAX),
    source: bounded(2000),
    addressee: bounded(200),
    department: bounded(200),
  })
  .refine((row) => row.fax !== '' || !row.fax_confirmed, {
    path: ['fax_confirmed'],
    message: 'there is no fax to confirm (leave it empty or write no).',
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
  const unknown = names.filter((name) => !(ALL_COLUMNS as readonly string[]).includes(name));
  const missing = CREDITOR_COLUMNS.filter((column) => !names.includes(column));
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (unknown.length > 0 || missing.length > 0 || repeated.length > 0) {
    const problems = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unknown.length > 0 ? `unknown ${unknown.map((name) => `"${name}"`).join(', ')}` : '',
      repeated.length > 0 ? `repeated ${repeated.join(', ')}` : '',
    ].filter(Boolean);
    throw new CreditorFileError(
      `line 1: the header must name the columns ${CREDITOR_COLUMNS.join(',')}, and may add ${OPTIONAL_CREDITOR_COLUMNS.join(',')} (${problems.join('; ')}).`,
    );
  }
  return new Map(ALL_COLUMNS.map((column) => [column, names.indexOf(column)]));
}

function issueText(error: z.ZodError): string {
  return (
    error.issues
      // The report is for whoever loads the file: the contract's messages in English.
      .map(
        (issue) =>
          `${issue.path.map(String).join('.') || 'row'}: ${messageIn(issue.message, 'en')}`,
      )
      .join('; ')
  );
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
    if (record.fields.length !== header.fields.length) {
      rejected.push({
        line: record.line,
        reason: `expected ${header.fields.length} fields, found ${record.fields.length}.`,
      });
      continue;
    }
    const raw = Object.fromEntries(
      ALL_COLUMNS.map((column) => [column, record.fields[order.get(column) ?? -1] ?? '']),
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
