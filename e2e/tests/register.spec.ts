import { expect, test, uniqueEmail, uniquePassword } from '../fixtures';
import { RegisterPage } from '../page-models/register-page';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell'] };

test.beforeEach(async ({ page }) => {
  await new RegisterPage(page).goto();
});

test(
  'a short password and unaccepted terms are refused with their messages',
  JOURNEY,
  async ({ page }) => {
    const register = new RegisterPage(page);
    await register.register({
      email: uniqueEmail('e2e-short'),
      password: 'short-pass1',
      acceptTerms: false,
    });

    await expect(
      page.getByText('Please enter a password of at least 12 characters.'),
    ).toBeVisible();
    await expect(page.getByText('You must be 18 or older and accept the terms.')).toBeVisible();
    await expect(page).toHaveURL('/register');
  },
);

test('a confirmation that differs from the password is refused', JOURNEY, async ({ page }) => {
  const register = new RegisterPage(page);
  await register.register({
    email: uniqueEmail('e2e-mismatch'),
    password: uniquePassword(),
    confirmPassword: uniquePassword(),
    acceptTerms: true,
  });

  await expect(
    page.getByText('This does not match your password, please confirm your password.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/register');
});

test(
  'an email address that already has an account is refused',
  JOURNEY,
  async ({ page, account }) => {
    const register = new RegisterPage(page);
    await register.register({
      email: account.email,
      password: uniquePassword(),
      acceptTerms: true,
    });

    await expect(
      page.getByText('An account with this email address already exists.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/register');
  },
);

test('a common password is refused by the server', JOURNEY, async ({ page }) => {
  const register = new RegisterPage(page);
  await register.register({
    email: uniqueEmail('e2e-common'),
    password: 'password1234',
    acceptTerms: true,
  });

  await expect(page.getByText('This password is too common, please choose another.')).toBeVisible();
  await expect(page).toHaveURL('/register');
});
