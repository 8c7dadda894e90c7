import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail, uniquePassword } from '../fixtures';
import { AppShell } from '../page-models/app-shell';
import { CreditReportSuitePages } from '../page-models/letters-credit-report-suite';
import { GeneratedLettersPage } from '../page-models/letters-generated-page';
import { LoginPage } from '../page-models/login-page';
import {
  AddressForm,
  BankruptcyForm,
  EmploymentForm,
  IdentificationsForm,
  PasswordForm,
  PersonalForm,
} from '../page-models/profile-forms';
import { PROFILE_TABS, ProfilePage, type ProfileTabName } from '../page-models/profile-page';
import { RegisterPage } from '../page-models/register-page';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@profile'] };

/** Registers a brand-new account through the sign-up page; it lands on the personal tab. */
async function registerNewUser(page: Page) {
  const account = { email: uniqueEmail('e2e-profile'), password: uniquePassword() };
  const register = new RegisterPage(page);
  await register.goto();
  await register.register({ ...account, acceptTerms: true });
  await expect(page).toHaveURL('/app/edit-personal-info/personal');
  return account;
}

/** Update, then the spec's notice. */
async function updateAndExpectSaved(profile: ProfilePage) {
  await profile.update();
  await expect(profile.successNotice).toBeVisible();
}

const personal = {
  firstName: 'Marie',
  middleName: 'Hélène',
  lastName: 'Côté',
  email: 'marie.cote@example.ca',
  phone: '5145550142',
  cellPhone: '+442079460958',
  dateOfBirth: '1981-07-23',
  gender: 'Female',
  citizenship: 'Permanent Resident',
};
const current = {
  lineOne: '1200 Rue Peel',
  lineTwo: 'App. 4',
  city: 'Montréal',
  postalCode: 'h3b2t6',
  province: 'Quebec',
  rentOrMortgageCost: '1650',
  timeAtAddress: 'Less Than A Year',
  rentOrOwn: 'Rent',
};
const previous = {
  lineOne: '77 Spring Garden Rd',
  lineTwo: '',
  city: 'Halifax',
  postalCode: 'B3J 3R4',
  province: 'Nova Scotia',
};
const employment = {
  occupation: 'Paramedic',
  name: 'Urgences-santé',
  workPhone: '5145550199',
  income: '4800',
  address: '3232 Rue Bélanger',
  city: 'Montréal',
  postalCode: 'H1Y 3H5',
  province: 'Quebec',
  timeAtJob: 'More Than 10 Years',
};
const primaryId = {
  type: 'Drivers License',
  number: 'C6543-210987-65',
  place: 'Quebec',
  expiryDate: '2030-07-23',
};
const secondaryId = {
  type: 'Health Card',
  number: 'COTM 8107 2312',
  place: 'Quebec',
  expiryDate: '2028-01-31',
};
const bankruptcy = {
  declared: 'YES',
  times: 'Once',
  dateFiled: '2015-02-10',
  discharge: '2016-11-10',
  contribution: '2500.75',
};

test(
  'a new user fills every tab, sees Successfully Updated! and finds every value after a reload',
  JOURNEY,
  async ({ page }) => {
    test.setTimeout(90_000);
    await registerNewUser(page);
    const profile = new ProfilePage(page);

    await expect(profile.form('personal')).toBeVisible();
    await new PersonalForm(page).fill(personal);
    await updateAndExpectSaved(profile);

    await profile.openTab('address');
    const address = new AddressForm(page);
    await expect(profile.form('address')).toBeVisible();
    await address.current.fill(current);
    await address.choosePrevious('YES');
    await address.previous.fillAddress(previous);
    await updateAndExpectSaved(profile);

    await profile.openTab('employment');
    await expect(profile.form('employment')).toBeVisible();
    await new EmploymentForm(page).fill(employment);
    await updateAndExpectSaved(profile);

    await profile.openTab('identifications');
    const identifications = new IdentificationsForm(page);
    await expect(profile.form('identifications')).toBeVisible();
    await identifications.primary.fill(primaryId);
    await identifications.secondary.fill(secondaryId);
    await updateAndExpectSaved(profile);

    await profile.openTab('bankruptcy');
    await expect(profile.form('bankruptcy')).toBeVisible();
    await new BankruptcyForm(page).fill(bankruptcy);
    await updateAndExpectSaved(profile);

    // Every value comes back from the server, formatted as the inputs show them.
    await profile.goto('personal');
    await page.reload();
    await new PersonalForm(page).expectValues({
      ...personal,
      phone: '(514) 555-0142',
      cellPhone: '+44 20 7946 0958',
    });
    await profile.goto('address');
    await address.current.expectValues({ ...current, postalCode: 'H3B 2T6' });
    await address.expectPreviousChoice('YES');
    await address.previous.expectAddress(previous);
    await profile.goto('employment');
    await new EmploymentForm(page).expectValues({ ...employment, workPhone: '(514) 555-0199' });
    await profile.goto('identifications');
    await identifications.primary.expectValues(primaryId);
    await identifications.secondary.expectValues(secondaryId);
    await profile.goto('bankruptcy');
    await new BankruptcyForm(page).expectValues(bankruptcy);
  },
);

