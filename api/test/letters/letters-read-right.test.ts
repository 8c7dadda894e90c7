import { EQUIFAX, type LetterType } from 'shared/contract';
import { describe, expect, it } from 'vitest';
import {
  type LetterDocument,
  type LetterPersonalData,
  letterTemplate,
  renderLetterPdf,
} from '../../src/letters';
import { typedAddressLines } from '../../src/letters/recipients';
import { escalationLetter } from '../../src/letters/templates/escalation';
import { type FollowUpFacts, followUpLetter } from '../../src/letters/templates/follow-up';
import { elodie, LETTER_DATE, pdfText, squeeze } from './fixtures';

/**
 * Details a careful reader of a letter notices: the place named as English names it, French
 * contractions and line breaks, one full stop, and no instruction to the consumer inside the
 * letter itself.
 */

const NORTHWEST_TERRITORIES = 5;

function yellowknife(): LetterPersonalData {
  const person = elodie();
  return {
    ...person,
    contact: { ...person.contact, first_name: 'Mary', last_name: 'Kodakin' },
    currentAddress: {
      address_line_one: '4910 50th Avenue',
      address_line_two: '',
      city: 'Yellowknife',
      province_id: NORTHWEST_TERRITORIES,
      postal_code: 'X1A 2P3',
    },
  };
}

const prose = (letter: LetterDocument) => letter.paragraphs.join('\n');
/** The prose as a reader sees it: a no-break space is a space on paper. */
const plain = (letter: LetterDocument) => prose(letter).replace(/\u00a0/g, ' ');

function built(
  type: LetterType,
  body: object,
  personal: LetterPersonalData,
  language: 'en' | 'fr',
): LetterDocument[] {
  const result = letterTemplate(type)?.build({ ...body, language }, personal, {
    date: LETTER_DATE,
  });
  if (!result?.ok) throw new Error(`${type} did not build`);
  return result.documents;
}

describe('the Northwest Territories', () => {
  it('take their article in an English sentence', () => {
    const complaint = escalationLetter(
      {
        kind: 'consumer_office_complaint',
        bureau: EQUIFAX,
        first: {
          type: 'credit_report_request',
          name: 'Credit Report Request - Equifax',
          date: '2026-01-05',
          sentOn: '2026-01-06',
          sentBy: 'mail',
          outcome: 'no_reply',
          resolvedOn: '2026-02-06',
          replyDue: '2026-02-05',
        },
      },
      yellowknife(),
      LETTER_DATE,
    );
    expect(prose(complaint)).toContain('I live in the Northwest Territories, and I am filing');
    expect(prose(complaint)).not.toMatch(/in Northwest Territories/);
  });
});

describe('a French letter', () => {
  const followUpFacts: FollowUpFacts = {
    first: {
      type: 'credit_report_request',
      name: 'Demande de dossier de crédit – Équifax',
      date: '2026-09-23',
      sentOn: '2026-09-23',
      sentBy: 'mail',
      outcome: null,
      resolvedOn: null,
      daysSinceSent: 73,
    },
    replyDays: 30,
    recipient: { name: 'Equifax Canada Co.', addressLines: [], fax: null, faxNote: null },
    sendTo: { online: null, mailRules: [], fax: null, faxNote: null, mailAddress: [] },
    recipientKind: 'credit-bureau',
  };

  it('opens no sentence with digits, and keeps a date on one line', () => {
    const letter = followUpLetter(followUpFacts, elodie(), '2026-12-05', 'fr');
    const text = prose(letter);
    expect(text).toContain(
      'Il s’est écoulé 73\u00a0jours depuis mon envoi, et je n’ai reçu aucune réponse.',
    );
    expect(text).not.toMatch(/(^|[.!?]\s)\d/m);
    expect(text).toContain('ma lettre du 23\u00a0septembre\u00a02026');
  });

  it('contracts « de le » before a statute: « en vertu du Code civil du Québec »', () => {
    const letters = built(
      'statute_barred_account',
      {
        account_name: 'Vieux compte de téléphone',
        account_number: 'RG-5550001',
        last_payment_date: '2017-05-31',
        creditor_id: null,
        creditor_name: 'Recouvrements Nord inc.',
        creditor_street_address: '1 rue Principale',
        creditor_city: 'Laval',
        creditor_province: 'Quebec',
        creditor_postal_code: 'H7N 1A1',
        creditor_fax: '',
      },
      elodie(),
      'fr',
    );
    const text = letters.map(prose).join('\n');
    expect(text).toContain('du Code civil du Québec');
    // « de le supprimer » is right French: only « de le » before a name is wrong.
    expect(text).not.toMatch(/\bde le (?!supprimer|retirer|déclarer|faire|corriger)/);
  });
});

describe('a sentence that ends with a name ending in a period', () => {
  it('has one full stop: “Suncor Energy Inc.”', () => {
    const [letter] = built(
      'error_of_employment',
      {
        current_employer: 'Suncor Energy Inc.',
        previous_employer: 'Acme Foods',
        bureau: 'Equifax',
      },
      elodie(),
      'en',
    );
    if (!letter) throw new Error('no letter');
    expect(prose(letter)).toContain('My current employer is Suncor Energy Inc.\n');
    expect(prose(letter)).not.toContain('Inc..');
  });
});

