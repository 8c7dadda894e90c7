import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND, UNKNOWN_ID } from '../profile/support';
import { createTestApp, type TestApp } from '../support/app';
import { letterText, storedLetterCount } from './letter-support';
import {
  BRITISH_COLUMBIA,
  fillProfile,
  generateIds,
  type LettersUser,
  newLettersUser,
  ONTARIO_ADDRESS,
  QUEBEC_ADDRESS,
  signInAgain,
} from './support';
import {
  DAY_MS,
  escalate,
  followUp,
  markSent,
  markVerifiedAsAccurate,
  type TrackedEntry,
  track,
  trackedLetter,
  trackedLetters,
} from './tracking-support';

// The clock starts at 2026-03-02T15:00:00Z (March 2 in Toronto): the letters are dated March 2.
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test?.close();
});

const ADDRESSES = {
  ON: ONTARIO_ADDRESS,
  QC: QUEBEC_ADDRESS,
  BC: {
    ...ONTARIO_ADDRESS,
    address_line_one: '800 Robson Street',
    city: 'Vancouver',
    province_id: BRITISH_COLUMBIA,
    postal_code: 'V6Z 2E7',
  },
} as const;

/** A consumer of that province with the free credit report requests made: [Equifax, TransUnion]. */
async function consumerIn(province: keyof typeof ADDRESSES) {
  const user = await newLettersUser(test.app);
  await fillProfile(user, ADDRESSES[province]);
  const [equifax = '', transunion = ''] = await generateIds(user, {});
  return { user, equifax, transunion };
}

