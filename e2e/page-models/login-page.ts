import { expect, type Locator, type Page } from '@playwright/test';

/** The public login screen at `/`. */
export class LoginPage {
  readonly emailField: Locator;
  readonly passwordField: Locator;
  readonly loginButton: Locator;
  readonly createAccountLink: Locator;
  readonly termsLink: Locator;
  readonly privacyLink: Locator;

  constructor(readonly page: Page) {
    this.emailField = page.getByLabel('Email Address');
    this.passwordField = page.getByLabel('Password', { exact: true });
    this.loginButton = page.getByRole('button', { name: 'Login' });
    this.createAccountLink = page.getByRole('link', { name: 'Create an account' });
    this.termsLink = page.getByRole('link', { name: 'Terms of Service' });
    this.privacyLink = page.getByRole('link', { name: 'Privacy Policy' });
  }

  /** Opens the page and waits until it works: it arrives pre-rendered, its button disabled until the scripts take over. */
  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.loginButton).toBeEnabled();
  }

  async fill(email: string, password: string): Promise<void> {
    await this.emailField.fill(email);
    await this.passwordField.fill(password);
  }

  /** Signs in with the Login button. */
  async signIn(email: string, password: string): Promise<void> {
    await this.fill(email, password);
    await this.loginButton.click();
  }

  /** Signs in by pressing Enter in the password field, as a keyboard user would. */
  async signInWithEnter(email: string, password: string): Promise<void> {
    await this.fill(email, password);
    await this.passwordField.press('Enter');
  }
}
