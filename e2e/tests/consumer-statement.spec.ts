import { expect, test } from '../fixtures';
import { GeneratedLettersPage } from '../page-models/letters-generated-page';
import { signInNewUser } from '../page-models/letters-user';
import { ConsumerStatementPage } from '../page-models/repair-consumer-statement';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@repair', '@letters'] };

test(
  'Consumer statement: the live counter, the limit enforced, then the letter in My Generated Letters',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    // An Ontario consumer: from July 1, 2026 both bureaus take 200 words.
    await signInNewUser(page, request, { withPersonalData: true });
    const statement = new ConsumerStatementPage(page);
    await statement.goto();
    await expect(statement.suiteHeading).toBeVisible();
    await expect(statement.heading).toBeVisible();
    await expect(statement.tab).toHaveAttribute('aria-current', 'page');
    await expect(statement.count('Equifax: 0 of 200 words')).toBeVisible();
    await expect(statement.count('TransUnion: 0 of 200 words')).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    await statement.statement.fill('I lost my job in 2023 and paid every debt since.');
    await expect(statement.count('Equifax: 11 of 200 words')).toBeVisible();

    const tooLong = Array.from({ length: 201 }, () => 'paid').join(' ');
    await statement.statement.fill(tooLong);
    await expect(statement.count('Equifax: 201 of 200 words (over the limit)')).toBeVisible();
    await expect(
      statement.text('Equifax accepts up to 200 words; your statement has 201. Please shorten it.'),
    ).toBeVisible();
    await statement.generate.click();
    await expect(statement.statement).toBeFocused();
    await expect(page).toHaveURL('/app/credit-repair-suite/consumer-statement');
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    await statement.statement.press('End');
    for (let i = 0; i < 5; i += 1) await statement.statement.press('Backspace');
    await expect(statement.count('Equifax: 200 of 200 words')).toBeVisible();
    await expect(statement.text(/accepts up to/)).toBeHidden();
    await statement.item.fill('Visa Gold, late payments in 2023');
    await statement.generate.click();
    await new GeneratedLettersPage(page).expectListed('Credit Repair', [
      'Consumer Statement - Equifax',
      'Consumer Statement - TransUnion',
    ]);
  },
);
