import type { Locator, Page } from '@playwright/test';
import { type CreditorFields, LetterWizard } from './letter-wizard';

/** What step 3 asks once the gate is open. */
export interface SettlementTerms {
  account: string;
  reference: string;
  /** 'Lump sum' or 'Payments'. */
  paymentMethod: string;
  amount: string;
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

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Debt Settlement Suite' });
    this.wizard = new LetterWizard(page, 'Settlement letter', 4);
    this.creditorFields = this.wizard.creditorFields();
    this.reference = this.wizard.textbox('Creditor reference number');
    this.amount = this.wizard.textbox('Amount');
  }

  /** Opens the suite and scrolls to the wizard, which loads once its section is near the view. */
  async goto(): Promise<void> {
    await this.page.goto('/app/debt-settlement-suite');
    await this.main
      .getByRole('heading', { name: 'Write your settlement letter', exact: true })
      .scrollIntoViewIfNeeded();
  }

  /** Step 3 after the gate: the account, the creditor's reference, how and how much. */
  async enterTerms(terms: SettlementTerms): Promise<void> {
    await this.wizard.chooseAccount(terms.account);
    await this.reference.fill(terms.reference);
    await this.wizard.choose(terms.paymentMethod);
    await this.amount.fill(terms.amount);
  }
}
