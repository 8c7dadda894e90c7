import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, squeeze } from '../letters/fixtures';
import { NOT_FOUND, UNKNOWN_ID } from '../profile/support';
import { createTestApp, type TestApp } from '../support/app';
import { everyLetterBody, newConsumer } from './every-letter';
import {
  download,
  fillProfile,
  generateIds,
  type LettersUser,
  newLettersUser,
  ONTARIO_CONTACT,
  signInAgain,
} from './support';
import {
  DAY_MS,
  escalate,
  followUp,
  markSent,
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

async function textOf(user: LettersUser, id: string): Promise<string> {
  const response = await download(user, id);
  expect(response.statusCode).toBe(200);
  return squeeze(pdfText(response.rawPayload)).replace(/\s+/g, ' ');
}

describe('the follow-up letter of an overdue letter', () => {
  let user: LettersUser;
  let first: string;
  let followUpId: string;

  /** Moves the clock on; sessions end after 30 idle minutes, so sign in again. */
  async function advanceDays(days: number) {
    test.clock.advance(days * DAY_MS);
    user = await signInAgain(test.app, user);
  }

  beforeAll(async () => {
    user = await newLettersUser(test.app);
    await fillProfile(user);
    [first = ''] = await generateIds(user, { bureau: 'Equifax' });
    await advanceDays(1);
    await markSent(user, first, '2026-03-03', 'fax');
  });

  it('is refused while the reply is not overdue (due April 2, 2026 is not past on April 2)', async () => {
    await advanceDays(30); // April 2 in Toronto: the due date itself.
    const early = await followUp(user, { id: first });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      code: -2,
      msg: 'Some fields are missing or invalid.',
      errors: {
        id: 'A follow-up letter can be made once the reply is overdue, or after an outcome of verified as accurate or no reply.',
      },
    });
    expect((await trackedLetters(user)).size).toBe(1);
  });

  it('is stored in the first letter’s group, linked to it, and tracked like any letter', async () => {
    await advanceDays(1); // April 3: overdue.
    const made = await followUp(user, { id: first });
    expect(made.statusCode).toBe(201);
    const answer = made.json<{ code: number; result: number; id: string }>();
    expect(answer).toMatchObject({ code: 0, msg: 'OK', result: 200 });
    followUpId = answer.id;

    expect(await trackedLetter(user, followUpId)).toEqual({
      id: followUpId,
      gid: 0,
      name: 'Follow-up to Credit Report Request - Equifax',
      request_date: '2026-04-03',
      type: 'follow_up',
      status: 'generated',
      sent_on: null,
      sent_by: null,
      reply_due: null,
      outcome: null,
      resolved_on: null,
      note: '',
      follow_up_of: first,
      escalation_of: null,
      escalations_offered: [],
    });
    const [newest] = await user.list<[{ id: string }, { group: string }]>('/generate-pdf');
    expect(newest).toEqual([
      expect.objectContaining({ id: followUpId }),
      { group: 'credit report' },
    ]);

    await markSent(user, followUpId, '2026-04-03', 'mail');
    expect(await trackedLetter(user, followUpId)).toMatchObject({
      status: 'awaiting_reply',
      reply_due: '2026-05-03',
    });
  });

  it('names the first letter by its date and subject, the consumer as a bureau matches a file, and where to complain next', async () => {
    const text = await textOf(user, followUpId);
    expect(text).toContain(
      'I am following up on my letter dated March 2, 2026, with the subject “Request for a free copy of my credit file (consumer disclosure)”, which I sent to you by fax on March 3, 2026.',
    );
    expect(text).toContain(
      'To help you find my file, here are my identifying details: Full name: Sam Lee Tremblay Date of birth: June 15, 1980 Current address: 100 King Street West, Unit 12, Toronto ON M5X 1A9',
    );
    expect(text).not.toContain('Credit Report Request - Equifax”');
    // A request of the file goes by the request's own route: mail, not the dispute form.
    expect(text).not.toContain('Dispute your credit report');
    expect(text).toContain('Mail the letter');
    expect(text).toContain('It has been 31 days since I sent it, and I have not received a reply.');
    expect(text).toContain(
      'I ask you again to send me, free of charge, a copy of the credit file you hold about me',
    );
    expect(text).toContain('Equifax Canada Co.');
    expect(text).toContain(`${ONTARIO_CONTACT.first_name} ${ONTARIO_CONTACT.middle_name}`);
    // Ontario: its consumer office and statute; a bureau answers to the Privacy Commissioner.
    expect(text).toContain('Consumer Protection Ontario');
    expect(text).toContain('Consumer Reporting Act');
    expect(text).toContain('Office of the Privacy Commissioner of Canada (OPC)');
    expect(text).toContain(
      'A copy of my letter dated March 2, 2026, “Request for a free copy of my credit file (consumer disclosure)”',
    );
  });

  it('makes one follow-up per letter: asking again answers the same letter', async () => {
    const again = await followUp(user, { id: first });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ code: 0, id: followUpId });
    expect((await trackedLetters(user)).size).toBe(2);
  });

  it('is not offered on a follow-up letter itself', async () => {
    await advanceDays(40); // The follow-up is overdue too.
    const response = await followUp(user, { id: followUpId });
    expect(response.json()).toMatchObject({ code: -2 });
  });

  it('keeps the follow-up when the first letter is deleted, without the link', async () => {
    const deleted = await user.call('DELETE', '/generate-pdf', first);
    expect(deleted.json()).toEqual({ code: 0, msg: 'OK' });
    expect(await trackedLetter(user, followUpId)).toMatchObject({
      type: 'follow_up',
      follow_up_of: null,
    });
  });
});

