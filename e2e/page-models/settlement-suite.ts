import type { Locator, Page } from '@playwright/test';
import { type CreditorFields, LetterWizard } from './letter-wizard';

/** The schedule step 3 asks for payments. */
export interface PaymentSchedule {
  paymentAmount: string;
  /** 'Every week', 'Every two weeks' or 'Every month'. */
  howOften: string;
  count: string;
  /** YYYY-MM-DD */
  firstPayment: string;
}

/** What step 3 asks once the gate is open. */
export interface SettlementTerms {
  account: string;
  reference: string;
  /** 'Lump sum' or 'Payments'. */
  paymentMethod: string;
  amount: string;
  /** For payments. */
  schedule?: PaymentSchedule;
}

/** `/app/debt-settlement-suite`: the guide, then the 4-step letter wizard. */
export class SettlementSuitePage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly wizard: LetterWizard;
  /** The creditor's fields on step 2. */
  readonly creditorFields: CreditorFields;
  readonly reference: Locator;
  readonly amount: Locator;
  /** Filled from the picked account's reported balance. */
  readonly balance: Locator;
  readonly paymentAmount: Locator;
  readonly firstPayment: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Debt Settlement Suite' });
    this.wizard = new LetterWizard(page, 'Settlement letter', 4);
    this.creditorFields = this.wizard.creditorFields();
    this.reference = this.wizard.textbox('Creditor reference number');
    this.amount = this.wizard.textbox('Amount');
    this.balance = this.wizard.textbox('Balance the creditor claims');
    this.paymentAmount = this.wizard.textbox('Payment amount');
    this.firstPayment = this.wizard.region.getByLabel('Date of the first payment', { exact: true });
  }

  /** Opens the suite and scrolls to the wizard, which loads once its section is near the view. */
  async goto(): Promise<void> {
    await this.page.goto('/app/debt-settlement-suite');
    await this.main
      .getByRole('heading', { name: 'Write your settlement letter', exact: true })
      .scrollIntoViewIfNeeded();
  }

  /**
   * Step 3 after the gate: the account (which fills the balance claimed), the creditor's
   * reference, how and how much, and the schedule for payments.
   */
  async enterTerms(terms: SettlementTerms): Promise<void> {
    await this.wizard.chooseAccount(terms.account);
    await this.reference.fill(terms.reference);
    await this.wizard.choose(terms.paymentMethod);
    await this.amount.fill(terms.amount);
    if (terms.schedule) {
      await this.paymentAmount.fill(terms.schedule.paymentAmount);
      await this.wizard.select('How often', terms.schedule.howOften);
      await this.wizard.fill('Number of payments', terms.schedule.count);
      await this.firstPayment.fill(terms.schedule.firstPayment);
    }
  }
}
