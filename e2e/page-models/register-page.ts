import type { Locator, Page } from '@playwright/test';

export interface Registration {
  email: string;
  password: string;
  /** Defaults to the password. */
  confirmPassword?: string;
  acceptTerms: boolean;
}

/** The sign-up page at `/register`. */
export class RegisterPage {
  readonly heading: Locator;
  readonly emailField: Locator;
  readonly passwordField: Locator;
  readonly confirmPasswordField: Locator;
  readonly termsCheckbox: Locator;
  readonly createAccountButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Create your account' });
    this.emailField = page.getByLabel('Email Address');
    this.passwordField = page.getByLabel('Password', { exact: true });
    this.confirmPasswordField = page.getByLabel('Confirm Password');
    this.termsCheckbox = page.getByRole('checkbox', {
      name: 'I am 18 or older and I accept the Terms of Service',
    });
    this.createAccountButton = page.getByRole('button', { name: 'Create Account' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/register');
  }

  async register({
    email,
    password,
    confirmPassword = password,
    acceptTerms,
  }: Registration): Promise<void> {
    await this.emailField.fill(email);
    await this.passwordField.fill(password);
    await this.confirmPasswordField.fill(confirmPassword);
    if (acceptTerms) {
      await this.termsCheckbox.check();
    }
    await this.createAccountButton.click();
  }
}