describe('the follow-up letter after an outcome', () => {
  it('is offered after "verified as accurate" and names the reply; not after "corrected"', async () => {
    const user = await newLettersUser(test.app);
    await fillProfile(user);
    const [equifax = '', transunion = ''] = await generateIds(user, {});
    const { request_date } = await trackedLetter(user, equifax);
    const sent = { sent_on: request_date, sent_by: 'mail' };

    await track(user, { id: transunion, ...sent, outcome: 'corrected', resolved_on: request_date });
    expect((await followUp(user, { id: transunion })).json()).toMatchObject({ code: -2 });

    await track(user, {
      id: equifax,
      ...sent,
      outcome: 'verified_as_accurate',
      resolved_on: request_date,
    });
    const made = await followUp(user, { id: equifax });
    expect(made.statusCode).toBe(201);
    const text = await textOf(user, made.json<{ id: string }>().id);
    expect(text).toContain('you said that the information is accurate as reported');
    expect(text).toContain('which I sent to you by mail');
  });
});

describe('refused follow-ups', () => {
  it("answers -3 for another user's letter and an unknown id, -2 for a malformed body", async () => {
    const owner = await newLettersUser(test.app);
    await fillProfile(owner);
    const [id = ''] = await generateIds(owner, { bureau: 'TransUnion' });
    const other = await newLettersUser(test.app);
    await fillProfile(other);

    const foreign = await followUp(other, { id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(NOT_FOUND);
    expect((await followUp(other, { id: UNKNOWN_ID })).json()).toEqual(NOT_FOUND);
    expect((await followUp(other, id)).json()).toMatchObject({ code: -2 });
  });

  it('answers -1002 when the profile no longer has what a letter prints', async () => {
    const user = await newLettersUser(test.app);
    await fillProfile(user);
    const [id = ''] = await generateIds(user, { bureau: 'TransUnion' });
    const { request_date } = await trackedLetter(user, id);
    await track(user, {
      id,
      sent_on: request_date,
      sent_by: 'fax',
      outcome: 'verified_as_accurate',
      resolved_on: request_date,
    });
    const [address] = await user.list<{ id: string }>('/address');
    await user.call('DELETE', '/address', address?.id);

    const response = await followUp(user, { id });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: -1002,
      msg: 'We cannot generate the letter without your personal information, please fill out your personal information',
    });
  });
});

