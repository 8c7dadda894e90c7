import { describe, expect, it } from 'vitest';
import { wizardProvinceOfCode } from '../../src/creditors/province';
import { CreditorFileError, readCreditorFile } from '../../src/creditors/rows';

const HEADER = 'company,address,city,province,postal_code,phone,fax,source';
const file = (...lines: string[]) => `${[HEADER, ...lines].join('\r\n')}\r\n`;

describe('readCreditorFile', () => {
  it('reads a valid row, trimming fields, upper-casing the province and formatting the postal code', () => {
    const { rows, rejected } = readCreditorFile(
      file(
        ' Acme Credit ,"12 Bay St, Suite 4",Toronto,on,m5j2j5,416-555-0100,416-555-0101,https://acme.example',
      ),
    );
    expect(rejected).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        creditor: {
          company: 'Acme Credit',
          address: '12 Bay St, Suite 4',
          city: 'Toronto',
          province: 'ON',
          postal_code: 'M5J 2J5',
          phone: '416-555-0100',
          fax: '416-555-0101',
          source: 'https://acme.example',
        },
      },
    ]);
  });

  it('accepts the columns in any order and empty optional fields', () => {
    const { rows } = readCreditorFile(
      'source,fax,phone,postal_code,province,city,address,company\r\n,,,,,,PO Box 1,Beta\r\n',
    );
    expect(rows[0]?.creditor).toEqual({
      company: 'Beta',
      address: 'PO Box 1',
      city: '',
      province: '',
      postal_code: '',
      phone: '',
      fax: '',
      source: '',
    });
  });

  it('rejects each bad row with its line and reason, and keeps the good ones', () => {
    const { rows, rejected } = readCreditorFile(
      file(
        ',1 Main St,Toronto,ON,,,,',
        'Good One,1 Main St,Toronto,ON,,,,',
        'Bad Province,1 Main St,Toronto,Ontario,,,,',
        'Bad Postal,1 Main St,Toronto,ON,12345,,,',
        'Too few,1 Main St,Toronto',
        `${'x'.repeat(201)},1 Main St,,,,,,`,
        'No Address,,Toronto,ON,,,,',
        'Good One,1 Main St,Ottawa,ON,,,,',
      ),
    );
    expect(rows.map((row) => [row.line, row.creditor.company])).toEqual([[3, 'Good One']]);
    expect(rejected).toEqual([
      { line: 2, reason: 'company: a company name is required.' },
      {
        line: 4,
        reason:
          'province: use a two-letter code (AB, BC, MB, NB, NL, NT, NS, NU, ON, PE, QC, SK, YT) or leave it empty.',
      },
      { line: 5, reason: 'postal_code: Please enter a valid postal code, like A1A 1A1.' },
      { line: 6, reason: 'expected 8 fields, found 3.' },
      { line: 7, reason: 'company: keep it to 200 characters or fewer.' },
      {
        line: 8,
        reason: 'address: an address is required (it is what the letter is sent to).',
      },
      { line: 9, reason: 'the same company and address as line 3.' },
    ]);
  });

  it.each([
    ['an empty file', '', 'the file is empty'],
    [
      'a missing column',
      'company,address,city,province,postal_code,phone,fax\r\n',
      'missing source',
    ],
    ['an unknown column', `${HEADER},email\r\n`, 'unknown "email"'],
    ['a repeated column', `${HEADER},city\r\n`, 'repeated city'],
    [
      'broken quoting',
      `${HEADER}\r\n"Acme,1 Main St,,,,,,\r\n`,
      'line 2: a quoted field is never closed.',
    ],
  ])('refuses the whole file for %s', (_case, text, message) => {
    expect(() => readCreditorFile(text)).toThrow(CreditorFileError);
    expect(() => readCreditorFile(text)).toThrow(message);
  });
});

describe('wizardProvinceOfCode', () => {
  it.each([
    ['ON', 'Ontario'],
    ['QC', 'Quebec'],
    ['PE', 'PEI'],
    ['NL', 'Newfoundland and Labrador'],
    ['YT', 'Yukon'],
    ['NT', 'Northwest Territories'],
    ['', ''],
    ['ZZ', ''],
  ])('answers %s as %j', (code, name) => {
    expect(wizardProvinceOfCode(code)).toBe(name);
  });
});
