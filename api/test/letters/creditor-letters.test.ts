import { type LetterBodies, type LetterType, letterMessages } from 'shared/contract';
import { describe, expect, it } from 'vitest';
import {
  type LetterAccount,
  type LetterBuildOptions,
  type LetterCreditor,
  type LetterDocument,
  type LetterPersonalData,
  letterTemplate,
} from '../../src/letters';
import { NBSP } from '../../src/letters/format';
import { elodie, LETTER_DATE, ONTARIO, YUKON } from './fixtures';

/** Province id of PEI in the contract. */
const PEI = 9;

const ACCOUNT: LetterAccount = {
  account_name: 'TD Visa Infinite',
  full_account_number: '4520 1234 5678 9012',
  credit_limit: 5000,
  account_association: 'Individual',
  account_type: 'Credit card',
  account_status: 'Open',
  correct_credit_balance: 1234.56,
  reported_credit_balance: 2234.56,
  number_of_late_payments: 1,
  date_of_last_activity: '2025-11-02',
  date_opened: '2019-04-01',
};

const DIRECTORY_CREDITOR: LetterCreditor = {
  id: '0f2c8d1e-4b6a-4c1e-9a7b-3d2e1f0a9b8c',
  company: 'Capital One (Canada)',
  address: '161 Bay Street, Suite 1800',
  city: 'Toronto',
  province: 'Ontario',
  postal_code: 'm5j2s1',
  fax: '',
  fax_confirmed: false,
};

const FULL_OPTIONS: LetterBuildOptions = {
  date: LETTER_DATE,
  language: 'en',
  account: ACCOUNT,
  creditor: DIRECTORY_CREDITOR,
};

const CREDITOR_FIELDS = {
  creditor_name: 'Collectcents Inc.',
  creditor_street_address: '1 Yonge Street, Suite 300',
  creditor_city: 'Toronto',
  creditor_province: 'Ontario',
  creditor_postal_code: 'm5e1e5',
  creditor_fax: '(416) 555-0199',
} as const;

const ACCOUNT_ID = '6a1f0c2e-8d4b-4e3a-9c7d-1b2a3c4d5e6f';

/** A first payment date the contract accepts whenever the test runs: January 15 next year. */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const FIRST_PAYMENT = `${NEXT_YEAR}-01-15`;

const BODIES: { [Type in MyType]: LetterBodies[Type] } = {
  unauthorized_inquiry: { ...CREDITOR_FIELDS, creditor_fax: '', creditor_amount: 1500 },
  account_corrections: {
    account_id: ACCOUNT_ID,
    adjusted_balance_amount: 1234.56,
    consumer_reporting_agency: 'Equifax',
    cra_description: 'The balance still counts a purchase I returned in January.',
    // As the form fills it from the bureau reference data.
    cra_street_address: 'National Consumer Relations, Box 190',
    cra_city: 'Montréal',
    cra_province: 'Quebec',
    cra_postal_code: 'H1S 2Z2',
    cra_fax: '(514) 355-8502',
    password: 'a password',
  },
  remove_late_payment: {
    account_name: 'Rogers Mastercard',
    account_number: '5191230045678',
    cra_city: 'Burlington',
    cra_description: '',
    cra_fax: '',
    cra_name: 'TransUnion Canada',
    cra_postal_code: 'L7N 3N8',
    cra_province: 'Ontario',
    cra_street_address: '3115 Harvester Road, Suite 201',
    past_due_payment: 87.5,
  },
  does_not_have_account: { account_number: 'ACC-998877', creditor_id: DIRECTORY_CREDITOR.id },
  dispute_creditor: {
    step: 4,
    ...CREDITOR_FIELDS,
    creditor_id: null,
    creditor_phone: '(416) 555-0100',
    creditor_toll_free: '1-888-555-0100',
    creditor_email: 'disputes@collectcents.example',
    account_id: ACCOUNT_ID,
    creditor_reference_number: 'CC-2026-0042',
    original_creditor: 'Rogers Communications',
    creditor_comments: 'I closed this account in 2021 and paid the final bill.',
    password: 'a password',
  },
  offer_a_settlement: {
    step: 4,
    ...CREDITOR_FIELDS,
    account_id: ACCOUNT_ID,
    creditor_reference_number: 'CC-2026-0042',
    payment_method: 'payments',
    creditor_amount: 1234.56,
    creditor_balance: 2469.12,
    instalment_amount: 205.76,
    instalment_frequency: 'monthly',
    instalment_count: 6,
    first_payment_date: FIRST_PAYMENT,
    password: 'a password',
  },
  accept_a_settlement: {
    step: 4,
    ...CREDITOR_FIELDS,
    account_id: ACCOUNT_ID,
    creditor_reference_number: 'CC-2026-0042',
    payment_method: 'lump_sum',
    creditor_amount: 999.99,
    creditor_balance: 2234.56,
    password: 'a password',
  },
};