describe('the follow-up of a letter about an account', () => {
  it('names the account as the recipient files it: the masked number, and the creditor’s reference', async () => {
    const consumer = await newConsumer(test.app, 'ON');
    const bodies = everyLetterBody(consumer);
    let user = consumer.user;
    const [toCollector = ''] = await generateIds(user, {
      letter: 'dispute_creditor',
      ...bodies.dispute_creditor,
    });
    const [toEquifax = ''] = await generateIds(user, {
      letter: 'late_payment',
      ...bodies.late_payment,
      bureau: 'Equifax',
    });
    for (const id of [toCollector, toEquifax]) {
      await markSent(user, id, (await trackedLetter(user, id)).request_date, 'mail');
    }
    test.clock.advance(40 * DAY_MS);
    try {
      user = await signInAgain(test.app, user);
      const textOfFollowUp = async (id: string) => {
        const made = await followUp(user, { id });
        expect(made.statusCode, made.body).toBe(201);
        return textOf(user, made.json<{ id: string }>().id);
      };

      const collector = await textOfFollowUp(toCollector);
      expect(collector).toContain(
        'Account: Maple Visa Account number: •••• 9012 Your reference number: CC-2026-0042',
      );
      expect(collector).toContain('To help you find your records, here are my identifying details');
      expect(collector).not.toContain('4520 8817 3306 9012');

      const bureau = await textOfFollowUp(toEquifax);
      expect(bureau).toContain('Account: Maple Visa Account number: •••• 9012');
      expect(bureau).toContain('Date of birth:');
      expect(bureau).not.toContain('4520 8817 3306 9012');
      // Named by the subject it printed, not by the product's name for it.
      const [, subject = ''] = /Re: (.+?) Dear Sir/.exec(await textOf(user, toEquifax)) ?? [];
      expect(subject).not.toBe('');
      expect(bureau).toContain(`with the subject “${subject}”`);
    } finally {
      test.clock.advance(-40 * DAY_MS);
    }
  });
  it('carries the masked number and the identifying details into an escalation letter too', async () => {
    const consumer = await newConsumer(test.app, 'BC');
    const { user } = consumer;
    const [toTransUnion = ''] = await generateIds(user, {
      letter: 'late_payment',
      ...everyLetterBody(consumer).late_payment,
      bureau: 'TransUnion',
    });
    const day = (await trackedLetter(user, toTransUnion)).request_date;
    const tracked = await track(user, {
      id: toTransUnion,
      sent_on: day,
      sent_by: 'mail',
      outcome: 'verified_as_accurate',
      resolved_on: day,
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const made = await escalate(user, { id: toTransUnion, kind: 'privacy_complaint' });
    expect(made.statusCode, made.body).toBe(201);
    const text = await textOf(user, made.json<{ id: string }>().id);
    expect(text).toContain(
      'My letter concerned this account: Account: Maple Visa Account number: •••• 9012',
    );
    expect(text).toContain(
      'My identifying details, as my letter gave them: Full name: Priya Sandhu',
    );
    expect(text).not.toContain('4520 8817 3306 9012');
  });
  it('is still made when the letter’s banking account was deleted since, named by its name', async () => {
    const consumer = await newConsumer(test.app, 'ON');
    const { user } = consumer;
    const [toCollector = ''] = await generateIds(user, {
      letter: 'dispute_creditor',
      ...everyLetterBody(consumer).dispute_creditor,
    });
    const { request_date: day, name } = await trackedLetter(user, toCollector);
    await markSent(user, toCollector, day, 'mail');
    // The banking gate opens the grant a delete needs.
    expect((await user.call('POST', '/banking-information/get', user.password)).statusCode).toBe(
      200,
    );
    expect((await user.call('DELETE', '/banking-information', consumer.accountId)).statusCode).toBe(
      200,
    );
    test.clock.advance(40 * DAY_MS);
    try {
      const signedIn = await signInAgain(test.app, user);
      const made = await followUp(signedIn, { id: toCollector });
      expect(made.statusCode, made.body).toBe(201);
      const text = await textOf(signedIn, made.json<{ id: string }>().id);
      expect(text).toContain(`with the subject “${name}”`);
      expect(text).toContain('Your reference number: CC-2026-0042');
    } finally {
      test.clock.advance(-40 * DAY_MS);
    }
  });
});