describe('the recipient block', () => {
  it('tells the consumer nothing: no “send by mail” inside the letter', async () => {
    const letters = built(
      'statute_barred_account',
      {
        account_name: 'Old Phone Bill',
        account_number: 'RG-5550001',
        last_payment_date: '2017-05-31',
        creditor_id: null,
        creditor_name: 'Collectcents Inc.',
        creditor_street_address: '1 Yonge Street, Suite 300',
        creditor_city: 'Toronto',
        creditor_province: 'Ontario',
        creditor_postal_code: 'M5E 1E5',
        creditor_fax: '',
      },
      elodie(),
      'en',
    );
    const toCollector = letters.find((letter) => letter.recipient.name === 'Collectcents Inc.');
    if (!toCollector) throw new Error('no letter to the collector');
    const text = squeeze(pdfText(await renderLetterPdf(toCollector)));
    expect(text).toContain('SEND BY MAIL TO');
    expect(text).not.toContain('send by mail');
    expect(text).not.toContain('none published');
  });
});

describe('the law a letter cites', () => {
  const complaintFacts = {
    kind: 'privacy_complaint' as const,
    bureau: EQUIFAX,
    first: {
      type: 'error_of_name' as const,
      name: 'Name Correction - Equifax',
      date: '2026-01-05',
      sentOn: '2026-01-06',
      sentBy: 'mail' as const,
      outcome: 'no_reply' as const,
      resolvedOn: '2026-02-06',
      replyDue: '2026-02-05',
    },
  };

  it('is the federal privacy law in a bureau letter where the territory has no credit-reporting law', () => {
    const body = {
      correct_name: 'Mary Kodakin',
      incorrect_name: 'Mary Kodakine',
      bureau: 'Equifax',
    };
    const [english] = built('error_of_name', body, yellowknife(), 'en');
    const [french] = built('error_of_name', body, yellowknife(), 'fr');
    if (!english || !french) throw new Error('no letter');
    expect(plain(english)).toContain(
      'under the Personal Information Protection and Electronic Documents Act, SC 2000, c 5, whose Schedule 1',
    );
    expect(plain(english)).toContain('(clause 4.6)');
    expect(plain(english)).toContain('(clause 4.9.5)');
    expect(plain(french)).toContain(
      'en vertu de la Loi sur la protection des renseignements personnels et les documents électroniques, LC 2000, ch 5',
    );
  });

  it('is, in a privacy complaint, the law the commissioner it goes to enforces', () => {
    const lawOf = (personal: LetterPersonalData) =>
      plain(escalationLetter(complaintFacts, personal, LETTER_DATE));
    expect(lawOf(yellowknife())).toContain(
      'I rely on the Personal Information Protection and Electronic Documents Act, SC 2000, c 5, which your office oversees.',
    );
    const vancouver = {
      ...yellowknife(),
      currentAddress: { ...yellowknife().currentAddress, province_id: 1, postal_code: 'V6Z 2E7' },
    };
    expect(lawOf(vancouver)).toContain(
      'I rely on the Personal Information Protection Act, which your office oversees.',
    );
    expect(lawOf(elodie())).toContain(
      'I rely on the Act respecting the protection of personal information in the private sector, CQLR c P-39.1, which your office oversees.',
    );
  });
});

describe('French instructions', () => {
  it('describe the bureau’s dispute page in French, its English title given as the site shows it', async () => {
    const [letter] = built(
      'error_of_name',
      { correct_name: 'Élodie Côté', incorrect_name: 'Elodie Cote', bureau: 'Equifax' },
      elodie(),
      'fr',
    );
    if (!letter) throw new Error('no letter');
    const text = squeeze(pdfText(await renderLetterPdf(letter))).replace(/\s+/g, ' ');
    expect(text).toContain(
      'Allez sur equifax.ca et ouvrez sa page de contestation du dossier de crédit (intitulée « Dispute your credit report » sur le site en anglais).',
    );
  });
});

describe('a Québec address in a French letter', () => {
  it('is in its French postal form: « 425, avenue Viger Ouest », « Montréal », « C.P. »', () => {
    const desjardins = typedAddressLines(
      {
        street: '425 Viger Avenue West',
        city: 'Montreal',
        province: 'Quebec',
        postalCode: 'H2Z 1W5',
      },
      'fr',
    );
    expect(desjardins.map(squeeze)).toEqual([
      '425, avenue Viger Ouest',
      'Montréal (Québec) H2Z 1W5',
    ]);
    const laurentian = typedAddressLines(
      {
        street: '1360 René-Lévesque Blvd. West',
        city: 'Montreal',
        province: 'Quebec',
        postalCode: '',
      },
      'fr',
    );
    expect(laurentian[0]).toBe('1360, boulevard René-Lévesque Ouest');
    // Already French, or no street type: kept as written.
    for (const street of ['612, rue Saint-Jacques', '1 Carrefour Alexander-Graham-Bell']) {
      expect(
        typedAddressLines(
          { street, city: 'Montreal', province: 'Quebec', postalCode: '' },
          'fr',
        )[0],
      ).toBe(street);
    }
    // A box is « C.P. » in any French letter; an English letter keeps the English form.
    const cibc = {
      street: 'P.O. Box 15, Station A',
      city: 'Toronto',
      province: 'Ontario',
      postalCode: 'M5W 1A2',
    };
    expect(typedAddressLines(cibc, 'fr')[0]).toBe('C.P. 15, succursale A');
    expect(typedAddressLines(cibc, 'en')[0]).toBe('P.O. Box 15, Station A');
    expect(typedAddressLines({ ...cibc, province: 'Quebec' }, 'en')[0]).toBe(
      'P.O. Box 15, Station A',
    );
  });
});