type MyType =
  | 'unauthorized_inquiry'
  | 'account_corrections'
  | 'remove_late_payment'
  | 'does_not_have_account'
  | 'dispute_creditor'
  | 'offer_a_settlement'
  | 'accept_a_settlement';

const MY_TYPES = Object.keys(BODIES) as MyType[];

/** Builds one letter type's documents, failing the test on a schema error. */
function build<Type extends MyType>(
  type: Type,
  body: LetterBodies[Type] | undefined = undefined,
  personal: LetterPersonalData = elodie(),
  options: LetterBuildOptions = FULL_OPTIONS,
): LetterDocument[] {
  const template = letterTemplate(type);
  if (!template) throw new Error(`${type} is not registered`);
  const result = template.build(body ?? BODIES[type], personal, options);
  if (!result.ok)
    throw new Error(JSON.stringify('refused' in result ? result.refused : result.error.issues));
  return result.documents;
}

function only(documents: LetterDocument[]): LetterDocument {
  expect(documents).toHaveLength(1);
  const [document] = documents;
  if (!document) throw new Error('no document');
  return document;
}

function letter<Type extends MyType>(
  type: Type,
  body?: LetterBodies[Type],
  personal?: LetterPersonalData,
  options?: LetterBuildOptions,
): LetterDocument {
  return only(build(type, body, personal, options));
}

/** Everything a reader sees in the letter body (no-break spaces are spaces on paper). */
function prose(document: LetterDocument): string {
  return [document.subject, ...document.paragraphs].join('\n').replaceAll(NBSP, ' ');
}

function lines(list: readonly string[]): string[] {
  return list.map((line) => line.replaceAll(NBSP, ' '));
}

/** A consumer living elsewhere (the statutes follow the current address). */
function livingIn(province_id: number, postal_code: string): LetterPersonalData {
  const person = elodie();
  return { ...person, currentAddress: { ...person.currentAddress, province_id, postal_code } };
}

const ontarian = () => livingIn(ONTARIO, 'M5H 2N2');

