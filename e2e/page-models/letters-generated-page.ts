import type { Download, Locator, Page } from '@playwright/test';

export const LETTER_TABS = ['Credit Report', 'Credit Repair', 'Debt Settlement'] as const;
export type LetterTab = (typeof LETTER_TABS)[number];

/** `/app/my-generated-letters/{group}`: one table of letters per group tab. */
export class GeneratedLettersPage {
  readonly heading: Locator;
  readonly main: Locator;
  readonly table: Locator;
  /** The letter names, one per row (each a button that downloads the PDF). */
  readonly letterNames: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { name: 'My Generated Letters', level: 1 });
    this.table = this.main.getByRole('table');
    this.letterNames = this.table.getByRole('rowheader');
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete this letter?' });
  }

  async goto(tab = 'credit-report'): Promise<void> {
    await this.page.goto(`/app/my-generated-letters/${tab}`);
  }

  tab(label: LetterTab): Locator {
    return this.main.getByRole('navigation', { name: 'Letter groups' }).getByRole('link', {
      name: label,
      exact: true,
    });
  }

  /** Clicks a letter's name and answers the browser download it starts. */
  async download(name: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.table.getByRole('button', { name, exact: true }).click();
    return download;
  }

  async delete(name: string): Promise<void> {
    await this.table.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await this.deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  }
}