test('on a phone, a consumer with no middle name saves the first screen, and a letter prints the name with no gap', {
  tag: ['@profile', '@repair', '@letters'],
}, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerNewUser(page);
  const profile = new ProfilePage(page);
  const form = new PersonalForm(page);
  await form.fill({ ...personal, middleName: '' });
  // The spec's rule holds until the box says there is none.
  await profile.update();
  await expect(page.getByText('Please enter your middle name.')).toBeVisible();
  await form.noMiddleName.check();
  await expect(form.middleName).toBeDisabled();
  await updateAndExpectSaved(profile);
  await page.reload();
  await expect(form.noMiddleName).toBeChecked();
  await expect(form.middleName).toHaveValue('');

  // In Ontario, so the letters are in English.
  await profile.openTab('address');
  await new AddressForm(page).current.fill({
    ...current,
    lineOne: '100 King Street West',
    lineTwo: '',
    city: 'Toronto',
    postalCode: 'M5X 1A9',
    province: 'Ontario',
  });
  await updateAndExpectSaved(profile);

  const suite = new CreditReportSuitePages(page);
  await suite.gotoFreeReport();
  await suite.nextStep.click();
  await suite.generate.click();
  const letters = new GeneratedLettersPage(page);
  await expect(letters.letterNames).toHaveText([
    'Credit Report Request - Equifax',
    'Credit Report Request - TransUnion',
  ]);
  const path = await (await letters.download('Credit Report Request - Equifax')).path();
  // Word for word, spaces kept: the name as the consumer writes it, no gap where a middle name
  // would be.
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-']).toString('utf8');
  expect(text).toContain('Full name: Marie Côté\n');
  expect(text).not.toMatch(/Marie\s{2,}Côté|Marie\s+\n/);
});

test(
  'previous address YES saves it, and Same As Current then removes it',
  JOURNEY,
  async ({ page }) => {
    await registerNewUser(page);
    const profile = new ProfilePage(page);
    const address = new AddressForm(page);
    await profile.openTab('address');
    await address.current.fill(current);
    await address.choosePrevious('YES');
    await address.previous.fillAddress(previous);
    await updateAndExpectSaved(profile);

    await page.reload();
    await address.expectPreviousChoice('YES');
    await address.previous.expectAddress(previous);

    await address.choosePrevious('Same As Current');
    await expect(address.previousSection).toBeHidden();
    await updateAndExpectSaved(profile);

    await page.reload();
    await address.expectPreviousChoice('Same As Current');
    await expect(address.previousSection).toBeHidden();
    // Choosing YES again shows empty fields: the stored previous address is gone.
    await address.choosePrevious('YES');
    await expect(address.previous.lineOne).toHaveValue('');
    await expect(address.previous.city).toHaveValue('');
  },
);

test('the password change works and the old password stops working', JOURNEY, async ({ page }) => {
  const account = await registerNewUser(page);
  const newPassword = uniquePassword();
  const profile = new ProfilePage(page);
  const form = new PasswordForm(page);
  await profile.openTab('password');
  await form.fill(account.password, newPassword);
  await updateAndExpectSaved(profile);
  await expect(form.current).toHaveValue('');
  await expect(form.newPassword).toHaveValue('');
  await expect(form.confirm).toHaveValue('');

  await new AppShell(page).signOut();
  const login = new LoginPage(page);
  await login.signIn(account.email, account.password);
  await expect(page.getByText('Your Email Address or Password was incorrect.')).toBeVisible();
  await login.signIn(account.email, newPassword);
  await expect(page).toHaveURL('/app/edit-personal-info/personal');
  await expect(profile.heading).toBeVisible();
});

test(
  'a wrong current password shows the spec’s message',
  JOURNEY,
  async ({ signedInPage: page }) => {
    const profile = new ProfilePage(page);
    const form = new PasswordForm(page);
    await profile.goto('password');
    await form.fill('not my current password', uniquePassword());
    await profile.update();

    await expect(page.getByText('Your current password is incorrect.')).toBeVisible();
    await expect(form.current).toBeFocused();
    await expect(profile.successNotice).toBeHidden();
  },
);