describe('creditor and agency letters: registry', () => {
  it('registers the five repair letters in group 1 and the two settlement letters in group 2', () => {
    const groups = Object.fromEntries(
      MY_TYPES.map((type) => [type, letterTemplate(type as LetterType)?.group]),
    );
    expect(groups).toEqual({
      unauthorized_inquiry: 1,
      account_corrections: 1,
      remove_late_payment: 1,
      does_not_have_account: 1,
      dispute_creditor: 1,
      offer_a_settlement: 2,
      accept_a_settlement: 2,
    });
  });

  it('names each letter by kind and recipient', () => {
    expect(MY_TYPES.map((type) => letter(type).title)).toEqual([
      'Unauthorized Inquiry - Collectcents Inc.',
      'Account Correction - Equifax',
      'Late Payment Removal - TransUnion Canada',
      'Not My Account - Capital One (Canada)',
      'Debt Dispute - Collectcents Inc.',
      'Settlement Offer - Collectcents Inc.',
      'Settlement Acceptance - Collectcents Inc.',
    ]);
  });

  it('never cites United States law', () => {
    for (const type of MY_TYPES) {
      for (const personal of [elodie(), ontarian(), livingIn(YUKON, 'Y1A 1A1')]) {
        const text = prose(letter(type, undefined, personal));
        expect(text).not.toMatch(/FCRA|FDCPA|\b609\b|Fair Credit|Fair Debt|validation/i);
      }
    }
  });

  it('is signed by the consumer, dated with the request date, with the instructions matching the enclosures', () => {
    for (const type of MY_TYPES) {
      const document = letter(type);
      expect(document.signatureName).toBe('Élodie Côté');
      expect(document.sender.fullName).toBe('Élodie Côté');
      expect(document.date).toBe(LETTER_DATE);
      expect(document.instructions.documents).toEqual(document.enclosures);
    }
  });

  it('fails (so the route answers -1001) when the generate service did not load the account or creditor', () => {
    const bare: LetterBuildOptions = { date: LETTER_DATE, language: 'en' };
    for (const type of [
      'account_corrections',
      'dispute_creditor',
      'offer_a_settlement',
      'accept_a_settlement',
    ] as const) {
      expect(() => build(type, undefined, undefined, bare)).toThrow(/account/);
    }
    expect(() => build('does_not_have_account', undefined, undefined, bare)).toThrow(/creditor/);
  });
});

describe('unauthorized_inquiry (to the creditor of the form)', () => {
  it('is addressed to the typed creditor and mailed when the fax is empty', () => {
    const document = letter('unauthorized_inquiry');
    expect(document.recipient).toEqual({
      name: 'Collectcents Inc.',
      addressLines: ['1 Yonge Street, Suite 300', `Toronto ON${NBSP}${NBSP}M5E${NBSP}1E5`],
      fax: null,
      faxNote: null,
    });
    expect(document.instructions.sendTo).toEqual({
      online: null,
      mailRules: [],
      fax: null,
      faxNote: null,
      mailAddress: [
        'Collectcents Inc.',
        '1 Yonge Street, Suite 300',
        `Toronto ON${NBSP}${NBSP}M5E${NBSP}1E5`,
      ],
    });
  });

  it('goes by fax when the form has one', () => {
    const document = letter('unauthorized_inquiry', {
      ...BODIES.unauthorized_inquiry,
      creditor_fax: '(416) 555-0199',
    });
    expect(document.recipient.fax).toBe('(416) 555-0199');
    expect(document.instructions.sendTo.fax).toBe('(416) 555-0199');
  });

  it('asks for proof of consent or removal of the inquiry within 30 days, with the date', () => {
    const text = prose(letter('unauthorized_inquiry'));
    expect(text).toContain('I did not authorize you to obtain my credit report');
    expect(text).toContain('signed consent');
    expect(text).toContain(
      'ask Equifax Canada and TransUnion Canada to remove this inquiry from my credit file',
    );
    expect(text).toContain('within 30 days of the date of this letter, that is by April 4, 2026');
    expect(text).toContain('Canadian Anti-Fraud Centre (1-888-495-8501)');
  });

  it('ends the sentence once after a creditor name that ends with a full stop', () => {
    const text = prose(letter('unauthorized_inquiry'));
    expect(text).toContain('an inquiry made by Collectcents Inc. I did not apply');
    expect(text).not.toContain('Inc..');
  });

  it('states the amount in CAD only when there is one', () => {
    expect(prose(letter('unauthorized_inquiry'))).toContain('It relates to credit of $1,500.00.');
    const none = letter('unauthorized_inquiry', {
      ...BODIES.unauthorized_inquiry,
      creditor_amount: 0,
    });
    expect(prose(none)).not.toContain('relates to credit');
  });

  it("cites the consumer's credit-reporting law, and none where the province has none", () => {
    expect(prose(letter('unauthorized_inquiry', undefined, ontarian()))).toContain(
      'As a resident of Ontario, I note that the Consumer Reporting Act, RSO 1990, c C.33, governs credit reporting in Ontario',
    );
    expect(
      prose(letter('unauthorized_inquiry', undefined, livingIn(YUKON, 'Y1A 1A1'))),
    ).not.toContain('As a resident');
  });

  it('encloses the two IDs of spec section 2 and the credit report page', () => {
    expect(letter('unauthorized_inquiry').enclosures).toEqual([
      'Copy of a government-issued photo identification showing my current address, front and back',
      'Copy of a second government-issued identification, front and back',
      'Copy of the page of my credit report that shows the inquiry',
    ]);
  });
});

