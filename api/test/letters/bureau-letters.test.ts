import { EQUIFAX, type LetterBodies, type LetterInputs, TRANSUNION } from 'shared/contract';
import { describe, expect, it } from 'vitest';
import {
  type LetterAccount,
  type LetterBuildOptions,
  type LetterDocument,
  type LetterPersonalData,
  letterTemplate,
} from '../../src/letters';
import { NBSP } from '../../src/letters/format';
import { adjustBalanceTemplate } from '../../src/letters/templates/adjust-balance';
import { changeRatingTemplate } from '../../src/letters/templates/change-rating';
import { errorOfAddressTemplate } from '../../src/letters/templates/error-of-address';
import { errorOfEmploymentTemplate } from '../../src/letters/templates/error-of-employment';
import { errorOfNameTemplate } from '../../src/letters/templates/error-of-name';
import { errorOnCreditFileTemplate } from '../../src/letters/templates/error-on-credit-file';
import { latePaymentTemplate } from '../../src/letters/templates/late-payment';
import { noLongerResponsibleTemplate } from '../../src/letters/templates/no-longer-responsible';
import { outdatedItemTemplate } from '../../src/letters/templates/outdated-item';
import { statuteBarredAccountTemplate } from '../../src/letters/templates/statute-barred-account';
import type { LetterTemplate } from '../../src/letters/types';
import { ALBERTA, elodie, LETTER_DATE, ONTARIO, wang, YUKON } from './fixtures';

const SASKATCHEWAN = 11;
const PEI = 9;

const OPTIONS: LetterBuildOptions = { date: LETTER_DATE, language: 'en' };

const VISA: LetterAccount = {
  account_name: 'Maple Visa',
  full_account_number: '4520 8817 3306 9012',
  credit_limit: 5000,
  account_association: 'individual',
  account_type: 'revolving',
  account_status: 'agreed',
  correct_credit_balance: 1234.56,
  reported_credit_balance: 1534.07,
  number_of_late_payments: 2,
  date_of_last_activity: '2026-01-15',
  date_opened: '2019-06-01',
};

/** A consumer living in a given province (the postal code agrees with it). */
function livingIn(provinceId: number, postalCode: string): LetterPersonalData {
  const personal = elodie();
  personal.currentAddress = {
    ...personal.currentAddress,
    province_id: provinceId,
    postal_code: postalCode,
  };
  return personal;
}

/** Text as a reader sees it: no-break spaces are spaces on paper. */
function plain(text: string): string {
  return text.replaceAll(NBSP, ' ');
}

/** The letter's words: its subject and paragraphs. */
function prose(letter: LetterDocument): string {
  return plain([letter.subject, ...letter.paragraphs].join('\n'));
}

/** Parses the body the way the API does, then builds the documents. */
function build<Input>(
  template: LetterTemplate<Input>,
  body: unknown,
  personal: LetterPersonalData = livingIn(ONTARIO, 'M5V 2T6'),
  options: LetterBuildOptions = OPTIONS,
): LetterDocument[] {
  return template.build(template.input.parse(body), personal, options);
}

/** The only letter of a body sent to one bureau. */
function one<Input>(
  template: LetterTemplate<Input>,
  body: Record<string, unknown>,
  personal?: LetterPersonalData,
  options?: LetterBuildOptions,
): LetterDocument {
  const [letter, ...rest] = build(template, { ...body, bureau: 'Equifax' }, personal, options);
  if (!letter || rest.length > 0) throw new Error('expected exactly one letter');
  return letter;
}

const BODIES = {
  error_of_employment: { current_employer: 'Northwind Logistics', previous_employer: 'Acme Foods' },
  error_of_name: { correct_name: 'Élodie Côté', incorrect_name: 'Elodie Cote-Smith' },
  error_of_address: {
    street_address: '77 Rideau Street',
    city: 'Ottawa',
    province: 'Ontario',
    postal_code: 'k1n 5w8',
  },
  error_on_credit_file: {
    case_number: 'SC-24-00017',
    judgment_filed_place: 'Ontario Superior Court of Justice, Toronto',
    judgment_filed_date: '2024-02-29',
    amount_reported: 4321.5,
  },
  adjust_balance: {
    account_id: '0b5f6d3a-7c1e-4e2b-9a44-1f2d3c4b5a69',
    reported_balance_amount: 1534.07,
    balance_adjustment: 1234.56,
    password: 'correct horse battery',
  },
  no_longer_responsible: {
    account_number: 'TD-99-1234',
    creditor_name: 'TD Canada Trust',
    reason: 'consumer_proposal',
  },
  change_rating: { consumer_proposal_filed: '2023-11-05', creditor_account_number: 'CIBC 7788-12' },
  statute_barred_account: {
    account_name: 'Old Phone Bill',
    account_number: 'RG-5550001',
    last_payment_date: '2017-05-31',
  },
  late_payment: {
    account_name: 'Maple Visa',
    account_number: '4520 8817 3306 9012',
    past_due_payments: 250,
  },
  outdated_item: {
    account_name: 'Maple Visa',
    account_number: '4520 8817 3306 9012',
    item_kind: 'account',
    last_activity_date: '2017-05-31',
    first_delinquency_date: '2016-11-30',
  },
} satisfies { [Type in BureauLetterType]: LetterBodies[Type] };

