import { expect, sessionAnswerCode, test, uniqueEmail, uniquePassword } from '../fixtures';
import { AppShell } from '../page-models/app-shell';
import { LoginPage } from '../page-models/login-page';
import { RegisterPage } from '../page-models/register-page';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell'] };

const PERSONAL_TAB = '/app/edit-personal-info/personal';

test(
  'a new user registers from the login page and lands on the personal tab',
  JOURNEY,
  async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.createAccountLink.click();

    const register = new RegisterPage(page);
    await expect(page).toHaveURL('/register');
    const email = uniqueEmail('e2e-register');
    await register.register({ email, password: uniquePassword(), acceptTerms: true });

    await expect(page).toHaveURL(PERSONAL_TAB);
    await expect(new AppShell(page).heading('Personal Information')).toBeVisible();
    // The address signed up with starts the personal tab's email field.
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
  },
);

test('the Login button signs in and opens the personal tab', JOURNEY, async ({ page, account }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(account.email, account.password);

  await expect(page).toHaveURL(PERSONAL_TAB);
  await expect(new AppShell(page).heading('Personal Information')).toBeVisible();
});

test(
  'pressing Enter in the password field submits the login form',
  JOURNEY,
  async ({ page, account }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signInWithEnter(account.email, account.password);

    await expect(page).toHaveURL(PERSONAL_TAB);
    await expect(new AppShell(page).heading('Personal Information')).toBeVisible();
  },
);

test(
  'a wrong password shows the incorrect-credentials message',
  JOURNEY,
  async ({ page, account }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, `${account.password}-wrong`);

    await expect(page.getByText('Your Email Address or Password was incorrect.')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(login.loginButton).toBeVisible();
  },
);

test('an empty login form names the missing fields', JOURNEY, async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.loginButton.click();

  await expect(page.getByText('Please enter your username.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
  await expect(page).toHaveURL('/');
});

for (const path of [PERSONAL_TAB, '/app/financial-suite', '/app/identity-lock']) {
  test(
    `${path} without a session key sends the user to the login page`,
    JOURNEY,
    async ({ page }) => {
      await page.goto(path);

      await expect(page).toHaveURL('/');
      await expect(new LoginPage(page).loginButton).toBeVisible();
    },
  );
}

test(
  'signing out returns to login, revokes the key and closes the app',
  JOURNEY,
  async ({ signedInPage: page, sessionKey, request }) => {
    const shell = new AppShell(page);
    await shell.goto(PERSONAL_TAB);
    await expect(shell.heading('Personal Information')).toBeVisible();

    await shell.signOut();

    await expect(page).toHaveURL('/');
    await expect(new LoginPage(page).loginButton).toBeVisible();
    // The server no longer accepts the key (the shell revokes it without waiting for the answer).
    await expect.poll(() => sessionAnswerCode(request, sessionKey)).toBe(-4000);

    await page.goto('/app/budget-suite');
    await expect(page).toHaveURL('/');
  },
);

test(
  'showing the login page forgets a key still held',
  JOURNEY,
  async ({ signedInPage: page, sessionKey, request }) => {
    const shell = new AppShell(page);
    await shell.goto(PERSONAL_TAB);
    await expect(shell.heading('Personal Information')).toBeVisible();

    await new LoginPage(page).goto();
    await expect(new LoginPage(page).loginButton).toBeVisible();
    await page.goto(PERSONAL_TAB);

    await expect(page).toHaveURL('/');
    // decisions.md section 4: showing the login page also revokes the key on the server.
    await expect.poll(() => sessionAnswerCode(request, sessionKey)).toBe(-4000);
  },
);
