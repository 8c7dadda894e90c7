import type { Locator, Page } from '@playwright/test';

/**
 * `/app/credit-repair-suite/consumer-statement`: the suite's fourth tab, a single form (no
 * steps): the bureaus, the item explained, the statement and its live counter, Generate Letter.
 */
export class ConsumerStatementPage {
  readonly main: Locator;
  readonly suiteHeading: Locator;
  readonly heading: Locator;
  readonly tab: Locator;
  readonly item: Locator;
  readonly statement: Locator;
  /** The live counter: one line per bureau chosen. */
  readonly counter: Locator;
  readonly generate: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.suiteHeading = this.main.getByRole('heading', { level: 1, name: 'Credit Repair Suite' });
    this.heading = this.main.getByRole('heading', {
      level: 2,
      name: 'Add a consumer statement to your credit file',
    });
    this.tab = this.main.getByRole('link', { name: 'Consumer Statement', exact: true });
    this.item = this.main.getByRole('textbox', {
      name: 'What the statement explains (optional)',
    });
    this.statement = this.main.getByRole('textbox', { name: 'Your statement' });
    this.counter = this.main.getByRole('list').filter({ hasText: 'Equifax' });
    this.generate = this.main.getByRole('button', { name: 'Generate Letter' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/credit-repair-suite/consumer-statement');
  }

  checkbox(name: string): Locator {
    return this.main.getByRole('checkbox', { name, exact: true });
  }

  /** One line of the counter, as written ('Equifax: 12 of 400 characters'). */
  count(text: string): Locator {
    return this.counter.getByText(text, { exact: true });
  }

  /** A message or line as written (a pattern matches part of a text). */
  text(text: string | RegExp): Locator {
    return this.main.getByText(text, { exact: typeof text === 'string' });
  }
}