type BureauLetterType = keyof Pick<
  LetterInputs,
  | 'error_of_employment'
  | 'error_of_name'
  | 'error_of_address'
  | 'error_on_credit_file'
  | 'adjust_balance'
  | 'no_longer_responsible'
  | 'change_rating'
  | 'statute_barred_account'
  | 'late_payment'
  | 'outdated_item'
>;

const TEMPLATES = {
  error_of_employment: errorOfEmploymentTemplate,
  error_of_name: errorOfNameTemplate,
  error_of_address: errorOfAddressTemplate,
  error_on_credit_file: errorOnCreditFileTemplate,
  adjust_balance: adjustBalanceTemplate,
  no_longer_responsible: noLongerResponsibleTemplate,
  change_rating: changeRatingTemplate,
  statute_barred_account: statuteBarredAccountTemplate,
  late_payment: latePaymentTemplate,
  outdated_item: outdatedItemTemplate,
} as const;

const NAMES: Record<BureauLetterType, string> = {
  error_of_employment: 'Employment Correction',
  error_of_name: 'Name Correction',
  error_of_address: 'Address Correction',
  error_on_credit_file: 'Judgment Dispute',
  adjust_balance: 'Balance Correction',
  no_longer_responsible: 'No Longer Responsible',
  change_rating: 'Rating Correction',
  statute_barred_account: 'Statute-Barred Account',
  late_payment: 'Late Payment Dispute',
  outdated_item: 'Outdated Item Removal',
};

const TYPES = Object.keys(TEMPLATES) as BureauLetterType[];

/** Builds any of them through the registry, as the generate service does. */
function registered(type: BureauLetterType, body: object): LetterDocument[] {
  const result = letterTemplate(type)?.build(body, elodie(), { ...OPTIONS, account: VISA });
  if (!result?.ok) throw new Error(`${type} did not build`);
  return result.documents;
}

