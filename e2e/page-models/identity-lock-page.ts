import type { Locator, Page } from '@playwright/test';

/** `/app/identity-lock`: a static page with one checkbox that has no further effect. */
export class IdentityLockPage {
  readonly heading: Locator;
  readonly suspiciousActivityCheckbox: Locator;
  readonly liveChatHeading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', {
      name: 'Speak to a Live Representative',
      level: 1,
    });
    this.suspiciousActivityCheckbox = page.getByRole('checkbox', {
      name: 'Have you noticed suspicious activity on your Credit Report?',
    });
    this.liveChatHeading = page.getByRole('heading', { name: 'Live Chat', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/identity-lock');
  }
}
