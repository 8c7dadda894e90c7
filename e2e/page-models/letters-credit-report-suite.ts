import type { Locator, Page } from '@playwright/test';

/** `/app/credit-report-suite` and its two pages: the free letters and instant reports. */
export class CreditReportSuitePages {
  readonly main: Locator;
  readonly nextStep: Locator;
  readonly generate: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.nextStep = this.main.getByRole('button', { name: 'Next step' });
    this.generate = this.main.getByRole('button', { name: 'Generate', exact: true });
  }

  heading(name: string): Locator {
    return this.main.getByRole('heading', { name, level: 1 });
  }

  async gotoSuite(): Promise<void> {
    await this.page.goto('/app/credit-report-suite');
  }

  async gotoFreeReport(): Promise<void> {
    await this.page.goto('/app/credit-report-suite/free-equifax-transunion');
  }

  async gotoInstantReport(): Promise<void> {
    await this.page.goto('/app/credit-report-suite/instant-equifax-transunion');
  }

  /** From step 1 of the free report to its Generate button, and a click on it. */
  async generateFreeReport(): Promise<void> {
    await this.nextStep.click();
    await this.generate.click();
  }
}