describe('every bureau-bound repair letter', () => {
  it.each(TYPES)(
    '%s is registered in group 1 and goes to both bureaus by default, Equifax first',
    (type) => {
      expect(letterTemplate(type)?.group).toBe(1);
      const letters = registered(type, BODIES[type]);
      expect(letters.map((letter) => letter.title)).toEqual([
        `${NAMES[type]} - Equifax`,
        `${NAMES[type]} - TransUnion`,
      ]);
      expect(letters.map((letter) => letter.recipient.name)).toEqual([
        'Equifax Canada Co.',
        'TransUnion Canada',
      ]);
      expect(registered(type, { ...BODIES[type], bureau: 'both' })).toHaveLength(2);
    },
  );

  it.each(TYPES)('%s makes one letter when the body names one bureau', (type) => {
    const [letter, ...rest] = registered(type, { ...BODIES[type], bureau: 'TransUnion' });
    expect(rest).toEqual([]);
    expect(letter?.title).toBe(`${NAMES[type]} - TransUnion`);
    expect(letter?.recipient).toEqual({
      name: 'TransUnion Canada',
      addressLines: ['3115 Harvester Road, Suite 201', 'Burlington ON  L7N 3N8'],
      fax: null,
      faxNote: null,
    });
    expect(letter?.instructions.sendTo.mailAddress[0]).toBe('TransUnion Canada');
  });

  it.each(TYPES)("%s offers Equifax's online route and mail, never its unconfirmed fax", (type) => {
    const [equifax] = registered(type, { ...BODIES[type], bureau: 'Equifax' });
    expect(equifax?.recipient.fax).toBeNull();
    expect(equifax?.instructions.sendTo.fax).toBeNull();
    expect(equifax?.instructions.sendTo.online).toMatchObject({
      site: 'equifax.ca',
      page: 'Dispute your credit report',
    });
    expect(equifax?.instructions.sendTo.mailRules).toEqual([
      'Send copies of your documents, never the originals.',
    ]);
  });

  it.each(TYPES)(
    "%s encloses the bureau's identification and lists it on the instructions page",
    (type) => {
      for (const bureau of [EQUIFAX, TRANSUNION]) {
        const [letter] = registered(type, { ...BODIES[type], bureau: bureau.id });
        expect(
          letter?.enclosures.slice(
            0,
            bureau.identification.documents.map((document) => document.value).length,
          ),
        ).toEqual(bureau.identification.documents.map((document) => document.value));
        expect(letter?.instructions.documents).toEqual(letter?.enclosures);
      }
    },
  );

  it.each(TYPES)(
    '%s is signed by the consumer, dated, and asks for an answer within 30 days',
    (type) => {
      const [letter] = registered(type, { ...BODIES[type], bureau: 'Equifax' });
      expect(letter?.signatureName).toBe('Élodie Côté');
      expect(letter?.sender.fullName).toBe('Élodie Côté');
      expect(letter?.date).toBe(LETTER_DATE);
      const text = letter ? prose(letter) : '';
      expect(text).toContain(
        'Please send me the results in writing within 30 days of the date of this letter, that is by April 4, 2026, with an updated copy of my credit file.',
      );
      expect(text).toContain('Full name: Élodie Côté');
      expect(text).toContain('Date of birth: March 4, 1985');
    },
  );

  it.each(TYPES)('%s refuses an unknown bureau and unknown fields', (type) => {
    const template = letterTemplate(type);
    expect(template?.build({ ...BODIES[type], bureau: 'Experian' }, elodie(), OPTIONS).ok).toBe(
      false,
    );
    expect(template?.build({ ...BODIES[type], extra: 1 }, elodie(), OPTIONS).ok).toBe(false);
  });
});

describe('the statute a bureau letter cites', () => {
  it("cites the consumer's provincial credit-reporting law", () => {
    const ontario = prose(one(errorOfNameTemplate, BODIES.error_of_name));
    expect(ontario).toContain(
      'As a resident of Ontario, I make this request under the Consumer Reporting Act, RSO 1990, c C.33, which governs credit reporting in Ontario, including the correction of inaccurate information in a consumer’s credit file.',
    );
    const quebec = prose(one(errorOfNameTemplate, BODIES.error_of_name, elodie()));
    expect(quebec).toContain(
      'under the Credit Assessment Agents Act, CQLR c A-8.2, and the Act respecting the protection of personal information in the private sector, CQLR c P-39.1, which govern credit reporting in Quebec',
    );
  });

  it('cites the federal privacy law, PIPEDA, where the province has no credit-reporting statute', () => {
    const yukon = prose(one(errorOfNameTemplate, BODIES.error_of_name, livingIn(YUKON, 'Y1A 1A1')));
    expect(yukon).not.toMatch(/resident of/);
    expect(yukon).toContain(
      'I make this request under the Personal Information Protection and Electronic Documents Act, SC 2000, c 5, whose Schedule 1 requires personal information to be as accurate, complete and up to date as its purposes need (clause 4.6), and information shown to be inaccurate to be amended (clause 4.9.5).',
    );
  });

  it('never cites US law', () => {
    for (const type of TYPES) {
      for (const letter of registered(type, BODIES[type])) {
        expect(prose(letter)).not.toMatch(/FCRA|Fair Credit|U\.S\.|United States/);
      }
    }
  });
});

describe('error_of_employment', () => {
  it('names the previous employer shown wrongly as current, and the current one', () => {
    const letter = one(errorOfEmploymentTemplate, BODIES.error_of_employment);
    expect(plain(letter.subject)).toBe('Correction of my employer in my credit file');
    expect(prose(letter)).toContain(
      'My credit file with Equifax Canada shows Acme Foods as my current employer. That is wrong: Acme Foods is a previous employer',
    );
    expect(prose(letter)).toContain(
      'so that it shows Northwind Logistics as my current employer and Acme Foods as a previous employer',
    );
    expect(letter.enclosures).toEqual(
      EQUIFAX.identification.documents.map((document) => document.value),
    );
  });
});

