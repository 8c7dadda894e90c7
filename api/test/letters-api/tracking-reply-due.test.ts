import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letters } from '../../src/db/schema-letters';
import { createTestApp, type TestApp } from '../support/app';
import { letterText } from './letter-support';
import { fillProfile, generateIds, type LettersUser, newLettersUser, signInAgain } from './support';
import { DAY_MS, followUp, markSent, track, trackedLetter } from './tracking-support';

// Point 4 of issue 14: "No reply" only once the reply is due, and follow-ups that count the days.
// The clock starts at 2026-03-02T15:00:00Z (March 2 in Toronto): the letters are dated March 2.
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test?.close();
});

/** A new user's Equifax request, and its date (the clock moves on from test to test). */
async function newLetter(): Promise<{ user: LettersUser; id: string; date: string }> {
  const user = await newLettersUser(test.app);
  await fillProfile(user);
  const [id = ''] = await generateIds(user, { bureau: 'Equifax' });
  return { user, id, date: (await trackedLetter(user, id)).request_date };
}

/** Moves the clock on (and back in afterAll); sessions end after 30 idle minutes. */
let moved = 0;
async function advanceDays(user: LettersUser, days: number): Promise<LettersUser> {
  test.clock.advance(days * DAY_MS);
  moved += days;
  return signInAgain(test.app, user);
}

afterAll(() => {
  test.clock.advance(-moved * DAY_MS);
});

const noReply = (id: string, resolved_on: string) => ({
  id,
  sent_on: '2026-03-02',
  sent_by: 'mail',
  outcome: 'no_reply',
  resolved_on,
});

describe('the outcome "No reply"', () => {
  it('is refused before the reply is due, naming the date it opens, and changes nothing', async () => {
    const { user, id } = await newLetter();
    await markSent(user, id, '2026-03-02', 'mail');
    const refused = await track(user, noReply(id, '2026-03-02'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: -2,
      msg: 'Some fields are missing or invalid.',
      errors: {
        outcome:
          '“No reply” can be recorded from April 1, 2026, when the reply is due (30 days after the letter was sent).',
      },
    });
    expect(await trackedLetter(user, id)).toMatchObject({
      status: 'awaiting_reply',
      outcome: null,
      resolved_on: null,
    });
  });

  it('is accepted from the due date on, and refused when dated before it', async () => {
    let { user, id } = await newLetter();
    await markSent(user, id, '2026-03-02', 'mail');
    user = await advanceDays(user, 30); // April 1: the reply is due.

    const backdated = await track(user, noReply(id, '2026-03-31'));
    expect(backdated.json()).toMatchObject({
      code: -2,
      errors: {
        resolved_on:
          'The date of a “No reply” outcome cannot be before April 1, 2026, when the reply was due.',
      },
    });
    const accepted = await track(user, noReply(id, '2026-04-01'));
    expect(accepted.statusCode).toBe(200);
    expect(await trackedLetter(user, id)).toMatchObject({
      status: 'resolved',
      outcome: 'no_reply',
      resolved_on: '2026-04-01',
    });
  });
});

describe('the follow-up letter’s day count', () => {
  it('states the real number of days: a letter sent 45 days before says 45', async () => {
    let { user, id, date } = await newLetter();
    await markSent(user, id, date, 'mail');
    user = await advanceDays(user, 45);
    const made = await followUp(user, { id });
    expect(made.statusCode).toBe(201);
    const text = await letterText(user, made.json<{ id: string }>().id);
    expect(text).toContain('It has been 45 days since I sent it, and I have not received a reply.');
  });

  it('is never made from a "No reply" recorded on the day the letter went out', async () => {
    // Recorded before the rule existed: the row holds it, the tracker no longer accepts it.
    const { user, id, date } = await newLetter();
    await markSent(user, id, date, 'mail');
    await test.app.db
      .update(letters)
      .set({ outcome: 'no_reply', resolvedOn: date })
      .where(eq(letters.id, id));
    const refused = await followUp(user, { id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: -2 });
  });
});