describe('account_corrections (to the chosen agency)', () => {
  it("is addressed to the bureau's mailing name and the address of the form, the bureau's department on its own line", () => {
    const document = letter('account_corrections');
    expect(document.recipient.name).toBe('Equifax Canada Co.');
    expect(lines(document.recipient.addressLines)).toEqual([
      'National Consumer Relations',
      'Box 190',
      'Montréal QC  H1S 2Z2',
    ]);
    expect(lines(document.instructions.sendTo.mailAddress)).toEqual([
      'Equifax Canada Co.',
      'National Consumer Relations',
      'Box 190',
      'Montréal QC  H1S 2Z2',
    ]);
  });

  it("prints the consumer's description of the error in the body, under the facts, never in the address", () => {
    const description = 'The balance still counts a purchase I returned in January.';
    for (const type of ['account_corrections', 'remove_late_payment'] as const) {
      const document = letter(type, { ...BODIES[type], cra_description: description } as never);
      expect(document.recipient.addressLines.join(' ')).not.toContain('purchase I returned');
      expect(document.instructions.sendTo.mailAddress.join(' ')).not.toContain('purchase');
      const facts = document.paragraphs.findIndex((paragraph) => paragraph.startsWith('Account:'));
      expect(document.paragraphs[facts + 1]).toBe(`In my own words: “${description}”`);
      const silent = letter(type, { ...BODIES[type], cra_description: ' ' } as never);
      expect(prose(silent)).not.toContain('In my own words');
    }
  });

  it("never offers Equifax's unconfirmed fax, even when the form kept it: online first, then mail", () => {
    const document = letter('account_corrections');
    expect(document.recipient.fax).toBeNull();
    expect(document.instructions.sendTo.fax).toBeNull();
    expect(document.instructions.sendTo.online?.site).toBe('equifax.ca');
    expect(document.instructions.sendTo.mailAddress[0]).toBe('Equifax Canada Co.');
  });

  it('names the account by its last four digits, the reported and the correct balance, and asks for a corrected file within 30 days', () => {
    const text = prose(letter('account_corrections'));
    expect(text).toContain('Account: TD Visa Infinite');
    expect(text).toContain('Account number: •••• 9012');
    expect(text).not.toContain('4520 1234 5678 9012');
    expect(text).toContain('Balance in my credit file: $2,234.56');
    expect(text).toContain('Correct balance: $1,234.56');
    expect(text).toContain('investigate this entry with the creditor and correct the balance');
    expect(text).toContain('by April 4, 2026');
  });

  it('leaves the reported balance out when it equals the correct one', () => {
    const document = letter('account_corrections', undefined, undefined, {
      ...FULL_OPTIONS,
      account: { ...ACCOUNT, reported_credit_balance: 1234.56 },
    });
    expect(prose(document)).not.toContain('Balance in my credit file');
  });

  it("cites the consumer's credit-reporting law, or the federal privacy law where there is none", () => {
    expect(prose(letter('account_corrections'))).toContain(
      'As a resident of Quebec, I make this request under the Credit Assessment Agents Act, CQLR c A-8.2, and the Act respecting the protection of personal information in the private sector, CQLR c P-39.1, which govern credit reporting in Quebec',
    );
    expect(prose(letter('account_corrections', undefined, livingIn(PEI, 'C1A 4P3')))).toContain(
      'I make this request under the Personal Information Protection and Electronic Documents Act, SC 2000, c 5, whose Schedule 1 requires personal information to be as accurate, complete and up to date as its purposes need (clause 4.6), and information shown to be inaccurate to be amended (clause 4.9.5).',
    );
  });

  it("encloses the bureau's identification and proof of the correct balance", () => {
    expect(letter('account_corrections').enclosures).toEqual([
      'Copy of a government-issued photo identification, front and back',
      'Copy of a second government-issued identification, front and back',
      'Copy of a proof of current address dated within the last 90 days (a bill or a statement)',
      'Copy of a recent statement or proof of payment showing the correct balance of $1,234.56',
    ]);
  });
});

