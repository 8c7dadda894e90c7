import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { letters } from '../../src/db/schema-letters';
import { NOT_FOUND, UNKNOWN_ID } from '../profile/support';
import { createTestApp, type TestApp } from '../support/app';
import { fillProfile, generateIds, type LettersUser, newLettersUser, signInAgain } from './support';
import { DAY_MS, markSent, type TrackedEntry, track, trackedLetter } from './tracking-support';

// The test clock starts at 2026-03-02T15:00:00Z: 10:00 in Toronto, so letters are dated March 2.
let test: TestApp;
let user: LettersUser;
let equifax: string;
let transunion: string;

beforeAll(async () => {
  test = await createTestApp();
  user = await newLettersUser(test.app);
  await fillProfile(user);
  [equifax = '', transunion = ''] = await generateIds(user, {});
});

afterAll(async () => {
  await test?.close();
});

const UNTRACKED = {
  status: 'generated',
  sent_on: null,
  sent_by: null,
  reply_due: null,
  outcome: null,
  resolved_on: null,
  note: '',
  follow_up_of: null,
  escalation_of: null,
  escalations_offered: [],
};

describe('tracking a letter from sent to resolved', () => {
  it('lists a new letter as Generated, with its type, after the spec fields', async () => {
    const entry = await trackedLetter(user, equifax);
    expect(entry).toEqual({
      id: equifax,
      gid: 0,
      name: 'Credit Report Request - Equifax',
      request_date: '2026-03-02',
      type: 'credit_report_request',
      ...UNTRACKED,
    });
  });

  it('records the sending, then the outcome, and lists the state and the reply-due date', async () => {
    const sent = await track(user, { id: equifax, sent_on: '2026-03-02', sent_by: 'fax' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ code: 0, msg: 'OK', id: equifax });
    expect(await trackedLetter(user, equifax)).toMatchObject({
      status: 'awaiting_reply',
      sent_on: '2026-03-02',
      sent_by: 'fax',
      // 30 days after sending for the free report requests too.
      reply_due: '2026-04-01',
      outcome: null,
    });

    test.clock.advance(12 * DAY_MS);
    // Sessions end after 30 idle minutes.
    user = await signInAgain(test.app, user);
    const resolved = await track(user, {
      id: equifax,
      sent_on: '2026-03-02',
      sent_by: 'fax',
      outcome: 'corrected',
      resolved_on: '2026-03-14',
      note: '  Report received by mail; the old address is gone.  ',
    });
    expect(resolved.json()).toEqual({ code: 0, msg: 'OK', id: equifax });
    expect(await trackedLetter(user, equifax)).toMatchObject({
      status: 'resolved',
      reply_due: '2026-04-01',
      outcome: 'corrected',
      resolved_on: '2026-03-14',
      note: 'Report received by mail; the old address is gone.',
    });
  });

  it('keeps the note sealed in the database', async () => {
    const [row] = await test.app.db
      .select({ note: letters.noteSealed })
      .from(letters)
      .where(eq(letters.id, equifax));
    expect(row?.note).toBeInstanceOf(Buffer);
    expect(row?.note?.toString('utf8')).not.toContain('old address');
  });

  it('edits a recorded send, reopens a resolved letter and can undo the sending', async () => {
    await track(user, { id: transunion, sent_on: '2026-03-03', sent_by: 'mail' });
    await track(user, { id: transunion, sent_on: '2026-03-04', sent_by: 'fax' });
    expect(await trackedLetter(user, transunion)).toMatchObject({
      status: 'awaiting_reply',
      sent_on: '2026-03-04',
      sent_by: 'fax',
      reply_due: '2026-04-03',
    });

    await track(user, {
      id: transunion,
      sent_on: '2026-03-04',
      sent_by: 'fax',
      outcome: 'no_reply',
      resolved_on: '2026-03-10',
    });
    // Reopening: the same record without an outcome.
    await track(user, { id: transunion, sent_on: '2026-03-04', sent_by: 'fax' });
    expect(await trackedLetter(user, transunion)).toMatchObject({
      status: 'awaiting_reply',
      outcome: null,
      resolved_on: null,
    });

    const undone = await track(user, { id: transunion });
    expect(undone.statusCode).toBe(200);
    expect(await trackedLetter(user, transunion)).toMatchObject(UNTRACKED);
  });
});