/**
 * Presses Tab until `target` has focus (at most `limit` times), as a keyboard user moves on: a
 * date input takes several presses (its month, day and year parts and its calendar button).
 */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if ((await target.and(page.locator(':focus')).count()) > 0) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test(
  'the phone fields keep every digit typed quickly after a failed submit, with no React error',
  JOURNEY,
  async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await registerNewUser(page);
    const profile = new ProfilePage(page);
    const form = new PersonalForm(page);
    await expect(profile.form('personal')).toBeVisible();
    // A failed submit: from now on every change is validated again, as the user types.
    await profile.update();
    await expect(page.getByText('Please enter your phone number.')).toBeVisible();

    // Keystrokes with no delay between them, as a fast typist or a phone keyboard sends them.
    await form.phone.pressSequentially('5145550142');
    await expect(form.phone).toHaveValue('(514) 555-0142');
    await form.cellPhone.pressSequentially('+442079460958');
    await expect(form.cellPhone).toHaveValue('+44 20 7946 0958');
    await expect(page.getByText('Please enter your phone number.')).toBeHidden();
    expect(problems).toEqual([]);
  },
);

test('the personal tab can be completed with the keyboard alone', JOURNEY, async ({ page }) => {
  await registerNewUser(page);
  const profile = new ProfilePage(page);
  const form = new PersonalForm(page);
  await expect(profile.form('personal')).toBeVisible();
  const { keyboard } = page;

  // From the top of the page, through every field in order.
  await tabTo(page, form.firstName);
  await keyboard.type('Amir');
  await keyboard.press('Tab');
  await expect(form.middleName).toBeFocused();
  await keyboard.type('Reza');
  // Past the "I have no middle name" box, left unticked.
  await keyboard.press('Tab');
  await expect(form.noMiddleName).toBeFocused();
  await keyboard.press('Tab');
  await keyboard.type('Karimi');
  await keyboard.press('Tab');
  await keyboard.type('amir.karimi@example.ca');
  await keyboard.press('Tab');
  await expect(form.phone).toBeFocused();
  await keyboard.type('6045550111');
  await expect(form.phone).toHaveValue('(604) 555-0111');
  await keyboard.press('Tab');
  await expect(form.cellPhone).toBeFocused();
  await keyboard.press('Tab');
  await expect(form.dateOfBirth).toBeFocused();
  // Chromium shows this date input as MM/DD/YYYY for en-CA (the locale playwright.config sets).
  await keyboard.type('03151990');
  await tabTo(page, form.gender, 3);
  await keyboard.press('ArrowDown');
  await keyboard.press('Tab');
  await expect(form.citizenship).toBeFocused();
  await keyboard.press('ArrowDown');
  await keyboard.press('Tab');
  await expect(profile.updateButton).toBeFocused();
  await keyboard.press('Enter');
  await expect(profile.successNotice).toBeVisible();

  await page.reload();
  await form.expectValues({
    firstName: 'Amir',
    middleName: 'Reza',
    lastName: 'Karimi',
    email: 'amir.karimi@example.ca',
    phone: '(604) 555-0111',
    cellPhone: '',
    dateOfBirth: '1990-03-15',
    gender: 'Male',
    citizenship: 'Canadian Citizen',
  });
});

for (const tab of Object.keys(PROFILE_TABS) as ProfileTabName[]) {
  test(
    `the ${tab} tab has no axe violations`,
    JOURNEY,
    async ({ signedInPage: page, makeAxeBuilder }) => {
      const profile = new ProfilePage(page);
      await profile.goto(tab);
      await expect(profile.heading).toBeVisible();
      await expect(profile.form(tab)).toBeVisible();
      if (tab === 'address') {
        // With the previous address and a province suggestion showing too.
        const address = new AddressForm(page);
        await address.choosePrevious('YES');
        // A new address's province follows its postal code until one is picked.
        await address.current.postalCode.fill('V6B 4Y8');
        await expect(address.current.province).toHaveValue('1');
        await expect(page.getByRole('button', { name: 'Use British Columbia' })).toHaveCount(0);
        await address.current.province.selectOption({ label: 'Alberta' });
        await address.current.postalCode.fill('H2X 1K4');
        await expect(page.getByRole('button', { name: 'Use Quebec' })).toBeVisible();
      }
      // And with the field messages shown.
      await profile.update();
      const results = await makeAxeBuilder().analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    },
  );
}
