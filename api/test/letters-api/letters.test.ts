import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letters } from '../../src/db/schema-letters';
import { DELETED, NOT_FOUND, UNKNOWN_ID } from '../profile/support';
import { createTestApp, type TestApp } from '../support/app';
import {
  download,
  fillProfile,
  type GenerateAnswerBody,
  generate,
  generateIds,
  type LettersUser,
  newLettersUser,
  ONTARIO_ADDRESS,
  ONTARIO_CONTACT,
  signInAgain,
} from './support';

type ListItem = [
  { id: string; gid: number; name: string; request_date: string },
  { group: string },
];

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test?.close();
});

async function rowCount(userId: string): Promise<number> {
  const rows = await test.app.db
    .select({ id: letters.id })
    .from(letters)
    .where(eq(letters.userId, userId));
  return rows.length;
}

describe('generate with incomplete personal information', () => {
  it('answers -1000 (HTTP 422) and stores nothing, without a contact or without an address', async () => {
    const user = await newLettersUser(test.app);
    const nothing = await generate(user, {});
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json()).toEqual({
      code: -1000,
      msg: 'Please enter your personal information so we can generate a personalized letter.',
    });

    await user.call('POST', '/contact', ONTARIO_CONTACT);
    const contactOnly = await generate(user, {});
    expect(contactOnly.json<GenerateAnswerBody>().code).toBe(-1000);

    // A previous address is not a current one.
    await user.call('POST', '/address', {
      address_line_one: '1 Old Road',
      city: 'Hamilton',
      province_id: 8,
      postal_code: 'L8P 4R5',
      is_previous: true,
    });
    expect((await generate(user, {})).json<GenerateAnswerBody>().code).toBe(-1000);

    expect(await user.list('/generate-pdf')).toEqual([]);
    expect(await rowCount(user.userId)).toBe(0);
  });
});

