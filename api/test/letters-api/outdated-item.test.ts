import { apiTexts, outdatedTexts } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { expectFieldRefused, type ListedLetter, letterText } from './letter-support';
import {
  fillProfile,
  generateIds,
  type LettersUser,
  newLettersUser,
  QUEBEC_ADDRESS,
} from './support';
import { followUp, markVerifiedAsAccurate } from './tracking-support';

/**
 * The Outdated Item Removal letter through POST /api/v1/generate-pdf (issue 16): one letter per
 * bureau chosen, made only once every chosen bureau is past the day it must remove the item. Each
 * letter states the item with its number masked, the one date that bureau counts from, and the
 * period as its source gives it. The test clock's Toronto date is March 2, 2026.
 */

let test: TestApp;
/** A Toronto consumer. */
let ontario: LettersUser;
/** The same consumer living in Montréal. */
let quebec: LettersUser;

const COLLECTION = {
  letter: 'outdated_item',
  account_name: 'Northern Collections',
  account_number: 'NC-2016-004471',
  item_kind: 'collection',
  last_activity_date: '2017-05-31',
  first_delinquency_date: '2016-11-30',
};

const BANKRUPTCY = {
  letter: 'outdated_item',
  account_name: 'Bankruptcy of Sam Tremblay',
  account_number: '31-2233445',
  item_kind: 'bankruptcy',
};

const JUDGMENT = {
  letter: 'outdated_item',
  account_name: 'Court of Québec, Small Claims Division',
  account_number: '500-32-123456-189',
  item_kind: 'judgment',
  started_date: '2018-06-10',
};

/** A catalog message with its date written the way the English answer writes it. */
function onDate(message: string, date: string): string {
  return message.replace('{{date}}', date);
}

async function listedNames(user: LettersUser, ids: string[]): Promise<string[]> {
  const list = await user.list<ListedLetter>('/generate-pdf');
  return ids.map((id) => list.find(([entry]) => entry.id === id)?.[0].name ?? 'missing');
}

beforeAll(async () => {
  test = await createTestApp();
  ontario = await newLettersUser(test.app);
  await fillProfile(ontario);
  quebec = await newLettersUser(test.app);
  await fillProfile(quebec, QUEBEC_ADDRESS);
});

afterAll(async () => {
  await test?.close();
});

