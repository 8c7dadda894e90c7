import { letterTexts as m } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { expectFieldRefused, type ListedLetter, letterText } from './letter-support';
import {
  type GenerateAnswerBody,
  generate,
  generateIds,
  type LettersUser,
  newLettersUserAt,
  newUserWithAccount,
} from './support';

/**
 * The statute-barred letter through POST /api/v1/generate-pdf: made only once the consumer's
 * provincial limitation period has passed since the last payment (the test clock's Toronto date is
 * March 2, 2026), with the period and its statute, and a letter to the collector when one is named.
 */

let test: TestApp;
/** An Ontario consumer (the profile the personal tabs fill). */
let ontario: LettersUser;

const ACCOUNT = { account_name: 'Old Phone Bill', account_number: 'RG-5550001' };

function body(lastPaymentDate: string, extra: Record<string, unknown> = {}) {
  return {
    letter: 'statute_barred_account',
    ...ACCOUNT,
    last_payment_date: lastPaymentDate,
    ...extra,
  };
}

/** A consumer of another province, seeded with an address there. */
function consumerIn(provinceId: number, city: string, postalCode: string) {
  return newLettersUserAt(test.app, {
    address_line_one: '12 Main Street',
    city,
    province_id: provinceId,
    postal_code: postalCode,
  });
}

async function names(user: LettersUser, ids: string[]): Promise<string[]> {
  const list = await user.list<ListedLetter>('/generate-pdf');
  return ids.map((id) => list.find(([entry]) => entry.id === id)?.[0].name ?? 'missing');
}

beforeAll(async () => {
  test = await createTestApp();
  ({ user: ontario } = await newUserWithAccount(test.app));
});

afterAll(async () => {
  await test?.close();
});

describe('statute_barred_account in Ontario (2 years)', () => {
  it('is refused one month after the last payment, naming the day the period passes, and stores nothing', async () => {
    await expectFieldRefused(
      test.app,
      ontario,
      body('2026-02-02'),
      'last_payment_date',
      'In Ontario the limitation period for this debt passes on February 3, 2028. Until then it is not statute-barred.',
    );
  });

  it('is refused on the second anniversary itself and made the day after', async () => {
    await expectFieldRefused(
      test.app,
      ontario,
      body('2024-03-02'),
      'last_payment_date',
      'In Ontario the limitation period for this debt passes on March 3, 2026. Until then it is not statute-barred.',
    );
    expect(await generateIds(ontario, body('2024-03-01', { bureau: 'Equifax' }))).toHaveLength(1);
  });

  it('is made eight years after the last payment, stating the date, the period and the statute', async () => {
    const ids = await generateIds(ontario, body('2018-03-02'));
    expect(await names(ontario, ids)).toEqual([
      'Statute-Barred Account - Equifax',
      'Statute-Barred Account - TransUnion',
    ]);
    const text = await letterText(ontario, ids[0]);
    expect(text).toContain(
      'The last payment on this account, or written acknowledgement of it, was on March 2, 2018, more than 2 years ago. In Ontario, the limitation period for collecting a debt is 2 years under the Limitations Act, 2002, s. 4. That period has passed: the debt is statute-barred.',
    );
    expect(text).toContain('I ask you to remove this account from my file.');
    expect(text).toContain('This letter is not an acknowledgement of this debt');
  });

  it('refuses a last payment in the future, or a date that does not exist', async () => {
    await expectFieldRefused(
      test.app,
      ontario,
      body('2026-03-03'),
      'last_payment_date',
      'The date of your last payment cannot be in the future.',
    );
    await expectFieldRefused(
      test.app,
      ontario,
      body('2019-02-29'),
      'last_payment_date',
      'Please enter a real date, like 2019-03-02.',
    );
    const { last_payment_date: _left, ...withoutDate } = body('2018-03-02');
    await expectFieldRefused(
      test.app,
      ontario,
      withoutDate,
      'last_payment_date',
      'Please enter the date of your last payment or acknowledgement.',
    );
  });
});

