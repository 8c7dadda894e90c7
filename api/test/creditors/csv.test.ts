import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from '../../src/creditors/csv';

const fieldsOf = (text: string) => parseCsv(text).map((record) => record.fields);

describe('parseCsv (RFC 4180)', () => {
  it('splits records on CRLF and fields on commas', () => {
    expect(fieldsOf('a,b,c\r\n1,2,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('accepts bare LF line ends and a last line without a line end', () => {
    expect(fieldsOf('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const text = '"P.O. Box 503, Stn. D","say ""hi""","two\r\nlines"\r\nnext,row,x\r\n';
    expect(fieldsOf(text)).toEqual([
      ['P.O. Box 503, Stn. D', 'say "hi"', 'two\r\nlines'],
      ['next', 'row', 'x'],
    ]);
  });

  it('keeps empty fields, quoted or not, including a trailing one', () => {
    expect(fieldsOf('a,,"",\r\n')).toEqual([['a', '', '', '']]);
  });

  it('keeps spaces around unquoted fields as they are', () => {
    expect(fieldsOf(' a , b\r\n')).toEqual([[' a ', ' b']]);
  });

  it('drops a byte-order mark and skips empty lines', () => {
    expect(fieldsOf('\uFEFFa,b\r\n\r\n1,2\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('numbers each record by the line it starts on, counting line breaks inside quotes', () => {
    const records = parseCsv('h1,h2\r\n"multi\r\nline",x\r\n\r\nlast,y\r\n');
    expect(records.map((record) => record.line)).toEqual([1, 2, 5]);
  });

  it('answers no records for an empty text', () => {
    expect(parseCsv('')).toEqual([]);
  });

  it.each([
    ['a quote that is never closed', 'a,b\r\n1,"open\r\n2,3\r\n', 2, 'never closed'],
    ['text after a closing quote', 'a,b\r\n"x"y,2\r\n', 2, 'after a closing quote'],
    ['a quote inside an unquoted field', 'a,b\r\nab"c,2\r\n', 2, 'does not start with one'],
  ])('rejects %s with its line', (_case, text, line, problem) => {
    let thrown: unknown;
    try {
      parseCsv(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CsvSyntaxError);
    expect((thrown as CsvSyntaxError).line).toBe(line);
    expect((thrown as CsvSyntaxError).message).toMatch(new RegExp(`^line ${line}: .*${problem}`));
  });
});