describe('outdated_item for an Ontario consumer', () => {
  it('states each bureau’s own rule, the one date it counts from and the day it should have removed an old collection', async () => {
    const ids = await generateIds(ontario, COLLECTION);
    expect(await listedNames(ontario, ids)).toEqual([
      'Outdated Item Removal - Equifax',
      'Outdated Item Removal - TransUnion',
    ]);
    const [equifax, transunion] = await Promise.all(ids.map((id) => letterText(ontario, id)));

    expect(equifax).toContain('Re: Outdated item to remove: Northern Collections');
    expect(equifax).toContain(
      'My credit file with Equifax Canada still reports this collection: Account: Northern Collections Account number: •••• 4471 Date of last activity: May 31, 2017',
    );
    expect(equifax).toContain(
      'Equifax Canada’s published rules keep collections for 6 years from the date of last activity. By that rule, this collection should have been removed from my file on May 31, 2023.',
    );
    expect(equifax).toContain(
      'Please remove this collection from my credit file: its reporting period has passed.',
    );
    // Equifax does not count from the first delinquency: the letter does not print it.
    expect(equifax).not.toContain('November 30, 2016');

    expect(transunion).toContain(
      'My credit file with TransUnion Canada still reports this collection: Account: Northern Collections Account number: •••• 4471 First delinquency: November 30, 2016',
    );
    expect(transunion).toContain(
      'According to the Financial Consumer Agency of Canada, TransUnion Canada keeps collections for 6 years from the first delinquency with the original creditor. By that rule, this collection should have been removed from my file on November 30, 2022.',
    );
    expect(transunion).not.toContain('May 31, 2017');

    for (const text of [equifax, transunion]) {
      expect(text).toContain('under the Consumer Reporting Act, RSO 1990, c C.33');
      // The bureau sees the last four characters of the number, never the whole of it.
      expect(text).not.toContain('NC-2016');
      expect(text).not.toContain('004471');
    }
  });

  it('counts a bankruptcy 14 years at Equifax once the consumer says they were bankrupt more than once', async () => {
    const discharged2013 = { ...BANKRUPTCY, discharged_date: '2013-02-01', bureau: 'Equifax' };
    const [once] = await generateIds(ontario, discharged2013);
    expect(await letterText(ontario, once)).toContain(
      'Equifax Canada’s published rules keep a bankruptcy for 6 years after discharge, or 14 years each when a person has been bankrupt more than once. By that rule, this bankruptcy should have been removed from my file on February 1, 2019.',
    );
    await expectFieldRefused(
      test.app,
      ontario,
      { ...discharged2013, other_bankruptcies: 1 },
      'bureau',
      onDate(outdatedTexts.notPastEquifax, 'February 1, 2027'),
    );

    const ids = await generateIds(ontario, {
      ...BANKRUPTCY,
      discharged_date: '2011-04-01',
      other_bankruptcies: 2,
      // A date a bankruptcy's rule does not read: kept out of the letter.
      last_activity_date: '2010-07-15',
    });
    const [equifax, transunion] = await Promise.all(ids.map((id) => letterText(ontario, id)));
    expect(equifax).toContain(
      'Entry: Bankruptcy of Sam Tremblay File number: •••• 3445 Discharged: April 1, 2011',
    );
    expect(equifax).toContain(
      'I have been bankrupt more than once. Equifax Canada’s published rules keep a bankruptcy for 6 years after discharge, or 14 years each when a person has been bankrupt more than once. By that rule, this bankruptcy should have been removed from my file on April 1, 2025.',
    );
    // TransUnion's period comes from published sources only: stated as theirs, and as a belief.
    expect(transunion).toContain(
      'I have been bankrupt more than once. Published sources say that TransUnion Canada keeps bankruptcies for 14 years after discharge when a person has been bankrupt more than once; I have not been able to confirm this in TransUnion Canada’s own rules. More than that period has passed, so I believe this bankruptcy should no longer be reported.',
    );
    expect(transunion).not.toContain('should have been removed from my file on');
    for (const text of [equifax, transunion]) {
      expect(text).not.toContain('July 15, 2010');
      expect(text).not.toContain('Date of last activity');
    }
  });

  it('says Equifax’s rule for a debt management plan leaves open which of its two periods applies', async () => {
    const ids = await generateIds(ontario, {
      letter: 'outdated_item',
      account_name: 'Credit Counselling plan',
      account_number: 'DMP-77001',
      item_kind: 'debt_management_plan',
      started_date: '2018-01-15',
      paid_off_date: '2021-03-31',
    });
    const [equifax, transunion] = await Promise.all(ids.map((id) => letterText(ontario, id)));
    expect(equifax).toContain('Started: January 15, 2018 Paid in full: March 31, 2021');
    expect(equifax).toContain(
      'Equifax Canada’s published rules keep a debt management plan for 2 years after it is paid in full or 6 years from the date it started, without saying which of the two applies. Both periods have passed, so I believe this debt management plan should no longer be reported.',
    );
    // TransUnion's period counts from the payment in full alone.
    expect(transunion).toContain('File number: •••• 7001 Paid in full: March 31, 2021');
    expect(transunion).not.toContain('January 15, 2018');
    expect(transunion).toContain(
      'Published sources say that TransUnion Canada keeps debt management plans for 2 years after they are paid in full; I have not been able to confirm this in TransUnion Canada’s own rules.',
    );
  });

  it('asks again, in a follow-up, to remove the item past its period', async () => {
    const [id = ''] = await generateIds(ontario, { ...COLLECTION, bureau: 'Equifax' });
    await markVerifiedAsAccurate(ontario, id);
    const response = await followUp(ontario, { id });
    expect(response.statusCode).toBe(201);
    expect(await letterText(ontario, response.json<{ id: string }>().id)).toContain(
      'I ask you again to remove from my credit file the item that is past the period for which it may be reported.',
    );
  });
});