async function madeEscalation(user: LettersUser, id: string, kind: string): Promise<string> {
  const response = await escalate(user, { id, kind });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

/** What every escalation letter says about the first letter and the bureau's answer. */
const NAMES_THE_VERIFIED_LETTER = [
  'On March 2, 2026, I sent Equifax Canada Co. my letter dated March 2, 2026, “Request for a free copy of my credit file (consumer disclosure)”, by mail.',
  'In its reply of March 2, 2026, Equifax Canada Co. said that the information was verified as accurate',
  'A copy of my letter dated March 2, 2026, “Request for a free copy of my credit file (consumer disclosure)”',
  // The bureau's file is found by the consumer's details, as the first letter gave them.
  'My identifying details, as my letter gave them: Full name: Sam Lee Tremblay Date of birth: June 15, 1980',
];

describe('escalation letters for an Ontario consumer', () => {
  let user: LettersUser;
  let equifax: string;
  let complaint: string;

  beforeAll(async () => {
    ({ user, equifax } = await consumerIn('ON'));
  });

  it('are not offered while the letter has no answer', async () => {
    await markSent(user, equifax, '2026-03-02', 'mail');
    expect((await trackedLetter(user, equifax)).escalations_offered).toEqual([]);
    const early = await escalate(user, { id: equifax, kind: 'privacy_complaint' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: -2,
      errors: {
        kind: 'This letter can be made only for a letter sent to a credit bureau, once its answer was verified as accurate or no reply came, and once per letter.',
      },
    });
    expect(await storedLetterCount(test.app, user.userId)).toBe(2);
  });

  it('are offered once the bureau verified it as accurate: the consumer office and the OPC', async () => {
    await markVerifiedAsAccurate(user, equifax);
    expect((await trackedLetter(user, equifax)).escalations_offered).toEqual([
      'consumer_office_complaint',
      'privacy_complaint',
    ]);
  });

  it('complain to Consumer Protection Ontario, naming the first letter, its dates and the answer', async () => {
    complaint = await madeEscalation(user, equifax, 'consumer_office_complaint');
    const text = await letterText(user, complaint);
    expect(text).toContain('Consumer Protection Ontario');
    expect(text).toContain('Re: Complaint about Equifax Canada Co., a credit reporting agency');
    expect(text).toContain(
      'I live in Ontario, and I am filing a complaint about Equifax Canada Co.',
    );
    for (const fact of NAMES_THE_VERIFIED_LETTER) expect(text).toContain(fact);
    expect(text).toContain('Consumer Reporting Act');
    // No mailing address could be confirmed for the office: none is invented. The letter goes by
    // the route its site publishes, which the letter prints under the name and the page leads with.
    expect(text).toContain('FILE THROUGH ITS WEBSITE Consumer Protection Ontario ontario.ca, page');
    expect(text).toContain('Go to ontario.ca and open its “Filing a consumer complaint” page.');
    expect(text).toContain(
      'Keep a copy of the letter and the documents with what shows you filed it',
    );
    expect(text).not.toContain('We have no confirmed mailing address');
    expect(text).not.toContain('to the address on the letter');
    expect(text).not.toContain('SEND BY MAIL');
  });

  it('are listed with their names in the first letter’s group, linked to it, and trackable', async () => {
    const entry = await trackedLetter(user, complaint);
    expect(entry).toMatchObject({
      gid: 0,
      name: 'Consumer Office Complaint - Credit Report Request - Equifax',
      type: 'consumer_office_complaint',
      status: 'generated',
      escalation_of: equifax,
      follow_up_of: null,
      escalations_offered: [],
    });
    expect((await trackedLetter(user, equifax)).escalations_offered).toEqual(['privacy_complaint']);
    await markSent(user, complaint, '2026-03-02', 'mail');
    expect(await trackedLetter(user, complaint)).toMatchObject({
      status: 'awaiting_reply',
      reply_due: '2026-04-01',
    });
  });

  it('are made once per letter and kind: asking again answers the same letter', async () => {
    const again = await escalate(user, { id: equifax, kind: 'consumer_office_complaint' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ code: 0, id: complaint });
    expect(await storedLetterCount(test.app, user.userId)).toBe(3);
  });

  it('complain to the Office of the Privacy Commissioner of Canada at its Gatineau address', async () => {
    const id = await madeEscalation(user, equifax, 'privacy_complaint');
    const text = await letterText(user, id);
    expect(text).toContain('Office of the Privacy Commissioner of Canada 30 Victoria Street');
    expect(text).toContain('Gatineau QC K1A 1H3');
    expect(text).toContain('Re: Privacy complaint about Equifax Canada Co.');
    for (const fact of NAMES_THE_VERIFIED_LETTER) expect(text).toContain(fact);
    expect((await trackedLetter(user, id)).name).toBe(
      'Privacy Complaint - Credit Report Request - Equifax',
    );
    expect((await trackedLetter(user, equifax)).escalations_offered).toEqual([]);
  });

  it('say which correction a dispute asked for and that the bureau did not make it', async () => {
    const [nameLetter = ''] = await generateIds(user, {
      letter: 'error_of_name',
      correct_name: 'Sam Lee Tremblay',
      incorrect_name: 'Samuel Tremblet',
      bureau: 'TransUnion',
    });
    await markVerifiedAsAccurate(user, nameLetter);
    const id = await madeEscalation(user, nameLetter, 'consumer_office_complaint');
    const text = await letterText(user, id);
    expect(text).toContain('In it, I asked the bureau to correct my name in my credit file.');
    expect(text).toContain(
      'TransUnion Canada said that the information was verified as accurate, and it did not make the correction I asked for.',
    );
    await user.call('DELETE', '/generate-pdf', id);
    await user.call('DELETE', '/generate-pdf', nameLetter);
  });

  it('do not offer the AMF transfer outside Québec', async () => {
    const refused = await escalate(user, { id: equifax, kind: 'amf_transfer_request' });
    expect(refused.json()).toMatchObject({ code: -2 });
    expect(await storedLetterCount(test.app, user.userId)).toBe(4);
  });

  it('stay listed, unlinked, when the first letter is deleted', async () => {
    const deleted = await user.call('DELETE', '/generate-pdf', equifax);
    expect(deleted.json()).toEqual({ code: 0, msg: 'OK' });
    expect(await trackedLetter(user, complaint)).toMatchObject({
      type: 'consumer_office_complaint',
      escalation_of: null,
    });
  });
});

describe('escalation letters for a Québec consumer', () => {
  let user: LettersUser;
  let equifax: string;
  let transunion: string;

  beforeAll(async () => {
    ({ user, equifax, transunion } = await consumerIn('QC'));
    await markVerifiedAsAccurate(user, equifax);
    await markVerifiedAsAccurate(user, transunion);
  });

  it('offer the AMF transfer for the Equifax letter only', async () => {
    const letters = await trackedLetters(user);
    expect(letters.get(equifax)?.escalations_offered).toEqual([
      'consumer_office_complaint',
      'privacy_complaint',
      'amf_transfer_request',
    ]);
    expect(letters.get(transunion)?.escalations_offered).toEqual([
      'consumer_office_complaint',
      'privacy_complaint',
    ]);
    const refused = await escalate(user, { id: transunion, kind: 'amf_transfer_request' });
    expect(refused.json()).toMatchObject({ code: -2 });
  });

  it('ask Equifax, at its Québec complaints address, to transfer the file to the AMF', async () => {
    const id = await madeEscalation(user, equifax, 'amf_transfer_request');
    const text = await letterText(user, id);
    expect(text).toContain('Equifax Canada Co. Plainte pour le Québec Box 190 Montréal QC H1S 2Z2');
    expect(text).toContain(
      'Re: Request to transfer my complaint file to the Autorité des marchés financiers (AMF)',
    );
    expect(text).toContain('Please transfer my complaint file to the AMF');
    for (const fact of NAMES_THE_VERIFIED_LETTER) expect(text).toContain(fact);
    expect((await trackedLetter(user, id)).name).toBe(
      'AMF Transfer Request - Credit Report Request - Equifax',
    );
  });

  it('complain to the Commission d’accès à l’information, at the address it publishes', async () => {
    const id = await madeEscalation(user, equifax, 'privacy_complaint');
    const text = await letterText(user, id);
    expect(text).toContain('Commission d’accès à l’information du Québec');
    expect(text).not.toContain('Privacy Commissioner of Canada');
    expect(text).toContain(
      'SEND BY MAIL TO Commission d’accès à l’information du Québec 525, boulevard René-Lévesque Est, bureau 2.36 Québec (Québec) G1R 5S9',
    );
    expect(text).toContain(
      'Act respecting the protection of personal information in the private sector',
    );
    for (const fact of NAMES_THE_VERIFIED_LETTER) expect(text).toContain(fact);
  });

  it('follow up naming the Commission d’accès à l’information, as the privacy complaint does', async () => {
    const made = await followUp(user, { id: transunion });
    expect(made.statusCode).toBe(201);
    const text = await letterText(user, made.json<{ id: string }>().id);
    expect(text).toContain('Commission d’accès à l’information du Québec');
    expect(text).not.toContain('Privacy Commissioner of Canada');
  });

  it('complain to the Office de la protection du consommateur', async () => {
    const id = await madeEscalation(user, transunion, 'consumer_office_complaint');
    const text = await letterText(user, id);
    expect(text).toContain('Office de la protection du consommateur');
    expect(text).toContain('I live in Quebec');
    expect(text).toContain('“Request for a free copy of my credit file (consumer disclosure)”');
    expect(text).toContain('TransUnion Canada said that the information was verified as accurate');
  });
});

describe('escalation letters for a British Columbia consumer whose letter got no reply', () => {
  let user: LettersUser;
  let transunion: string;

  beforeAll(async () => {
    ({ user, transunion } = await consumerIn('BC'));
    await markSent(user, transunion, '2026-03-02', 'fax');
    test.clock.advance(30 * DAY_MS); // April 1 in Toronto: the reply is due.
    user = await signInAgain(test.app, user);
    const response = await track(user, {
      id: transunion,
      sent_on: '2026-03-02',
      sent_by: 'fax',
      outcome: 'no_reply',
      resolved_on: '2026-04-01',
    });
    expect(response.statusCode).toBe(200);
  });

  afterAll(() => {
    test.clock.advance(-30 * DAY_MS);
  });

  const NAMES_THE_UNANSWERED_LETTER = [
    'On March 2, 2026, I sent TransUnion Canada my letter dated March 2, 2026, “Request for a free copy of my credit file (consumer disclosure)”, by fax.',
    'Its reply was due by April 1, 2026. As of April 1, 2026, I had received no reply.',
  ];

  it('complain to the OIPC of British Columbia', async () => {
    const id = await madeEscalation(user, transunion, 'privacy_complaint');
    const text = await letterText(user, id);
    expect(text).toContain(
      'Office of the Information and Privacy Commissioner for British Columbia',
    );
    expect(text).not.toContain('Privacy Commissioner of Canada');
    for (const fact of NAMES_THE_UNANSWERED_LETTER) expect(text).toContain(fact);
    expect(text).toContain('Proof that I sent it on March 2, 2026: the fax confirmation');
  });

  it('follow up naming the same privacy regulator as the privacy complaint, the OIPC', async () => {
    const made = await followUp(user, { id: transunion });
    expect(made.statusCode).toBe(201);
    const text = await letterText(user, made.json<{ id: string }>().id);
    expect(text).toContain(
      'the Office of the Information and Privacy Commissioner for British Columbia',
    );
    expect(text).not.toContain('Privacy Commissioner of Canada');
  });

  it('complain to Consumer Protection BC', async () => {
    const id = await madeEscalation(user, transunion, 'consumer_office_complaint');
    const text = await letterText(user, id);
    expect(text).toContain('Consumer Protection BC');
    expect(text).toContain('Business Practices and Consumer Protection Act');
    for (const fact of NAMES_THE_UNANSWERED_LETTER) expect(text).toContain(fact);
  });
});

describe('refused escalation letters', () => {
  it('are not offered after "corrected", nor for a letter to a creditor', async () => {
    const { user, equifax } = await consumerIn('ON');
    await track(user, {
      id: equifax,
      sent_on: '2026-03-02',
      sent_by: 'mail',
      outcome: 'corrected',
      resolved_on: '2026-03-02',
    });
    expect((await trackedLetter(user, equifax)).escalations_offered).toEqual([]);
    expect(
      (await escalate(user, { id: equifax, kind: 'consumer_office_complaint' })).json(),
    ).toMatchObject({ code: -2 });

    const [creditorLetter = ''] = await generateIds(user, {
      letter: 'unauthorized_inquiry',
      creditor_amount: 2500,
      creditor_name: 'Northern Credit Union',
      creditor_street_address: '25 Water Street',
      creditor_city: "St. John's",
      creditor_province: 'Newfoundland and Labrador',
      creditor_postal_code: 'A1C 1A1',
      creditor_fax: '709-555-0142',
    });
    await markVerifiedAsAccurate(user, creditorLetter);
    const entry: TrackedEntry = await trackedLetter(user, creditorLetter);
    expect(entry).toMatchObject({ outcome: 'verified_as_accurate', escalations_offered: [] });
    const before = await storedLetterCount(test.app, user.userId);
    const refused = await escalate(user, { id: creditorLetter, kind: 'privacy_complaint' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: -2, errors: { kind: expect.any(String) } });
    expect(await storedLetterCount(test.app, user.userId)).toBe(before);
  });

  it("answer -3 for another user's letter and an unknown id", async () => {
    const owner = await consumerIn('ON');
    await markVerifiedAsAccurate(owner.user, owner.equifax);
    const other = await consumerIn('ON');

    const foreign = await escalate(other.user, { id: owner.equifax, kind: 'privacy_complaint' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(NOT_FOUND);
    expect(
      (await escalate(other.user, { id: UNKNOWN_ID, kind: 'privacy_complaint' })).json(),
    ).toEqual(NOT_FOUND);
    expect(await storedLetterCount(test.app, owner.user.userId)).toBe(2);
    expect(await storedLetterCount(test.app, other.user.userId)).toBe(2);
  });

  it('answer -2 with a field message for bad bodies, and store nothing', async () => {
    const { user, equifax } = await consumerIn('ON');
    await markVerifiedAsAccurate(user, equifax);
    const bodies: [unknown, string][] = [
      [{ id: equifax }, 'kind'],
      [{ id: equifax, kind: 'letter_to_santa' }, 'kind'],
      [{ id: 'not-an-id', kind: 'privacy_complaint' }, 'id'],
      [{ id: equifax, kind: 'privacy_complaint', colour: 'blue' }, 'colour'],
      [{ id: equifax, kind: 'privacy_complaint\u0000' }, 'kind'],
    ];
    for (const [body, field] of bodies) {
      const response = await escalate(user, body);
      expect(response.statusCode).toBe(400);
      const answer = response.json<{ code: number; errors: Record<string, string> }>();
      expect(answer.code).toBe(-2);
      expect(Object.keys(answer.errors)).toContain(field);
    }
    expect((await escalate(user, equifax)).json()).toMatchObject({ code: -2 });
    expect(await storedLetterCount(test.app, user.userId)).toBe(2);
  });
});
