import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { expectFieldRefused, type ListedLetter, letterText } from './letter-support';
import {
  generateIds,
  type LettersUser,
  newLettersUserAt,
  newUserWithAccount,
  signInAgain,
} from './support';

/**
 * The consumer statement through POST /api/v1/generate-pdf: one letter per bureau chosen, the
 * statement printed in quotes as typed, refused over the limit that applies. The test clock's
 * Toronto date is March 2, 2026: before Ontario's 200-word rule (July 1, 2026).
 */

let test: TestApp;
/** Ontario (the profile the personal tabs fill). */
let ontario: LettersUser;
let alberta: LettersUser;

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 10}`).join(' ');

function statementBody(statement: string, extra: Record<string, unknown> = {}) {
  return { letter: 'consumer_statement', statement, ...extra };
}

beforeAll(async () => {
  test = await createTestApp();
  ({ user: ontario } = await newUserWithAccount(test.app));
  alberta = await newLettersUserAt(test.app, {
    address_line_one: '12 Jasper Avenue',
    city: 'Edmonton',
    province_id: 0,
    postal_code: 'T5J 0N3',
  });
});

afterAll(async () => {
  await test?.close();
});

describe('consumer_statement', () => {
  it('prints the statement verbatim, in quotes, in one letter per bureau, with the item it explains', async () => {
    const statement =
      'I lost my job in 2023 and paid every debt since, including the “Maple Visa”.';
    const ids = await generateIds(
      alberta,
      statementBody(statement, { item: 'Maple Visa, 90 days late in May 2023' }),
    );
    const list = await alberta.list<ListedLetter>('/generate-pdf');
    expect(ids.map((id) => list.find(([entry]) => entry.id === id)?.[0])).toMatchObject([
      { name: 'Consumer Statement - Equifax', gid: 1 },
      { name: 'Consumer Statement - TransUnion', gid: 1 },
    ]);
    for (const id of ids) {
      const text = await letterText(alberta, id);
      expect(text).toContain(
        'shows an item I want to explain: Maple Visa, 90 days late in May 2023.',
      );
      expect(text).toContain(
        `Please add this consumer statement to my file, exactly as written: “${statement}”`,
      );
      expect(text).toContain('confirm to me in writing that you have added it');
    }
  });

  it('accepts Equifax’s 400 characters exactly and refuses 401 naming the limit, storing nothing', async () => {
    const fourHundred = `${'Paid in full, '.repeat(40).slice(0, 399)}.`;
    expect(fourHundred).toHaveLength(400);
    const [id] = await generateIds(alberta, statementBody(fourHundred, { bureau: 'Equifax' }));
    expect(await letterText(alberta, id)).toContain(`“${fourHundred}”`);
    await expectFieldRefused(
      test.app,
      alberta,
      statementBody(`${fourHundred}!`, { bureau: 'Equifax' }),
      'statement',
      'Equifax accepts up to 400 characters; your statement has 401. Please shorten it.',
    );
  });

  it('accepts TransUnion’s 100 words and refuses 101', async () => {
    await generateIds(alberta, statementBody(words(100), { bureau: 'TransUnion' }));
    await expectFieldRefused(
      test.app,
      alberta,
      statementBody(words(101), { bureau: 'TransUnion' }),
      'statement',
      'TransUnion accepts up to 100 words; your statement has 101. Please shorten it.',
    );
  });

  it('holds a statement for both bureaus to both limits', async () => {
    // 100 words of 5 characters: within TransUnion's limit, over Equifax's 400 characters.
    await expectFieldRefused(
      test.app,
      alberta,
      statementBody(words(100)),
      'statement',
      'Equifax accepts up to 400 characters; your statement has 599. Please shorten it.',
    );
  });

  it('refuses an empty statement', async () => {
    await expectFieldRefused(
      test.app,
      alberta,
      statementBody('   '),
      'statement',
      'Please write your statement.',
    );
  });

  // Last: it moves the clock.
  it('gives an Ontario resident 200 words from July 1, 2026', async () => {
    await expectFieldRefused(
      test.app,
      ontario,
      statementBody(words(150), { bureau: 'TransUnion' }),
      'statement',
      'TransUnion accepts up to 100 words; your statement has 150. Please shorten it.',
    );
    test.clock.advance(130 * 24 * 60 * 60 * 1000); // July 10, 2026
    const signedIn = await signInAgain(test.app, ontario);
    expect(
      await generateIds(signedIn, statementBody(words(200), { bureau: 'TransUnion' })),
    ).toHaveLength(1);
    await expectFieldRefused(
      test.app,
      signedIn,
      statementBody(words(201), { bureau: 'Equifax' }),
      'statement',
      'Equifax accepts up to 200 words; your statement has 201. Please shorten it.',
    );
  });
});
