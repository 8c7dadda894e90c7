import type { Locator, Page } from '@playwright/test';

/**
 * `/app/identity-lock`: the spec's heading and checkbox (it has no further effect) and Live Chat
 * heading, then what a worried consumer can do now.
 */
export class IdentityLockPage {
  readonly heading: Locator;
  readonly suspiciousActivityCheckbox: Locator;
  readonly liveChatHeading: Locator;
  /** "What you can do now": the bureaus' lines, fraud alert, freezes, where to report. */
  readonly whatToDoNow: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', {
      name: 'Speak to a Live Representative',
      level: 1,
    });
    this.suspiciousActivityCheckbox = page.getByRole('checkbox', {
      name: 'Have you noticed suspicious activity on your Credit Report?',
    });
    this.liveChatHeading = page.getByRole('heading', { name: 'Live Chat', exact: true });
    this.whatToDoNow = page.getByRole('region', { name: 'What you can do now' });
  }

  /** A phone number shown as a link in "What you can do now". */
  phoneLink(number: string): Locator {
    return this.whatToDoNow.getByRole('link', { name: number });
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/identity-lock');
  }
}