describe('remove_late_payment (to the agency named in the form)', () => {
  it('is addressed to the typed agency and mailed when its fax is empty', () => {
    const document = letter('remove_late_payment');
    expect(document.recipient.name).toBe('TransUnion Canada');
    expect(lines(document.recipient.addressLines)).toEqual([
      '3115 Harvester Road, Suite 201',
      'Burlington ON  L7N 3N8',
    ]);
    expect(document.recipient.fax).toBeNull();
    expect(document.instructions.sendTo.fax).toBeNull();
  });

  it('asks to remove the late payment of the account, in CAD', () => {
    const text = prose(letter('remove_late_payment'));
    expect(text).toContain('Account: Rogers Mastercard');
    expect(text).toContain('Account number: •••• 5678');
    expect(text).not.toContain('5191230045678');
    expect(text).toContain('Payment reported as late: $87.50');
    expect(text).toContain('remove the late payment from my credit file');
  });

  it("encloses TransUnion's identification for TransUnion, the spec's two IDs for another agency", () => {
    expect(letter('remove_late_payment').enclosures.slice(0, 2)).toEqual([
      'Photocopy of a first piece of identification, both sides',
      'Photocopy of a second piece of identification, both sides',
    ]);
    const other = letter('remove_late_payment', {
      ...BODIES.remove_late_payment,
      cra_name: 'Another Agency Ltd.',
    });
    expect(other.enclosures[0]).toBe(
      'Copy of a government-issued photo identification showing my current address, front and back',
    );
    expect(lines(other.enclosures).at(-1)).toBe(
      'Copy of a statement or receipt showing that the payment of $87.50 was made on time',
    );
  });
});

describe('does_not_have_account (to the directory creditor)', () => {
  it('is addressed to the directory creditor, mailed when it publishes no fax', () => {
    const document = letter('does_not_have_account');
    expect(document.recipient).toEqual({
      name: 'Capital One (Canada)',
      addressLines: ['161 Bay Street, Suite 1800', `Toronto ON${NBSP}${NBSP}M5J${NBSP}2S1`],
      fax: null,
      faxNote: null,
    });
  });

  it('faxes the directory creditor when it has a confirmed fax', () => {
    const document = letter('does_not_have_account', undefined, undefined, {
      ...FULL_OPTIONS,
      creditor: { ...DIRECTORY_CREDITOR, fax: '+18665550142', fax_confirmed: true },
    });
    expect(document.recipient.fax).toBe('1-866-555-0142');
  });

  it('asks for each part a directory entry lacks, and is mailed to the address the consumer completed', () => {
    const messages = {
      city: letterMessages.creditorCity,
      province: letterMessages.provinceRequired,
      postal_code: letterMessages.creditorPostalCode,
    };
    for (const missing of ['city', 'province', 'postal_code'] as const) {
      const creditor = { ...DIRECTORY_CREDITOR, [missing]: '' };
      const built = letterTemplate('does_not_have_account')?.build(
        BODIES.does_not_have_account,
        elodie(),
        { date: LETTER_DATE, creditor },
      );
      expect(built, missing).toEqual({
        ok: false,
        refused: { [`creditor_${missing}`]: messages[missing] },
      });
    }
    const completed = letter(
      'does_not_have_account',
      {
        ...BODIES.does_not_have_account,
        creditor_street_address: '800 Saint-Jacques Street West',
        creditor_city: 'Montreal',
        creditor_province: 'Quebec',
        creditor_postal_code: 'H3B 1Y2',
      },
      undefined,
      { ...FULL_OPTIONS, creditor: { ...DIRECTORY_CREDITOR, postal_code: '' } },
    );
    expect(lines(completed.recipient.addressLines)).toEqual([
      '800 Saint-Jacques Street West',
      'Montreal QC  H3B 1Y2',
    ]);
  });

  it("is named by the directory's company, without the department the directory appends", () => {
    const document = letter('does_not_have_account', undefined, undefined, {
      ...FULL_OPTIONS,
      creditor: {
        ...DIRECTORY_CREDITOR,
        company: 'Capital One (Canada) - Customer Service (Capital One Mastercard)',
      },
    });
    expect(document.title).toBe('Not My Account - Capital One (Canada)');
    expect(document.recipient.name).toBe(
      'Capital One (Canada) - Customer Service (Capital One Mastercard)',
    );
  });

  it('says the consumer never opened the account, asks to stop reporting it and tell the bureaus', () => {
    const text = prose(letter('does_not_have_account'));
    expect(text).toContain('Account number: ACC-998877');
    expect(text).toContain('I have never opened this account');
    expect(text).toContain('stop reporting it in my name');
    expect(text).toContain('ask Equifax Canada and TransUnion Canada to delete it');
    expect(text).toContain('identity theft');
    expect(text).toContain('Canadian Anti-Fraud Centre');
    expect(text).toContain('by April 4, 2026');
  });

  it("reminds a collector of the consumer's collection law", () => {
    expect(prose(letter('does_not_have_account', undefined, ontarian()))).toContain(
      'the Collection and Debt Settlement Services Act, RSO 1990, c C.14, governs how you may collect it from me',
    );
  });
});