describe('error_of_name', () => {
  it('gives the wrong name and the correct one, with identification enclosed', () => {
    const letter = one(errorOfNameTemplate, BODIES.error_of_name);
    expect(plain(letter.subject)).toBe('Correction of my name in my credit file');
    const text = prose(letter);
    expect(text).toContain('shows my name as “Elodie Cote-Smith”. That is not my name.');
    expect(text).toContain(
      'My correct name is Élodie Côté, as the identification I enclose shows.',
    );
    expect(text).toContain('Please correct the name in my file to Élodie Côté.');
  });
});

describe('error_of_address', () => {
  it('gives the current address with the province code and the formatted postal code', () => {
    const letter = one(errorOfAddressTemplate, BODIES.error_of_address);
    expect(plain(letter.subject)).toBe('Update of my current address in my credit file');
    expect(prose(letter)).toContain('My current address is:\n77 Rideau Street\nOttawa ON  K1N 5W8');
    expect(prose(letter)).toContain('shows this address as my current address');
  });

  it("writes PEI as PE, and asks TransUnion's letter for a proof of address Equifax's list already has", () => {
    const body = {
      ...BODIES.error_of_address,
      city: 'Charlottetown',
      province: 'PEI',
      postal_code: 'C1A 4P3',
    };
    const [equifax, transunion] = build(errorOfAddressTemplate, body, livingIn(PEI, 'C1A 4P3'));
    expect(equifax && prose(equifax)).toContain('Charlottetown PE  C1A 4P3');
    expect(equifax?.enclosures).toEqual(
      EQUIFAX.identification.documents.map((document) => document.value),
    );
    expect(transunion?.enclosures).toEqual([
      ...TRANSUNION.identification.documents.map((document) => document.value),
      'Copy of a bill or statement dated within the last 90 days showing my current address',
    ]);
  });
});

describe('error_on_credit_file', () => {
  it('lists the judgment: case number, place, date filed and amount reported in CAD', () => {
    const letter = one(errorOnCreditFileTemplate, BODIES.error_on_credit_file);
    expect(plain(letter.subject)).toBe(
      'Dispute of an inaccurate judgment in my credit file (case SC-24-00017)',
    );
    const text = prose(letter);
    expect(text).toContain('shows a judgment (a public record) that is inaccurate:');
    expect(text).toContain('Case number: SC-24-00017');
    expect(text).toContain('Court: Ontario Superior Court of Justice, Toronto');
    expect(text).toContain('Date filed: February 29, 2024');
    expect(text).toContain('Amount reported: $4,321.50');
    expect(text).toMatch(/investigate this item.*correct it.*delete it from my file/s);
    expect(text).toContain('Please send me the results in writing within 30 days');
  });
});

describe('adjust_balance', () => {
  it('names the account from options.account, the reported and the correct balance, with proof of payment', () => {
    const letter = one(adjustBalanceTemplate, BODIES.adjust_balance, undefined, {
      ...OPTIONS,
      account: VISA,
    });
    expect(plain(letter.subject)).toBe('Incorrect balance reported for my account Maple Visa');
    const text = prose(letter);
    expect(text).toContain('reports a balance of $1,534.07 for this account:');
    expect(text).toContain('Account: Maple Visa\nAccount number: •••• 9012');
    expect(text).toContain('The correct balance is $1,234.56');
    expect(text).toContain('Please correct the balance reported for this account to $1,234.56');
    expect(letter.enclosures.at(-1)).toBe(
      'Copy of the proof of payment (a receipt or a statement) showing the correct balance',
    );
    expect(text).not.toContain('correct horse battery');
  });

  it('prints a balance of 0 as $0.00', () => {
    const body = { ...BODIES.adjust_balance, balance_adjustment: 0 };
    const letter = one(adjustBalanceTemplate, body, undefined, { ...OPTIONS, account: VISA });
    expect(prose(letter)).toContain('The correct balance is $0.00');
  });

  it('fails without the account the generate service loads', () => {
    expect(() => one(adjustBalanceTemplate, BODIES.adjust_balance)).toThrow(/account/);
  });
});