describe('outdated_item for a Québec consumer, in French', () => {
  it('names the 7 years TransUnion keeps a judgment in Québec', async () => {
    const [id] = await generateIds(quebec, { ...JUDGMENT, bureau: 'TransUnion', language: 'fr' });
    expect(await listedNames(quebec, [id ?? ''])).toEqual([
      'Retrait d’une inscription périmée – TransUnion',
    ]);
    const text = await letterText(quebec, id);
    expect(text).toContain(
      'Objet : Inscription périmée à retirer : Court of Québec, Small Claims Division',
    );
    expect(text).toContain(
      'Mon dossier de crédit chez TransUnion Canada fait toujours état de ce jugement : Inscription : Court of Québec, Small Claims Division Numéro de dossier : •••• 6189 Date de dépôt : 10 juin 2018',
    );
    expect(text).toContain(
      'Selon l’Agence de la consommation en matière financière du Canada, TransUnion Canada conserve les jugements pendant 7 ans au Québec. D’après cette règle, ce jugement aurait dû être retiré de mon dossier le 10 juin 2025.',
    );
    expect(text).toContain(
      'Veuillez retirer ce jugement de mon dossier de crédit : son délai de conservation est expiré.',
    );
    expect(text).not.toContain('500-32');
  });

  it('asks again in French, in a follow-up', async () => {
    const [id = ''] = await generateIds(quebec, { ...JUDGMENT, bureau: 'Equifax', language: 'fr' });
    await markVerifiedAsAccurate(quebec, id);
    const response = await followUp(quebec, { id });
    expect(response.statusCode).toBe(201);
    expect(await letterText(quebec, response.json<{ id: string }>().id)).toContain(
      'Je vous demande de nouveau de retirer de mon dossier de crédit l’inscription dont le délai de conservation est expiré.',
    );
  });

  it('refuses a judgment Equifax may no longer report while TransUnion still may, in Québec', async () => {
    const judgment = { ...JUDGMENT, started_date: '2019-06-10' };
    await expectFieldRefused(
      test.app,
      quebec,
      judgment,
      'bureau',
      onDate(outdatedTexts.notPastTransUnion, 'June 10, 2026'),
    );
    expect(await generateIds(quebec, { ...judgment, bureau: 'Equifax' })).toHaveLength(1);
  });
});

describe('outdated_item answers -2 with the field’s message, and stores nothing', () => {
  let user: LettersUser;

  beforeAll(async () => {
    user = await newLettersUser(test.app);
    await fillProfile(user);
  });

  it.each([
    [
      'an item both bureaus may still report, naming each one’s day',
      { ...COLLECTION, last_activity_date: '2020-05-31', first_delinquency_date: '2020-04-30' },
      'bureau',
      outdatedTexts.notPastBoth
        .replace('{{equifax}}', 'May 31, 2026')
        .replace('{{transunion}}', 'April 30, 2026'),
    ],
    [
      'an item still within Equifax’s period',
      { ...COLLECTION, last_activity_date: '2024-01-15', bureau: 'Equifax' },
      'bureau',
      onDate(outdatedTexts.notPastEquifax, 'January 15, 2030'),
    ],
    [
      'TransUnion without the first delinquency',
      { ...COLLECTION, first_delinquency_date: '', bureau: 'TransUnion' },
      'first_delinquency_date',
      outdatedTexts.firstDelinquencyRequired,
    ],
    [
      'both bureaus without the first delinquency',
      { ...COLLECTION, first_delinquency_date: '' },
      'first_delinquency_date',
      outdatedTexts.firstDelinquencyRequired,
    ],
    [
      'a date in the future',
      { ...COLLECTION, last_activity_date: '2026-03-03' },
      'last_activity_date',
      outdatedTexts.dateFuture,
    ],
    [
      'a date before 1900',
      { ...COLLECTION, last_activity_date: '1899-12-31' },
      'last_activity_date',
      outdatedTexts.dateInvalid,
    ],
    [
      'a day the calendar does not have',
      { ...BANKRUPTCY, discharged_date: '2019-02-30' },
      'discharged_date',
      outdatedTexts.dateInvalid,
    ],
    [
      'an unknown kind of item',
      { ...COLLECTION, item_kind: 'foreclosure' },
      'item_kind',
      outdatedTexts.itemKindRequired,
    ],
    [
      '-1 other bankruptcies',
      { ...BANKRUPTCY, discharged_date: '2011-04-01', other_bankruptcies: -1 },
      'other_bankruptcies',
      outdatedTexts.otherBankruptciesInvalid,
    ],
    [
      '10 other bankruptcies',
      { ...BANKRUPTCY, discharged_date: '2011-04-01', other_bankruptcies: 10 },
      'other_bankruptcies',
      outdatedTexts.otherBankruptciesInvalid,
    ],
    [
      'a bankruptcy without its discharge',
      BANKRUPTCY,
      'discharged_date',
      outdatedTexts.dischargedRequired,
    ],
    ['an unknown field', { ...COLLECTION, balance: 1200 }, 'balance', apiTexts.fieldNotAllowed],
  ])('for %s', async (_label, body, field, message) => {
    await expectFieldRefused(test.app, user, body, field, message);
  });

  it('leaves the letter list empty after every refusal', async () => {
    expect(await user.list('/generate-pdf')).toEqual([]);
  });
});
