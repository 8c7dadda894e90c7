import type { Locator, Page } from '@playwright/test';
import type { CreditorFields } from './letter-wizard';
import { RepairWizardPage } from './repair-suite';

/** The creditor's fields on step 2, the contact ones included. */
export interface DisputeCreditorFields extends CreditorFields {
  phone: Locator;
  tollFree: Locator;
  email: Locator;
}

/** What step 3 asks once the gate is open. */
export interface DisputeAccountDetails {
  account: string;
  reference: string;
  originalCreditor: string;
  comments: string;
}

/**
 * Dispute with Creditor (4 steps): the letter and its explainer, the creditor, the password gate
 * then the account and the creditor's references, the documents and Generate Letter.
 */
export class CreditorDisputeWizardPage extends RepairWizardPage {
  readonly creditorFields: DisputeCreditorFields;
  readonly reference: Locator;
  readonly originalCreditor: Locator;
  readonly comments: Locator;

  constructor(page: Page) {
    super(page, 'dispute-with-creditor', 'Dispute with Creditor', 4);
    const { wizard } = this;
    this.creditorFields = {
      ...wizard.creditorFields(),
      phone: wizard.textbox('Phone'),
      tollFree: wizard.textbox('Toll-free phone'),
      email: wizard.textbox('Email'),
    };
    this.reference = wizard.textbox('Creditor reference number');
    this.originalCreditor = wizard.textbox('Original creditor');
    this.comments = wizard.textbox('Comments');
  }

  async enterContact(fields: { tollFree: string; email: string }): Promise<void> {
    await this.creditorFields.tollFree.fill(fields.tollFree);
    await this.creditorFields.email.fill(fields.email);
  }

  /** Step 3 after the gate: the account, the creditor's reference, the original creditor. */
  async enterAccountDetails(details: DisputeAccountDetails): Promise<void> {
    await this.wizard.chooseAccount(details.account);
    await this.reference.fill(details.reference);
    await this.originalCreditor.fill(details.originalCreditor);
    await this.comments.fill(details.comments);
  }
}
