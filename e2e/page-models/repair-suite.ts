import type { Locator, Page } from '@playwright/test';
import { LetterWizard } from './letter-wizard';

/** The three wizard tabs of the Credit Repair Suite, by path under /app/credit-repair-suite. */
export type RepairWizardPath =
  | 'errors-on-credit-report'
  | 'errors-with-account'
  | 'dispute-with-creditor';

/** `/app/credit-repair-suite/{wizard}`: the suite's heading and tabs, then one letter wizard. */
export class RepairWizardPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly wizard: LetterWizard;

  constructor(
    readonly page: Page,
    readonly path: RepairWizardPath,
    label: string,
    steps: number,
  ) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Credit Repair Suite' });
    this.wizard = new LetterWizard(page, label, steps);
  }

  async goto(): Promise<void> {
    await this.page.goto(`/app/credit-repair-suite/${this.path}`);
  }
}
