import type { Locator, Page } from '@playwright/test';

/** The application tabs, in order, with the route each opens below /app/financial-suite. */
export const FINANCIAL_TABS = [
  { label: 'Personal Loan', path: '/app/financial-suite/personal-loan' },
  { label: 'Auto Loan', path: '/app/financial-suite/auto-loan' },
  { label: 'Mortgage Loan', path: '/app/financial-suite/mortgage-loan' },
  { label: 'Credit Card', path: '/app/financial-suite/credit-card' },
] as const;

export type FinancialTab = (typeof FINANCIAL_TABS)[number]['label'];

/**
 * `/app/financial-suite`: route tabs (links, the open one marked aria-current="page") whose
 * panels all say 'Coming Soon' for now.
 */
export class FinancialSuitePage {
  readonly heading: Locator;
  readonly main: Locator;
  readonly tabLinks: Locator;
  readonly comingSoon: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { name: 'Financial Suite', level: 1 });
    this.tabLinks = this.main
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: 'Credit Card' }) })
      .getByRole('link');
    this.comingSoon = this.main.getByText('Coming Soon', { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/financial-suite');
  }

  tab(label: FinancialTab): Locator {
    return this.tabLinks.filter({ hasText: label });
  }
}