describe('generate, list, download and delete', () => {
  let user: LettersUser;

  beforeAll(async () => {
    user = await newLettersUser(test.app);
    await fillProfile(user);
  });

  it('makes two letters, Equifax and TransUnion, and lists them newest first as pairs', async () => {
    const response = await generate(user, {});
    expect(response.statusCode).toBe(201);
    const answer = response.json<GenerateAnswerBody>();
    expect(answer).toMatchObject({ code: 0, msg: 'OK', result: 200 });
    expect(answer.ids).toHaveLength(2);
    expect(answer.id).toBe(answer.ids?.[0]);

    const list = await user.list<ListItem>('/generate-pdf');
    // The test clock reads 2026-03-02T15:00Z: 10:00 in Toronto.
    const untracked = {
      type: 'credit_report_request',
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
    expect(list).toEqual([
      [
        {
          id: answer.ids?.[0],
          gid: 0,
          name: 'Credit Report Request - Equifax',
          request_date: '2026-03-02',
          ...untracked,
        },
        { group: 'credit report' },
      ],
      [
        {
          id: answer.ids?.[1],
          gid: 0,
          name: 'Credit Report Request - TransUnion',
          request_date: '2026-03-02',
          ...untracked,
        },
        { group: 'credit report' },
      ],
    ]);
  });

  it('downloads the PDF under the letter name, the same bytes every time', async () => {
    const [equifax] = await generateIds(user, { bureau: 'Equifax' });
    const first = await download(user, equifax);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="Credit_Report_Request_-_Equifax.pdf"; filename*=UTF-8''Credit_Report_Request_-_Equifax.pdf`,
    );
    expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Later profile edits change nothing in a letter already made.
    await user.call('POST', '/contact', { ...ONTARIO_CONTACT, first_name: 'Samantha' });
    await user.call('POST', '/address', { ...ONTARIO_ADDRESS, city: 'Ottawa' });
    const second = await download(user, equifax);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('makes one letter when the body names a bureau, and answers its id alone', async () => {
    const response = await generate(user, { bureau: 'TransUnion' });
    const answer = response.json<GenerateAnswerBody>();
    expect(answer).toMatchObject({ code: 0, result: 200 });
    expect(answer.ids).toBeUndefined();
    const [newest] = await user.list<ListItem>('/generate-pdf');
    expect(newest?.[0]).toMatchObject({
      id: answer.id,
      name: 'Credit Report Request - TransUnion',
    });
  });

  it('deletes a letter: gone from the list, then -3 for it', async () => {
    const [equifax, transunion] = await generateIds(user, {});
    const deleted = await user.call('DELETE', '/generate-pdf', equifax);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual(DELETED);

    const ids = (await user.list<ListItem>('/generate-pdf')).map(([entry]) => entry.id);
    expect(ids).not.toContain(equifax);
    expect(ids).toContain(transunion);

    const again = await user.call('DELETE', '/generate-pdf', equifax);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_FOUND);
    expect((await download(user, equifax)).json()).toEqual(NOT_FOUND);
  });

  it('answers -3 for an id no letter has, and -2 for a body that is not an id', async () => {
    expect((await download(user, UNKNOWN_ID)).json()).toEqual(NOT_FOUND);
    const notAnId = await download(user, { id: UNKNOWN_ID });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json<GenerateAnswerBody>().code).toBe(-2);
  });
});

describe("another user's letter", () => {
  it('answers -3 to download and delete, and stays with its owner', async () => {
    const owner = await newLettersUser(test.app);
    const stranger = await newLettersUser(test.app);
    await fillProfile(owner);
    const [id] = await generateIds(owner, { bureau: 'Equifax' });

    const peek = await download(stranger, id);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual(NOT_FOUND);
    const remove = await stranger.call('DELETE', '/generate-pdf', id);
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toEqual(NOT_FOUND);

    expect(await stranger.list('/generate-pdf')).toEqual([]);
    expect((await download(owner, id)).statusCode).toBe(200);
  });
});

describe('list order and request date', () => {
  it('lists the newest Generate first and dates letters in Toronto time', async () => {
    const user = await newLettersUser(test.app);
    await fillProfile(user);
    const [older] = await generateIds(user, { bureau: 'Equifax' });
    // 2026-03-03T03:30Z is still March 2 in Toronto (22:30 EST).
    test.clock.advance(12.5 * 60 * 60_000);
    const later = await signInAgain(test.app, user);
    const [newer] = await generateIds(later, { bureau: 'TransUnion' });
    // 05:30Z is 00:30 on March 3 in Toronto.
    test.clock.advance(2 * 60 * 60_000);
    const latest = await signInAgain(test.app, user);
    const [newest] = await generateIds(latest, { bureau: 'Equifax' });

    const list = await latest.list<ListItem>('/generate-pdf');
    expect(list.map(([entry]) => [entry.id, entry.request_date])).toEqual([
      [newest, '2026-03-03'],
      [newer, '2026-03-02'],
      [older, '2026-03-02'],
    ]);
  });
});

describe('generate body validation', () => {
  let user: LettersUser;

  beforeAll(async () => {
    user = await newLettersUser(test.app);
    await fillProfile(user);
  });

  it.each([
    ['a bureau that is not one', { bureau: 'Experian' }, 'bureau'],
    ['an unknown field', { colour: 'blue' }, 'colour'],
    ['an unknown letter type', { letter: 'love_letter' }, 'letter'],
    ['a letter type the product does not offer', { letter: 'double_reporting' }, 'letter'],
    ['a letter that is not a string', { letter: 7 }, 'letter'],
    ['an array', [], 'body'],
    ['a bare string', 'letter', 'body'],
  ])('answers -2 for %s and stores nothing', async (_label, body, field) => {
    const before = await rowCount(user.userId);
    const response = await generate(user, body);
    expect(response.statusCode).toBe(400);
    const answer = response.json<GenerateAnswerBody>();
    expect(answer.code).toBe(-2);
    expect(Object.keys(answer.errors ?? {})).toEqual([field]);
    expect(await rowCount(user.userId)).toBe(before);
  });

  it('answers -2 for a missing body', async () => {
    const response = await user.call('POST', '/generate-pdf');
    expect(response.json()).toMatchObject({ code: -2, errors: { body: expect.any(String) } });
  });

  it('accepts the free report named explicitly with its letter type', async () => {
    const response = await generate(user, { letter: 'credit_report_request', bureau: 'both' });
    expect(response.json<GenerateAnswerBody>().ids).toHaveLength(2);
  });

  it('needs a session', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/generate-pdf' });
    expect(response.json<GenerateAnswerBody>().code).toBe(-4000);
  });
});