describe('no_longer_responsible', () => {
  it('names the creditor and the account, and encloses what ends the responsibility', () => {
    const letter = one(noLongerResponsibleTemplate, BODIES.no_longer_responsible);
    expect(plain(letter.subject)).toBe(
      'Account •••• 1234 with TD Canada Trust: I am no longer responsible',
    );
    const text = prose(letter);
    expect(text).toContain('Creditor: TD Canada Trust\nAccount number: •••• 1234');
    expect(text).toContain('This account was included in my consumer proposal.');
    expect(text).toContain('shows I am no longer responsible for this account');
    expect(letter.enclosures.at(-1)).toBe(
      'Copy of the list of creditors from my consumer proposal showing this account',
    );
    // A letter to the bureaus only: the creditor is named, not addressed.
    expect(letter.recipient.name).toBe('Equifax Canada Co.');
  });

  it.each([
    ['closed', 'This account was closed and I owe nothing on it.'],
    ['transferred', 'This account was transferred to another person, so I am no longer'],
    ['released', 'The creditor released me from this account, so I am no longer'],
    ['bankruptcy', 'This account was included in my bankruptcy.'],
    ['consumer_proposal', 'This account was included in my consumer proposal.'],
    ['never_mine', 'This account was never mine'],
  ] as const)(
    'states the one reason the consumer picked (%s), never a list of them',
    (reason, sentence) => {
      const letter = one(noLongerResponsibleTemplate, { ...BODIES.no_longer_responsible, reason });
      const text = prose(letter);
      expect(text).toContain(sentence);
      expect(text).not.toMatch(
        /\bor it was included\b|bankruptcy or consumer proposal|or I was released/,
      );
      const others = [
        'closed and I owe',
        'transferred to another person',
        'released me from this account',
        'included in my bankruptcy',
        'included in my consumer proposal',
        'never mine',
      ];
      expect(others.filter((phrase) => text.includes(phrase))).toHaveLength(1);
    },
  );
});

describe('change_rating', () => {
  it('asks for the rating of the proposal, with the date filed and the proposal documents', () => {
    const letter = one(changeRatingTemplate, BODIES.change_rating);
    expect(plain(letter.subject)).toBe(
      'Rating of account •••• 8812: included in my consumer proposal',
    );
    const text = prose(letter);
    expect(text).toContain('included in the consumer proposal I filed on November 5, 2023');
    expect(text).toMatch(/no longer as a delinquency/);
    expect(letter.enclosures.slice(-2)).toEqual([
      'Copy of the liabilities sheet of my consumer proposal, listing this account',
      'Copy of the discharge certificate (certificate of full performance) of my consumer proposal, if it has been issued',
    ]);
  });
});

describe('change_rating with the creditor and the rating asked for', () => {
  it('names the creditor and asks for the rating the consumer picked, with its meaning', () => {
    const body = { ...BODIES.change_rating, creditor_name: 'CIBC', rating_requested: 'R7' };
    const text = prose(one(changeRatingTemplate, body));
    expect(text).toContain('reports my account with CIBC, account number •••• 8812.');
    expect(text).toContain(
      'Please change the rating of this account to R7 (paid through a consumer proposal or a debt management plan)',
    );
    expect(text).not.toContain('7788-12');
  });
});