describe('refused tracking records', () => {
  let letter: string;
  let before: TrackedEntry;

  beforeAll(async () => {
    // The clock stands at 2026-03-14 in Toronto (moved by the tests above).
    [letter = ''] = await generateIds(user, { bureau: 'Equifax' });
    await markSent(user, letter, '2026-03-14', 'mail');
  });

  beforeEach(async () => {
    before = await trackedLetter(user, letter);
  });

  async function refused(body: Record<string, unknown>): Promise<Record<string, string>> {
    const response = await track(user, { id: letter, ...body });
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ code: number; msg: string; errors: Record<string, string> }>();
    expect(answer.code).toBe(-2);
    // Nothing changed.
    expect(await trackedLetter(user, letter)).toEqual(before);
    return answer.errors;
  }

  it('answers -2 for a sent date in the future or before the request date', async () => {
    expect(await refused({ sent_on: '2026-03-15', sent_by: 'fax' })).toEqual({
      sent_on: 'The date sent cannot be in the future.',
    });
    expect(await refused({ sent_on: '2026-03-13', sent_by: 'fax' })).toEqual({
      sent_on: 'The date sent cannot be before the letter’s request date.',
    });
  });

  it('answers -2 for an outcome before the sending, in the future, or without a sending', async () => {
    const sent = { sent_on: '2026-03-14', sent_by: 'mail' };
    expect(await refused({ ...sent, outcome: 'deleted', resolved_on: '2026-03-13' })).toEqual({
      resolved_on: 'The date of the outcome cannot be before the date sent.',
    });
    expect(await refused({ ...sent, outcome: 'deleted', resolved_on: '2026-03-20' })).toEqual({
      resolved_on: 'The date of the outcome cannot be in the future.',
    });
    expect(await refused({ outcome: 'settled', resolved_on: '2026-03-14' })).toEqual({
      sent_on: 'Please enter the date you sent the letter.',
    });
    expect(await refused({ ...sent, outcome: 'settled' })).toEqual({
      resolved_on: 'Please enter the date of the outcome.',
    });
  });

  it('answers -2 for impossible dates, unknown choices, a long note and unknown fields', async () => {
    expect(await refused({ sent_on: '2026-02-30', sent_by: 'fax' })).toEqual({
      sent_on: 'Please enter a real date, like 2026-03-02.',
    });
    expect(await refused({ sent_on: '2026-03-14' })).toEqual({
      sent_by: 'Please choose how you sent the letter.',
    });
    expect(await refused({ sent_on: '2026-03-14', sent_by: 'pigeon' })).toEqual({
      sent_by: 'Please choose how you sent the letter.',
    });
    expect(
      await refused({
        sent_on: '2026-03-14',
        sent_by: 'fax',
        outcome: 'ignored',
        resolved_on: '2026-03-14',
      }),
    ).toEqual({ outcome: 'Please choose the outcome.' });
    expect(
      await refused({ sent_on: '2026-03-14', sent_by: 'fax', note: 'x'.repeat(1001) }),
    ).toEqual({ note: 'Please keep the note to 1,000 characters or fewer.' });
    expect(await refused({ sent_on: '2026-03-14', sent_by: 'fax', status: 'resolved' })).toEqual({
      status: 'This field is not allowed.',
    });
  });

  it('accepts a note of exactly 1,000 characters', async () => {
    const response = await track(user, {
      id: letter,
      sent_on: '2026-03-14',
      sent_by: 'mail',
      note: 'n'.repeat(1000),
    });
    expect(response.statusCode).toBe(200);
    expect((await trackedLetter(user, letter)).note).toHaveLength(1000);
  });
});

describe("the consumer's local date", () => {
  it('judges "in the future" in the time zone sent, America/Toronto without one', async () => {
    const local = await createTestApp({ database: test.database });
    try {
      let halifax = await newLettersUser(local.app);
      await fillProfile(halifax);
      const [id = ''] = await generateIds(halifax, { bureau: 'TransUnion' });
      // 2026-03-03T04:30Z: still 23:30 on March 2 in Toronto, already 00:30 on March 3 in Halifax.
      local.clock.advance(13.5 * 60 * 60 * 1000);
      halifax = await signInAgain(local.app, halifax);
      const body = { id, sent_on: '2026-03-03', sent_by: 'mail' };
      const toronto = await track(halifax, body);
      expect(toronto.json()).toMatchObject({
        code: -2,
        errors: { sent_on: 'The date sent cannot be in the future.' },
      });
      const atlantic = await track(halifax, { ...body, time_zone: 'America/Halifax' });
      expect(atlantic.json()).toEqual({ code: 0, msg: 'OK', id });

      const unknownZone = await track(halifax, { ...body, time_zone: 'Atlantis/Lost_City' });
      expect(unknownZone.json()).toMatchObject({
        code: -2,
        errors: { time_zone: 'Please send a time zone like America/Toronto.' },
      });
    } finally {
      await local.close();
    }
  });
});

describe("another user's letter", () => {
  it('answers -3, exactly like an unknown id, and changes nothing', async () => {
    const other = await newLettersUser(test.app);
    const body = { sent_on: '2026-03-02', sent_by: 'fax' };
    const foreign = await track(other, { id: transunion, ...body });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(NOT_FOUND);
    expect((await track(other, { id: UNKNOWN_ID, ...body })).json()).toEqual(NOT_FOUND);
    expect(await trackedLetter(user, transunion)).toMatchObject(UNTRACKED);
  });
});
