import { EQUIFAX, TRANSUNION } from 'shared/contract';
import { describe, expect, it } from 'vitest';
import {
  creditReportRequest,
  creditReportRequestName,
  letterTemplate,
  registeredLetterTypes,
} from '../../src/letters';
import { NBSP } from '../../src/letters/format';
import { ALBERTA, elodie, LETTER_DATE, ONTARIO, wang, YUKON } from './fixtures';

/** The letter's words as a reader sees them (no-break spaces are spaces on paper). */
function prose(paragraphs: string[]): string {
  return paragraphs.join('\n').replaceAll(NBSP, ' ');
}

describe('free credit-report request', () => {
  it('is named per bureau', () => {
    expect(creditReportRequestName('Equifax')).toBe('Credit Report Request - Equifax');
    expect(creditReportRequestName('TransUnion')).toBe('Credit Report Request - TransUnion');
  });

  it('goes to Equifax’s mailing address, never to its unconfirmed fax nor to its dispute form', () => {
    const letter = creditReportRequest(elodie(), 'Equifax', LETTER_DATE);
    expect(letter.title).toBe('Credit Report Request - Equifax');
    expect(letter.recipient).toEqual({
      name: 'Equifax Canada Co.',
      addressLines: ['National Consumer Relations', 'Box 190', 'Montréal QC  H1S 2Z2'],
      fax: null,
      faxNote: null,
    });
    expect(letter.instructions.sendTo.fax).toBeNull();
    // A request of the file is not a dispute: the sources confirm mail for it.
    expect(letter.instructions.sendTo.online).toBeNull();
    expect(letter.instructions.sendTo.mailRules).toEqual([
      'Send copies of your documents, never the originals.',
    ]);
    expect(letter.instructions.sendTo.mailAddress[0]).toBe('Equifax Canada Co.');
  });

  it('is mailed to TransUnion, which publishes no fax', () => {
    const letter = creditReportRequest(elodie(), 'TransUnion', LETTER_DATE);
    expect(letter.recipient.name).toBe('TransUnion Canada');
    expect(letter.recipient.fax).toBeNull();
    expect(letter.instructions.sendTo).toMatchObject({
      online: null,
      mailRules: [
        'Send copies of your documents, never the originals.',
        'Put each document on its own 8½ × 11 sheet.',
      ],
      fax: null,
      faxNote: null,
      mailAddress: [
        'TransUnion Canada',
        '3115 Harvester Road, Suite 201',
        'Burlington ON  L7N 3N8',
      ],
    });
  });

  it('lists the identification each bureau asks for as enclosures and documents to attach', () => {
    for (const bureau of [EQUIFAX, TRANSUNION]) {
      const letter = creditReportRequest(elodie(), bureau.id, LETTER_DATE);
      expect(letter.enclosures).toEqual(
        bureau.identification.documents.map((document) => document.value),
      );
      expect(letter.instructions.documents).toEqual(
        bureau.identification.documents.map((document) => document.value),
      );
    }
    expect(creditReportRequest(elodie(), 'Equifax', LETTER_DATE).enclosures.join(' ')).toMatch(
      /proof of current address dated within the last 90 days/,
    );
  });

  it('asks for the free disclosure by mail and gives the identifying details', () => {
    const letter = creditReportRequest(elodie(), 'Equifax', LETTER_DATE);
    const text = prose(letter.paragraphs);
    expect(letter.subject).toBe('Request for a free copy of my credit file (consumer disclosure)');
    expect(text).toMatch(/free copy of the credit file that Equifax Canada holds about me/);
    expect(text).toMatch(/by mail/);
    expect(text).toContain('Full name: Élodie Côté');
    expect(text).toContain('Date of birth: March 4, 1985');
    expect(text).toContain(
      'Current address: 1234 rue Saint-Denis, Appartement 5, Montréal QC  H2X 3K4',
    );
    expect(text).toContain('Previous address: 88 Queen Street West, Toronto ON  M5H 2N2');
    expect(letter.sender).toEqual({
      fullName: 'Élodie Côté',
      city: 'Montréal',
      addressLines: [
        '1234 rue Saint-Denis',
        'Appartement 5',
        `Montréal QC${NBSP}${NBSP}H2X${NBSP}3K4`,
      ],
      phones: [`Phone: (514)${NBSP}555-0123`, `Cell: (514)${NBSP}555-9876`],
      email: 'elodie.cote@example.ca',
    });
    expect(letter.signatureName).toBe('Élodie Côté');
    expect(letter.date).toBe(LETTER_DATE);
  });

  it('leaves out a previous address that was never filled in', () => {
    const personal = elodie();
    personal.previousAddress = {
      address_line_one: '',
      address_line_two: '',
      city: '',
      province_id: ALBERTA,
      postal_code: '',
    };
    expect(prose(creditReportRequest(personal, 'Equifax', LETTER_DATE).paragraphs)).not.toContain(
      'Previous address',
    );
  });

  it("cites the consumer's provincial credit-reporting statute, and none where none is known", () => {
    const quebec = prose(creditReportRequest(elodie(), 'Equifax', LETTER_DATE).paragraphs);
    expect(quebec).toContain(
      'As a resident of Quebec, I make this request under the Credit Assessment Agents Act, CQLR c A-8.2, and the Act respecting the protection of personal information in the private sector, CQLR c P-39.1, which entitle me',
    );

    const ontarian = elodie();
    ontarian.currentAddress = {
      ...ontarian.currentAddress,
      province_id: ONTARIO,
      postal_code: 'M5V 2T6',
    };
    expect(prose(creditReportRequest(ontarian, 'TransUnion', LETTER_DATE).paragraphs)).toContain(
      'under the Consumer Reporting Act, RSO 1990, c C.33, which entitles me',
    );

    const yukoner = elodie();
    yukoner.currentAddress = {
      ...yukoner.currentAddress,
      province_id: YUKON,
      postal_code: 'Y1A 1A1',
    };
    const yukon = prose(creditReportRequest(yukoner, 'TransUnion', LETTER_DATE).paragraphs);
    expect(yukon).not.toMatch(/resident of|Act/);
  });

  it('follows the postal code when it contradicts the province', () => {
    const personal = elodie();
    personal.currentAddress = {
      ...personal.currentAddress,
      province_id: ALBERTA,
      postal_code: 'M5V 2T6',
    };
    const letter = creditReportRequest(personal, 'Equifax', LETTER_DATE);
    expect(prose(letter.paragraphs)).toContain('As a resident of Ontario');
    expect(letter.sender.addressLines.at(-1)?.replaceAll(NBSP, ' ')).toBe('Montréal ON  M5V 2T6');
  });

  it('omits contact lines the consumer has not given', () => {
    const personal = wang();
    personal.contact = { ...personal.contact, home_phone: '', email: '' };
    const letter = creditReportRequest(personal, 'TransUnion', LETTER_DATE);
    expect(letter.sender.phones).toEqual([]);
    expect(letter.sender.email).toBeNull();
    expect(prose(letter.paragraphs)).toContain('please contact me at the address above');
  });
});