describe('statute_barred_account', () => {
  it('states the last payment, the confirmed period and its statute, asks for the removal as a request, and acknowledges nothing', () => {
    const letter = one(statuteBarredAccountTemplate, BODIES.statute_barred_account);
    expect(plain(letter.subject)).toBe('Statute-barred account Old Phone Bill');
    const text = prose(letter);
    expect(text).toContain('Account: Old Phone Bill\nAccount number: •••• 0001');
    expect(text).toContain(
      'The last payment on this account, or written acknowledgement of it, was on May 31, 2017, more than 2 years ago. In Ontario, the limitation period for collecting a debt is 2 years under the Limitations Act, 2002, s. 4. That period has passed: the debt is statute-barred.',
    );
    // Asked as a request: outside Saskatchewan no law bars reporting a statute-barred debt.
    expect(text).toContain(
      'I ask you to remove this account from my file. If you keep reporting it, please mark it as statute-barred',
    );
    expect(text).toContain(
      'This is a request: the limitation period concerns collecting the debt, and I do not claim that a law obliges you to remove the account before its reporting period ends.',
    );
    expect(text).not.toMatch(/stop reporting|correction of inaccurate information/);
    expect(text).not.toContain('Consumer Reporting Act');
    expect(text).toContain(
      'This letter is not an acknowledgement of this debt or a promise to pay any part of it',
    );
  });

  it('cites section 18 of the Credit Reporting Act in Saskatchewan and asks for removal', () => {
    const letter = one(
      statuteBarredAccountTemplate,
      BODIES.statute_barred_account,
      livingIn(SASKATCHEWAN, 'S4P 3Y2'),
    );
    const text = prose(letter);
    expect(text).toContain(
      'Under section 18 of the Credit Reporting Act, SS 2004, c C-43.2, a debt past its limitation period may not be reported. Please remove this account from my file and do not report this debt.',
    );
    expect(text).not.toContain('mark it as statute-barred');
    expect(text).toContain(
      'In Saskatchewan, the limitation period for collecting a debt is 2 years under The Limitations Act, SS 2004, c L-16.1, s. 5.',
    );
    // The Act is cited once, in the section 18 sentence.
    expect(text.match(/Credit Reporting Act/g)).toHaveLength(1);
  });

  it('never states an unconfirmed period as law: it says what sources give and what the consumer believes', () => {
    const yukon = prose(
      one(statuteBarredAccountTemplate, BODIES.statute_barred_account, livingIn(YUKON, 'Y1A 1A1')),
    );
    expect(yukon).toContain(
      'Published sources give the limitation period for collecting a debt in Yukon as 2 or 6 years; more than the longer of these has passed, so I believe the debt is statute-barred.',
    );
    expect(yukon).not.toContain('That period has passed');
    expect(yukon).not.toMatch(/In Yukon, the limitation period/);
    const pei = prose(
      one(statuteBarredAccountTemplate, BODIES.statute_barred_account, livingIn(PEI, 'C1A 4P3')),
    );
    expect(pei).toContain(
      'Published sources give the limitation period for collecting a debt in Prince Edward Island as 6 years; more than that has passed',
    );
    const alberta = prose(
      one(
        statuteBarredAccountTemplate,
        BODIES.statute_barred_account,
        livingIn(ALBERTA, 'T5J 0N3'),
      ),
    );
    expect(alberta).toContain(
      'In Alberta, the limitation period for collecting a debt is 2 years under the Limitations Act.',
    );
  });
});

describe('late_payment', () => {
  it('gives the late payment in CAD on the account, and asks to investigate and remove it', () => {
    const letter = one(latePaymentTemplate, BODIES.late_payment, wang());
    expect(plain(letter.subject)).toBe('Late payment reported in error on my account Maple Visa');
    const text = prose(letter);
    expect(text).toContain(
      'reports a late payment of $250.00 on this account:\nAccount: Maple Visa\nAccount number: •••• 9012',
    );
    expect(text).toContain('Please investigate this late payment with the creditor and remove it');
    expect(letter.signatureName).toBe('王小明');
    expect(text).toContain('As a resident of British Columbia');
  });
});

describe('late_payment with the months of the disputed payments', () => {
  it('names each month, in order, and asks to remove those payments', () => {
    const body = { ...BODIES.late_payment, late_payment_months: ['2025-11', '2025-08'] };
    const text = prose(one(latePaymentTemplate, body));
    expect(text).toContain('Months reported late: August 2025 and November 2025');
    expect(text).toContain(
      'Please investigate the late payments reported for August 2025 and November 2025 with the creditor and remove them',
    );
  });

  it('names a single month in the singular', () => {
    const body = { ...BODIES.late_payment, late_payment_months: ['2025-08'] };
    const text = prose(one(latePaymentTemplate, body));
    expect(text).toContain('Month reported late: August 2025');
    expect(text).toContain(
      'the late payment reported for August 2025 with the creditor and remove it',
    );
  });
});

describe('account numbers on letters to a bureau', () => {
  it.each(TYPES)(
    '%s never prints a whole account number, only its last four characters',
    (type) => {
      for (const letter of registered(type, BODIES[type])) {
        const everything = plain(
          [
            letter.title,
            letter.subject,
            ...letter.paragraphs,
            ...letter.enclosures,
            ...letter.instructions.documents,
          ].join('\n'),
        );
        for (const number of ['4520 8817 3306 9012', 'TD-99-1234', 'CIBC 7788-12', 'RG-5550001']) {
          expect(everything).not.toContain(number);
        }
      }
    },
  );
});

describe('typography', () => {
  it.each(TYPES)('%s writes typographic quotes and apostrophes only', (type) => {
    const body =
      type === 'error_of_name' ? { ...BODIES[type], incorrect_name: 'Samuel' } : BODIES[type];
    for (const letter of registered(type, body)) {
      expect(prose(letter)).not.toMatch(/['"]/);
    }
  });
});
