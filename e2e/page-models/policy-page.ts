import type { Locator, Page } from '@playwright/test';

/**
 * A text the company publishes, public: the terms of service (`/termsofservice`) or the privacy
 * policy (`/privacy`). Both name the operator under "Who we are".
 */
export class PolicyPage {
  readonly main: Locator;
  readonly backLink: Locator;
  /** "Who we are": the operator's name, postal address, email and the effective date. */
  readonly operator: Locator;
  /** The operator's email link: shown once the operator's details have loaded. */
  readonly operatorEmail: Locator;

  constructor(
    readonly page: Page,
    readonly path: '/termsofservice' | '/privacy',
  ) {
    this.main = page.getByRole('main');
    this.backLink = page.getByRole('link', { name: 'Back' });
    this.operator = page.getByRole('region', { name: 'Who we are' });
    this.operatorEmail = this.operator.getByRole('link', { name: /@/ });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
  }
}

/** The terms of service at `/termsofservice`. */
export class TermsPage extends PolicyPage {
  constructor(page: Page) {
    super(page, '/termsofservice');
  }
}

/** The privacy policy at `/privacy`. */
export class PrivacyPage extends PolicyPage {
  constructor(page: Page) {
    super(page, '/privacy');
  }
}
