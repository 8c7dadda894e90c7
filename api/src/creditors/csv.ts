/**
 * A small RFC 4180 reader: fields separated by commas, records by CRLF (a bare LF is accepted
 * too, as files edited on Linux or macOS have), fields in double quotes may hold commas, line
 * breaks and quotes written twice (""). Whole files only: the directory files are small.
 */

export interface CsvRecord {
  /** The 1-based line the record starts on, for error messages. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super(`line ${line}: ${problem}`);
  }
}

const QUOTE = '"';
const COMMA = ',';

/**
 * Every record of `text`. A leading byte-order mark is dropped (spreadsheets write one) and empty
 * lines are skipped, so a trailing line break makes no empty record. Throws CsvSyntaxError for a
 * quote that is never closed, text after a closing quote, or a quote inside an unquoted field.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  // True once the current field started with a quote (until the record's next field).
  let quoted = false;
  let inQuotes = false;
  // True once anything (even an empty quoted field) was read for the current record.
  let started = false;

  const endRecord = () => {
    if (started) {
      fields.push(field);
      records.push({ line: recordLine, fields });
    }
    fields = [];
    field = '';
    quoted = false;
    started = false;
  };

  for (let i = 0; i < input.length; i += 1) {
    const char = input.charAt(i);
    if (inQuotes) {
      if (char === QUOTE) {
        if (input.charAt(i + 1) === QUOTE) {
          field += QUOTE;
          i += 1;
        } else {
          inQuotes = false;
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }

    if (char === '\r' && input.charAt(i + 1) === '\n') continue;
    if (char === '\n' || char === '\r') {
      endRecord();
      line += 1;
      recordLine = line;
      continue;
    }
    if (!started) recordLine = line;
    started = true;
    if (char === COMMA) {
      fields.push(field);
      field = '';
      quoted = false;
    } else if (char === QUOTE) {
      if (field !== '' || quoted) {
        throw new CsvSyntaxError(
          line,
          quoted
            ? 'unexpected text after a closing quote (write a quote inside a quoted field as "").'
            : 'a quote inside a field that does not start with one (quote the whole field).',
        );
      }
      quoted = true;
      inQuotes = true;
    } else if (quoted) {
      throw new CsvSyntaxError(
        line,
        'unexpected text after a closing quote (write a quote inside a quoted field as "").',
      );
    } else {
      field += char;
    }
  }

  if (inQuotes) throw new CsvSyntaxError(recordLine, 'a quoted field is never closed.');
  endRecord();
  return records;
}
