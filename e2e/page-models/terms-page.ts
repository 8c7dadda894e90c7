import type { Locator, Page } from '@playwright/test';

/** The public terms of service at `/termsofservice`. */
export class TermsPage {
  readonly main: Locator;
  readonly backLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.backLink = page.getByRole('link', { name: 'Back' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/termsofservice');
  }
}
