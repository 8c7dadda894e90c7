import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { CreditReportSuitePages } from '../page-models/letters-credit-report-suite';
import { GeneratedLettersPage } from '../page-models/letters-generated-page';
import { signInNewUser } from '../page-models/letters-user';
import { PersonalForm } from '../page-models/profile-forms';
import { ProfilePage } from '../page-models/profile-page';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@repair', '@letters'] };

const EQUIFAX_LETTER = 'Credit Report Request - Equifax';
const TRANSUNION_LETTER = 'Credit Report Request - TransUnion';

test(
  'a user with personal data generates the free reports, downloads one and deletes one',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    await signInNewUser(page, request, { withPersonalData: true });
    const suite = new CreditReportSuitePages(page);
    await suite.gotoFreeReport();
    await expect(suite.heading('Free Credit Reports by Mail')).toBeVisible();
    await expect(
      suite.main.getByRole('link', { name: 'Review your personal information' }),
    ).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    await suite.nextStep.click();
    await expect(suite.generate).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await suite.generate.click();

    const letters = new GeneratedLettersPage(page);
    await expect(page).toHaveURL('/app/my-generated-letters/credit-report');
    await expect(letters.heading).toBeVisible();
    // Announced, marked, and focus on the page's heading rather than lost.
    await expect(
      page.getByText('Your 2 letters are ready. They are marked New below.'),
    ).toBeVisible();
    await expect(letters.heading).toBeFocused();
    await expect(letters.row(EQUIFAX_LETTER).getByText('New', { exact: true })).toBeVisible();
    await expect(letters.tab('Credit Report')).toHaveAttribute('aria-current', 'page');
    await expect(letters.letterNames).toHaveText([EQUIFAX_LETTER, TRANSUNION_LETTER]);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    const download = await letters.download(EQUIFAX_LETTER);
    expect(download.suggestedFilename()).toBe('Credit_Report_Request_-_Equifax.pdf');
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await letters.delete(TRANSUNION_LETTER);
    await expect(letters.deleteDialog).toBeHidden();
    await expect(letters.letterNames).toHaveText([EQUIFAX_LETTER]);
  },
);

test(
  'a user without personal data is told why on the personal tab, in the page, and led back to the letter',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    await signInNewUser(page, request, { withPersonalData: false });
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    const suite = new CreditReportSuitePages(page);
    await suite.gotoFreeReport();
    const letterPath = new URL(page.url()).pathname;
    await suite.generateFreeReport();

    await expect(page).toHaveURL('/app/edit-personal-info/personal');
    await expect(page.getByRole('alert')).toHaveText(
      'Please enter your personal information so we can generate a personalized letter.',
    );
    // No box of the browser's to dismiss before the page says it.
    expect(dialogs).toEqual([]);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    const form = new PersonalForm(page);
    await form.fill({
      firstName: 'Nadia',
      middleName: '',
      lastName: 'Okafor',
      email: 'nadia.okafor@example.ca',
      phone: '6135550142',
      cellPhone: '',
      dateOfBirth: '1984-02-29',
      gender: 'Female',
      citizenship: 'Canadian Citizen',
    });
    await form.noMiddleName.check();
    await new ProfilePage(page).update();
    await page.getByRole('link', { name: 'Back to your letter' }).click();
    await expect(page).toHaveURL(letterPath);

    const letters = new GeneratedLettersPage(page);
    await letters.goto();
    // No letter was made: the page says what it will hold and leads to the first letter.
    await expect(letters.main.getByRole('heading', { name: 'No letters yet' })).toBeVisible();
  },
);

test(
  'the reference pages and My Generated Letters before the first letter pass axe',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    await signInNewUser(page, request, { withPersonalData: false });
    const suite = new CreditReportSuitePages(page);

    await suite.gotoSuite();
    await expect(suite.heading('Credit Report Suite')).toBeVisible();
    await expect(suite.main.getByRole('heading', { name: 'Legislation', level: 2 })).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    await suite.main.getByRole('link', { name: 'Instant credit reports online' }).click();
    await expect(suite.heading('Instant Credit Reports')).toBeVisible();
    await expect(suite.main.getByText('1-866-828-5961').first()).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    const letters = new GeneratedLettersPage(page);
    await letters.goto('credit-repair');
    await expect(letters.main.getByRole('heading', { name: 'No letters yet' })).toBeVisible();
    await expect(
      letters.main.getByRole('link', {
        name: 'Request your free credit reports in the Credit Report Suite',
      }),
    ).toHaveAttribute('href', '/app/credit-report-suite/free-equifax-transunion');
    await expect(letters.summary).toBeHidden();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
  },
);