describe('letter registry', () => {
  const credit = letterTemplate('credit_report_request');

  it('registers the free credit-report request in group 0', () => {
    expect(registeredLetterTypes()).toContain('credit_report_request');
    expect(credit?.group).toBe(0);
  });

  it('makes two letters from the empty generate body, Equifax then TransUnion', () => {
    const result = credit?.build({}, wang(), { date: LETTER_DATE });
    expect(result?.ok).toBe(true);
    if (!result?.ok) return;
    expect(result.documents.map((document) => document.title)).toEqual([
      'Credit Report Request - Equifax',
      'Credit Report Request - TransUnion',
    ]);
    expect(result.documents.map((document) => document.recipient.fax)).toEqual([null, null]);
  });

  it('makes one letter when the body names a bureau, and refuses unknown fields', () => {
    const one = credit?.build({ bureau: 'TransUnion' }, wang(), { date: LETTER_DATE });
    expect(one?.ok && one.documents.map((document) => document.title)).toEqual([
      'Credit Report Request - TransUnion',
    ]);
    expect(credit?.build({ bureau: 'Experian' }, wang(), { date: LETTER_DATE }).ok).toBe(false);
    expect(credit?.build({ password: 'x' }, wang(), { date: LETTER_DATE }).ok).toBe(false);
  });
});
