import type { Locator, Page } from '@playwright/test';
import { RepairWizardPage } from './repair-suite';

/**
 * Errors with Account (3 screens): the letter type; the password gate, then that letter's form;
 * the supporting documents and Generate Letter.
 */
export class AccountErrorsWizardPage extends RepairWizardPage {
  readonly accountName: Locator;
  readonly accountNumber: Locator;
  readonly pastDuePayment: Locator;
  /** Optional: the months of the disputed late payments, YYYY-MM separated by commas. */
  readonly latePaymentMonths: Locator;
  /** statute_barred_account: a native date input (no textbox role), found by its label. */
  readonly lastPaymentDate: Locator;
  /** outdated_item: the dates its reporting period counts from, native date inputs. */
  readonly lastActivityDate: Locator;
  readonly firstDelinquencyDate: Locator;

  constructor(page: Page) {
    super(page, 'errors-with-account', 'Errors with Account', 3);
    this.accountName = this.wizard.textbox('Account name');
    this.accountNumber = this.wizard.textbox('Account number');
    this.pastDuePayment = this.wizard.textbox('Past due payment');
    this.latePaymentMonths = this.wizard.textbox('Month(s) of the late payment(s)');
    this.lastPaymentDate = this.wizard.region.getByLabel(
      'Date of your last payment or acknowledgement',
      { exact: true },
    );
    this.lastActivityDate = this.wizard.region.getByLabel('Date of last activity', { exact: true });
    this.firstDelinquencyDate = this.wizard.region.getByLabel('Date of first delinquency', {
      exact: true,
    });
  }

  /** Types the months and leaves the field, which re-checks it (see enterPastDuePayment). */
  async enterLatePaymentMonths(months: string): Promise<void> {
    await this.latePaymentMonths.fill(months);
    await this.latePaymentMonths.press('Tab');
  }

  /**
   * Types the amount and moves on with Tab, as a keyboard user would: this form re-checks a
   * field when it is left, so a message shown by a blocked Next goes only then.
   */
  async enterPastDuePayment(amount: string): Promise<void> {
    await this.pastDuePayment.fill(amount);
    await this.pastDuePayment.press('Tab');
  }
}
