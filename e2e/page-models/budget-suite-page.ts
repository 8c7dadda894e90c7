import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { postApi, uniqueEmail, uniquePassword } from '../fixtures';
import { SESSION_STORAGE_KEY } from '../support/env';

export type BudgetTab = 'Income' | 'Outgoing';
export type BudgetFrequency = 'Weekly' | 'Bi-Weekly' | 'Monthly' | 'Quarterly' | 'Annually';
export type TotalLabel = 'Total Yearly Income' | 'Total Yearly Outgoings' | 'Each Year You Save';

/**
 * Registers a new account and signs `page` in as it. The budget is saved per user, so a test that
 * starts from the default rows needs an account no other test has touched (the fixtures' account
 * is shared by every test of a worker).
 */
export async function signInAsNewUser(page: Page, request: APIRequestContext): Promise<void> {
  const answer = await postApi<{ code: number; key?: string }>(request, '/register', {
    email: uniqueEmail('e2e-budget'),
    password: uniquePassword(),
    accept_terms: true,
  });
  if (answer.code !== 0 || !answer.key) {
    throw new Error(`Registering a budget user answered ${JSON.stringify(answer)}`);
  }
  // Seeded once per tab, so a reload keeps whatever the app left in storage.
  const marker = 'e2e.budgetKeySeeded';
  await page.addInitScript(`(() => {
    if (sessionStorage.getItem(${JSON.stringify(marker)})) return;
    sessionStorage.setItem(${JSON.stringify(marker)}, '1');
    sessionStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(answer.key)});
  })();`);
}

/**
 * `/app/budget-suite`: Income and Outgoing tabs, each a table of rows (description, frequency,
 * amount, annual amount, Delete) with 'Add A New Row'; the totals panel; a chart; a save status.
 */
export class BudgetSuitePage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly totalsPanel: Locator;
  readonly addNewRowButton: Locator;
  readonly newRowName: Locator;
  readonly addRowButton: Locator;
  readonly cancelButton: Locator;
  readonly chartPanel: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { name: 'Budget Suite', level: 1 });
    this.totalsPanel = this.main.getByRole('region', { name: 'Totals' });
    this.addNewRowButton = this.main.getByRole('button', { name: 'Add A New Row' });
    this.newRowName = this.main.getByRole('textbox', { name: 'Name of the new row' });
    this.addRowButton = this.main.getByRole('button', { name: 'Add Row' });
    this.cancelButton = this.main.getByRole('button', { name: 'Cancel' });
    this.chartPanel = this.main.getByRole('region', { name: 'Where Your Money Goes' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/budget-suite');
  }

  tab(name: BudgetTab): Locator {
    return this.main.getByRole('tab', { name });
  }

  async openTab(name: BudgetTab): Promise<void> {
    await this.tab(name).click();
  }

  /** The names of the rows of the table on the open tab, in order. */
  rowNames(): Locator {
    return this.main.getByRole('tabpanel').getByRole('rowheader');
  }

  amount(description: string): Locator {
    return this.main.getByRole('textbox', { name: `Amount for ${description}`, exact: true });
  }

  frequency(description: string): Locator {
    return this.main.getByRole('combobox', { name: `Frequency for ${description}`, exact: true });
  }

  /** The row's Annual Amount (CAD) cell. */
  annualAmount(description: string): Locator {
    return this.main
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: description, exact: true }) })
      .getByRole('cell')
      .nth(2);
  }

  deleteButton(description: string): Locator {
    return this.main.getByRole('button', { name: `Delete ${description}`, exact: true });
  }

  async setAmount(description: string, amount: string): Promise<void> {
    await this.amount(description).fill(amount);
  }

  async setFrequency(description: string, frequency: BudgetFrequency): Promise<void> {
    await this.frequency(description).selectOption(frequency);
  }

  /** Add A New Row, type the name, Add Row. */
  async addRow(name: string): Promise<void> {
    await this.addNewRowButton.click();
    await this.newRowName.fill(name);
    await this.addRowButton.click();
  }

  /** The chart's code loads when its card comes near the screen. */
  async scrollToChart(): Promise<void> {
    await this.chartPanel.scrollIntoViewIfNeeded();
  }

  async deleteRow(description: string): Promise<void> {
    await this.deleteButton(description).click();
  }

  /** The amount shown beside a label of the totals panel. */
  total(label: TotalLabel): Locator {
    return this.totalsPanel.locator(`dt:text-is("${label}") + dd`);
  }

  /** The polite live region that says 'Saving…' and then 'Saved at …'. */
  saveStatus(): Locator {
    return this.main.getByRole('status').filter({ hasText: /^(Saving…|Saved at .+|Not saved.*)$/ });
  }

  savedStatus(): Locator {
    return this.main.getByRole('status').filter({ hasText: /^Saved at / });
  }
}
