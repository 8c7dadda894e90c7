import { describe, expect, it } from 'vitest';
import { wizardProvinceOfCode } from '../../src/creditors/province';
import { CreditorFileError, readCreditorFile } from '../../src/creditors/rows';

const HEADER =
  'company,address,city,province,postal_code,phone,toll_free,phone_note,fax,fax_confirmed,fax_note,address_note,source';
const file = (...lines: string[]) => `${[HEADER, ...lines].join('\r\n')}\r\n`;

describe('readCreditorFile', () => {
  it('reads a valid row, trimming fields, upper-casing the province and formatting the postal code', () => {
    const { rows, rejected } = readCreditorFile(
      file(
        ' Acme Credit ,"12 Bay St, Suite 4",Toronto,on,m5j2j5,(416) 555-0100, 1 800 555 0102 ,French line: 1-800-555-0103., 416.555.0101 ,Yes, Its own page. ,Head office.,https://acme.example',
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
          // Numbers are stored in E.164, whatever way the file writes them.
          phone: '+14165550100',
          toll_free: '+18005550102',
          phone_note: 'French line: 1-800-555-0103.',
          fax: '+14165550101',
          fax_confirmed: true,
          fax_note: 'Its own page.',
          address_note: 'Head office.',
          source: 'https://acme.example',
          // A file without the addressee columns (an older one) addresses letters to the company.
          addressee: '',
          department: '',
        },
      },
    ]);
  });

  it('accepts the columns in any order and empty optional fields (a fax is unconfirmed unless said)', () => {
    const { rows } = readCreditorFile(
      'source,address_note,fax_note,fax_confirmed,fax,phone_note,toll_free,phone,postal_code,province,city,address,company\r\n,,,,416-555-0101,,,,,,,PO Box 1,Beta\r\n',
    );
    expect(rows[0]?.creditor).toEqual({
      company: 'Beta',
      address: 'PO Box 1',
      city: '',
      province: '',
      postal_code: '',
      phone: '',
      toll_free: '',
      phone_note: '',
      fax: '+14165550101',
      fax_confirmed: false,
      fax_note: '',
      address_note: '',
      source: '',
      addressee: '',
      department: '',
    });
  });

  it('reads the organisation a letter addresses and its department, where the file gives them', () => {
    const { rows, rejected } = readCreditorFile(
      'company,address,city,province,postal_code,phone,toll_free,phone_note,fax,fax_confirmed,fax_note,address_note,addressee,department,source\r\n' +
        'Capital One (Canada) - Customer Service (Costco Mastercard),PO Box 503,Toronto,ON,M5W 1A2,,,,,,,, Capital One (Canada) , Customer Service ,https://example.ca\r\n',
    );
    expect(rejected).toEqual([]);
    expect(rows[0]?.creditor).toMatchObject({
      company: 'Capital One (Canada) - Customer Service (Costco Mastercard)',
      addressee: 'Capital One (Canada)',
      department: 'Customer Service',
    });
  });

  it('rejects each bad row with its line and reason, and keeps the good ones', () => {
    const { rows, rejected } = readCreditorFile(
      file(
        ',1 Main St,Toronto,ON,,,,,,,,,',
        'Good One,1 Main St,Toronto,ON,,,,,,,,,',
        'Bad Province,1 Main St,Toronto,Ontario,,,,,,,,,',
        'Bad Postal,1 Main St,Toronto,ON,12345,,,,,,,,',
        'Too few,1 Main St,Toronto',
        `${'x'.repeat(201)},1 Main St,,,,,,,,,,,`,
        'No Address,,Toronto,ON,,,,,,,,,',
        'Good One,1 Main St,Ottawa,ON,,,,,,,,,',
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
      { line: 6, reason: 'expected 13 fields, found 3.' },
      { line: 7, reason: 'company: keep it to 200 characters or fewer.' },
      {
        line: 8,
        reason: 'address: an address is required (it is what the letter is sent to).',
      },
      { line: 9, reason: 'the same company and address as line 3.' },
    ]);
  });

  it('rejects a number column holding anything but one number, with the line and what to do', () => {
    const { rows, rejected } = readCreditorFile(
      file(
        'Noted,1 Main St,,,,,,,905-735-2644 (older complaint page; may be outdated),no,,,',
        'Two,2 Main St,,,,1-877-700-0043 (Toronto 416-933-1700),,,,,,,',
        'Letters,3 Main St,,,,,800-CAISSES,,,,,,',
        'Local,4 Main St,,,,,416-555-0100,,,,,,',
        'Extension,5 Main St,,,,416-555-0100 ext. 12,,,,,,,',
        'Short,6 Main St,,,,,,,555-0142,,,,',
        'Maybe,7 Main St,,,,,,,416-555-0101,maybe,,,',
        'Nothing,8 Main St,,,,,,,,yes,,,',
        `Long Note,9 Main St,,,,,,${'n'.repeat(201)},,,,,`,
      ),
    );
    expect(rows).toEqual([]);
    expect(rejected).toEqual([
      {
        line: 2,
        reason:
          'fax: "905-735-2644 (older complaint page; may be outdated)" is not one fax number (write one number, like 416-555-0142, and anything else in the note column).',
      },
      {
        line: 3,
        reason:
          'phone: "1-877-700-0043 (Toronto 416-933-1700)" is not one phone number (write one number, like 416-555-0142, and anything else in the note column).',
      },
      {
        line: 4,
        reason:
          'toll_free: "800-CAISSES" is not one toll-free number (write one number, like 1-800-555-0199, and anything else in the note column).',
      },
      {
        line: 5,
        reason:
          'toll_free: "416-555-0100" is not a toll-free number (1-800, 833, 844, 855, 866, 877 or 888): put it in the phone column.',
      },
      {
        line: 6,
        reason:
          'phone: "416-555-0100 ext. 12" has an extension: keep the number alone and write the extension in phone_note.',
      },
      {
        line: 7,
        reason:
          'fax: "555-0142" is not one fax number (write one number, like 416-555-0142, and anything else in the note column).',
      },
      { line: 8, reason: 'fax_confirmed: write yes or no (empty is no).' },
      {
        line: 9,
        reason: 'fax_confirmed: there is no fax to confirm (leave it empty or write no).',
      },
      { line: 10, reason: 'phone_note: keep it to 200 characters or fewer.' },
    ]);
  });

  it.each([
    ['an empty file', '', 'the file is empty'],
    [
      'a missing column',
      'company,address,city,province,postal_code,phone,fax,source\r\n',
      'missing toll_free, phone_note, fax_confirmed, fax_note, address_note',
    ],
    ['an unknown column', `${HEADER},email\r\n`, 'unknown "email"'],
    ['a repeated column', `${HEADER},city\r\n`, 'repeated city'],
    [
      'broken quoting',
      `${HEADER}\r\n"Acme,1 Main St,,,,,,,,,,,\r\n`,
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
