import type { Locator, Page } from '@playwright/test';

/** The values the add and edit forms take, as typed (money as decimals). */
export interface BankingAccountValues {
  accountName: string;
  fullAccountNumber: string;
  creditLimit: string;
  association?: 'Individual' | 'Joint';
  type?: 'Revolving' | 'Instalment' | 'Open';
  status?: 'Paid' | 'Agreed' | 'Bad Debt';
  correctCreditBalance: string;
  reportedCreditBalance: string;
  latePayments: string;
  dateOpened: string;
  dateOfLastActivity: string;
}

/**
 * `/app/edit-account-info`: the password gate, the account cards, the add and edit forms and the
 * delete confirmation.
 */
export class BankingPage {
  readonly heading: Locator;
  readonly gateHeading: Locator;
  readonly passwordField: Locator;
  readonly confirmButton: Locator;
  readonly listHeading: Locator;
  readonly addAccountButton: Locator;
  readonly emptyList: Locator;
  readonly cards: Locator;
  readonly formHeading: Locator;
  readonly saveButton: Locator;
  readonly backButton: Locator;
  readonly deleteDialog: Locator;
  readonly keepButton: Locator;
  readonly deleteButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Banking Information' });
    this.gateHeading = page.getByRole('heading', {
      name: 'Please enter your password to access your banking information',
    });
    this.passwordField = page.getByLabel('Password', { exact: true });
    this.confirmButton = page.getByRole('button', { name: 'Confirm' });
    this.listHeading = page.getByRole('heading', { level: 2, name: 'Your Accounts' });
    this.addAccountButton = page.getByRole('button', { name: 'ADD ACCOUNT' });
    this.emptyList = page.getByText('You have not added any banking accounts yet.');
    this.cards = page.getByRole('main').getByRole('listitem').getByRole('region');
    this.formHeading = page.getByRole('heading', { level: 2, name: /^(Add|Edit) Account$/ });
    this.saveButton = page.getByRole('button', { name: 'Save' });
    this.backButton = page.getByRole('button', { name: 'BACK' });
    this.deleteDialog = page.getByRole('dialog', {
      name: 'Are you sure you want to delete this account?',
    });
    this.keepButton = this.deleteDialog.getByRole('button', { name: 'KEEP' });
    this.deleteButton = this.deleteDialog.getByRole('button', { name: 'DELETE' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/edit-account-info');
  }

  /** Types the password at the gate and presses Enter, as a keyboard user would. */
  async unlockWithEnter(password: string): Promise<void> {
    await this.passwordField.fill(password);
    await this.passwordField.press('Enter');
  }

  async unlock(password: string): Promise<void> {
    await this.passwordField.fill(password);
    await this.confirmButton.click();
  }

  /** The card of one account (a region named by the account name). */
  card(accountName: string): Locator {
    return this.page.getByRole('region', { name: accountName, exact: true });
  }

  async fillForm(values: BankingAccountValues): Promise<void> {
    const { page } = this;
    await page.getByLabel('Account Name').fill(values.accountName);
    await page.getByLabel('Full Account Number').fill(values.fullAccountNumber);
    await page.getByLabel('Credit Limit').fill(values.creditLimit);
    await page
      .getByLabel('Account Association')
      .selectOption({ label: values.association ?? 'Not specified' });
    await page.getByLabel('Account Type').selectOption({ label: values.type ?? 'Not specified' });
    await page
      .getByLabel('Account Status')
      .selectOption({ label: values.status ?? 'Not specified' });
    await page.getByLabel('Correct Credit Balance').fill(values.correctCreditBalance);
    await page.getByLabel('Reported Credit Balance').fill(values.reportedCreditBalance);
    await page.getByLabel('Number Of Late Payments').fill(values.latePayments);
    await page.getByLabel('Date Opened').fill(values.dateOpened);
    await page.getByLabel('Date Of Last Activity').fill(values.dateOfLastActivity);
  }

  async addAccount(values: BankingAccountValues): Promise<void> {
    await this.addAccountButton.click();
    await this.fillForm(values);
    await this.saveButton.click();
  }

  async editAccount(accountName: string, values: BankingAccountValues): Promise<void> {
    await this.card(accountName).getByRole('button', { name: 'EDIT' }).click();
    await this.fillForm(values);
    await this.saveButton.click();
  }

  async askToRemove(accountName: string): Promise<void> {
    await this.card(accountName).getByRole('button', { name: 'REMOVE' }).click();
  }
}