describe('dispute_creditor (to the creditor of the form)', () => {
  it('prints the phone, toll-free and email lines in the recipient block, not in the mail address', () => {
    const document = letter('dispute_creditor');
    expect(lines(document.recipient.addressLines)).toEqual([
      '1 Yonge Street, Suite 300',
      'Toronto ON  M5E 1E5',
      'Phone: (416) 555-0100',
      'Toll-free: 1-888-555-0100',
      'Email: disputes@collectcents.example',
    ]);
    expect(document.recipient.fax).toBe('(416) 555-0199');
    expect(lines(document.instructions.sendTo.mailAddress)).toEqual([
      'Collectcents Inc.',
      '1 Yonge Street, Suite 300',
      'Toronto ON  M5E 1E5',
    ]);
  });

  it('leaves out the contact lines the user left empty', () => {
    const document = letter('dispute_creditor', {
      ...BODIES.dispute_creditor,
      creditor_phone: '',
      creditor_toll_free: '',
      creditor_email: '',
    });
    expect(lines(document.recipient.addressLines)).toEqual([
      '1 Yonge Street, Suite 300',
      'Toronto ON  M5E 1E5',
    ]);
  });

  it('is made only to a whole mailing address: no letter without the province or postal code', () => {
    const built = letterTemplate('dispute_creditor')?.build(
      { ...BODIES.dispute_creditor, creditor_province: '', creditor_postal_code: '' },
      elodie(),
      { date: LETTER_DATE },
    );
    expect(built?.ok).toBe(false);
  });

  it('asks to substantiate the debt before paying: original creditor, account, reference, amount and agreement', () => {
    const text = prose(letter('dispute_creditor'));
    expect(text).toContain('Original creditor: Rogers Communications');
    expect(text).toContain('Account: TD Visa Infinite');
    expect(text).toContain('Account number: 4520 1234 5678 9012');
    expect(text).toContain('Your reference number: CC-2026-0042');
    expect(text).toContain('Before I pay anything');
    expect(text).toContain('how it was calculated');
    expect(text).toContain('signed agreement');
    expect(text).toContain('by April 4, 2026');
    expect(text).toContain('without any admission of liability');
  });

  it('includes the comments only when given', () => {
    expect(prose(letter('dispute_creditor'))).toContain(
      'My comments: I closed this account in 2021 and paid the final bill.',
    );
    const none = letter('dispute_creditor', { ...BODIES.dispute_creditor, creditor_comments: '' });
    expect(prose(none)).not.toContain('My comments');
  });

  it("reminds collectors of the consumer's provincial collection law, PEI's by its full name", () => {
    expect(prose(letter('dispute_creditor'))).toContain(
      'I live in Quebec. If you are a collection agency, or collect this debt for someone else, the Act respecting the collection of certain debts, CQLR c R-2.2, governs how you may collect it from me',
    );
    expect(prose(letter('dispute_creditor', undefined, livingIn(PEI, 'C1A 4P3')))).toContain(
      'I live in Prince Edward Island. If you are a collection agency, or collect this debt for someone else, the Collection Agencies Act, RSPEI 1988, c C-11, governs',
    );
  });
});