describe('statute_barred_account elsewhere', () => {
  it('gives a Quebec consumer 3 years: refused at 2 years, made at 4, citing the Civil Code', async () => {
    const quebec = await consumerIn(10, 'Montréal', 'H2X 1Y4');
    await expectFieldRefused(
      test.app,
      quebec,
      body('2024-03-02'),
      'last_payment_date',
      'In Quebec the limitation period for this debt passes on March 3, 2027. Until then it is not statute-barred.',
    );
    const [id] = await generateIds(quebec, body('2022-03-02', { bureau: 'TransUnion' }));
    expect(await letterText(quebec, id)).toContain(
      'In Quebec, the limitation period for collecting a debt is 3 years under the Civil Code of Québec, art. 2925.',
    );
  });

  it('gives a New Brunswick consumer the unconfirmed 2 years of its Act, worded as unconfirmed', async () => {
    const newBrunswick = await consumerIn(3, 'Moncton', 'E1C 4M3');
    await expectFieldRefused(
      test.app,
      newBrunswick,
      body('2025-03-02'),
      'last_payment_date',
      'In New Brunswick the limitation period for this debt passes on March 3, 2027. Until then it is not statute-barred.',
    );
    const [id] = await generateIds(newBrunswick, body('2023-03-01', { bureau: 'Equifax' }));
    const text = await letterText(newBrunswick, id);
    expect(text).toContain(
      'The limitation period for collecting a debt in New Brunswick is reported to be 2 years under the Limitation of Actions Act, SNB 2009, c L-8.5; I have not confirmed the text of that law. As that period has passed, I believe the debt is statute-barred.',
    );
    expect(text).not.toContain('That period has passed: the debt is statute-barred');
  });

  it('gives a Newfoundland and Labrador consumer the longest period sources give (6 years, not 2)', async () => {
    const newfoundland = await consumerIn(4, 'St. John’s', 'A1C 5M2');
    await expectFieldRefused(
      test.app,
      newfoundland,
      body('2021-03-02'),
      'last_payment_date',
      'In Newfoundland and Labrador the limitation period for this debt passes on March 3, 2027. Until then it is not statute-barred.',
    );
    const [id] = await generateIds(newfoundland, body('2019-03-02', { bureau: 'Equifax' }));
    expect(await letterText(newfoundland, id)).toContain(
      'Published sources give the limitation period for collecting a debt in Newfoundland and Labrador as 2 or 6 years; more than the longer of these has passed, so I believe the debt is statute-barred.',
    );
  });

  it('cites section 18 of Saskatchewan’s Credit Reporting Act, which forbids reporting the debt', async () => {
    const saskatchewan = await consumerIn(11, 'Regina', 'S4P 3Y2');
    const [id] = await generateIds(saskatchewan, body('2020-01-15', { bureau: 'Equifax' }));
    const text = await letterText(saskatchewan, id);
    expect(text).toContain(
      'Under section 18 of the Credit Reporting Act, SS 2004, c C-43.2, a debt past its limitation period may not be reported. Please remove this account from my file and do not report this debt.',
    );
    expect(text).toContain('under The Limitations Act, SS 2004, c L-16.1, s. 5');
  });
});

describe('statute_barred_account with a collector', () => {
  const collector = {
    creditor_id: null,
    creditor_name: 'Northern Recoveries Inc.',
    creditor_street_address: '250 Yonge Street, Suite 900',
    creditor_city: 'Toronto',
    creditor_province: 'Ontario',
    creditor_postal_code: 'M5B 2L7',
    creditor_fax: '',
  };

  it('makes one more letter, to the collector: stop collecting, do not report, not an acknowledgement', async () => {
    const ids = await generateIds(ontario, body('2018-03-02', collector));
    expect(await names(ontario, ids)).toEqual([
      'Statute-Barred Account - Equifax',
      'Statute-Barred Account - TransUnion',
      'Statute-Barred Debt - Northern Recoveries Inc.',
    ]);
    const text = await letterText(ontario, ids[2]);
    expect(text).toContain(
      'Northern Recoveries Inc. 250 Yonge Street, Suite 900 Toronto ON M5B 2L7',
    );
    expect(text).toContain('Account number: RG-5550001');
    expect(text).toContain('was on March 2, 2018, more than 2 years ago.');
    expect(text).toContain('Please stop collecting this debt');
    expect(text).toContain(
      'Please do not report this debt to Equifax Canada or TransUnion Canada, and if you have reported it, ask them to remove it.',
    );
    expect(text).toContain(
      'In particular, it is not a written acknowledgement that would start the limitation period again.',
    );
    expect(text).not.toMatch(/I owe|my debt/);
  });

  it('cites section 18 in the collector’s letter in Saskatchewan', async () => {
    const saskatchewan = await consumerIn(11, 'Saskatoon', 'S7K 1J5');
    const ids = await generateIds(
      saskatchewan,
      body('2020-01-15', { ...collector, bureau: 'Equifax' }),
    );
    expect(ids).toHaveLength(2);
    expect(await letterText(saskatchewan, ids[1])).toContain(
      'Under section 18 of the Credit Reporting Act, SS 2004, c C-43.2, a debt past its limitation period may not be reported. Please do not report this debt',
    );
  });

  it('needs the collector’s address once a collector is named, and refuses an unknown directory entry', async () => {
    await expectFieldRefused(
      test.app,
      ontario,
      body('2018-03-02', { creditor_name: 'Northern Recoveries Inc.' }),
      'creditor_street_address',
      m.collectorStreetAddress,
    );
    const response = await generate(
      ontario,
      body('2018-03-02', { ...collector, creditor_id: '6f1c2b9e-3f9a-4c55-9d0e-0a1b2c3d4e5f' }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json<GenerateAnswerBody>().code).toBe(-3);
  });

  it('makes no collector letter while the period runs', async () => {
    await expectFieldRefused(
      test.app,
      ontario,
      body('2025-09-01', collector),
      'last_payment_date',
      'In Ontario the limitation period for this debt passes on September 2, 2027. Until then it is not statute-barred.',
    );
  });
});