describe('settlement letters (to the creditor of the form)', () => {
  it('offer: the amount in CAD as full and final settlement, by payments, with the account and reference', () => {
    const text = prose(letter('offer_a_settlement'));
    expect(text).toContain(
      `I offer to pay $1,234.56 in full and final settlement of this account, in 6 payments of $205.76, one every month, the first on January 15, ${NEXT_YEAR}.`,
    );
    expect(text).toContain('Balance you claim: $2,469.12');
    expect(text).toContain(
      'payments totalling $1,234.56, on the schedule above, are accepted in full and final settlement',
    );
    expect(text).toContain('Account: TD Visa Infinite');
    expect(text).toContain('Account number: 4520 1234 5678 9012');
    expect(text).toContain('Your reference number: CC-2026-0042');
    expect(text).toContain('This offer remains open until April 4, 2026.');
  });

  it('offer by lump sum says so', () => {
    const document = letter('offer_a_settlement', {
      ...BODIES.offer_a_settlement,
      payment_method: 'lump_sum',
    });
    expect(prose(document)).toContain('in a single lump-sum payment');
  });

  it('acceptance: accepts the creditor offer of the amount, paid as a lump sum', () => {
    const text = prose(letter('accept_a_settlement'));
    expect(text).toContain(
      'I accept your offer to settle this account for $999.99 in full and final settlement. I will pay this amount in a single lump-sum payment',
    );
    expect(text).not.toContain('remains open');
  });

  it('both require written confirmation before any payment that the amount settles in full and how it will be reported', () => {
    for (const type of ['offer_a_settlement', 'accept_a_settlement'] as const) {
      const text = prose(letter(type));
      expect(text).toContain('Before I make any payment, I need your written confirmation');
      expect(text).toMatch(/accepted in full and final settlement of this account/);
      expect(text).toContain(
        'report the account to Equifax Canada and TransUnion Canada as settled, preferably as paid in full',
      );
      expect(text).toContain('I will make no payment until I receive that confirmation');
      expect(text).toContain('without any admission of liability');
      expect(letter(type).recipient.fax).toBe('(416) 555-0199');
    }
  });

  it("asks for Quebec's release only from a Quebec consumer", () => {
    expect(prose(letter('offer_a_settlement'))).toContain('within 10 days, a release showing');
    expect(prose(letter('offer_a_settlement', undefined, ontarian()))).not.toContain('a release');
  });

  it('states the balance the creditor claims, as its claim, beside the amount, and admits nothing', () => {
    const text = prose(letter('accept_a_settlement'));
    expect(text).toContain('Balance you claim: $2,234.56');
    expect(text).toContain('for $999.99 in full and final settlement');
    expect(text).toContain('It is not an acknowledgement that I owe this debt');
  });

  it('keeps the whole account number: the creditor holds the account', () => {
    for (const type of ['offer_a_settlement', 'accept_a_settlement', 'dispute_creditor'] as const) {
      expect(prose(letter(type))).toContain('Account number: 4520 1234 5678 9012');
    }
  });
});

describe('typography', () => {
  it.each(MY_TYPES)('%s writes typographic quotes and apostrophes only', (type) => {
    const description = { cra_description: 'The balance counts a returned purchase' };
    const body =
      type === 'account_corrections' || type === 'remove_late_payment'
        ? { ...BODIES[type], ...description }
        : BODIES[type];
    expect(prose(letter(type, body as never))).not.toMatch(/['"]/);
  });
});
