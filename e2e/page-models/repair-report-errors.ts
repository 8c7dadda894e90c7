import type { Locator, Page } from '@playwright/test';
import type { CreditorFields } from './letter-wizard';
import { RepairWizardPage } from './repair-suite';

/**
 * Errors on Credit Report (4 steps): the bureaus, the letter type, the letter's form, then the
 * supporting documents and Generate Letter.
 */
export class ReportErrorsWizardPage extends RepairWizardPage {
  readonly equifax: Locator;
  readonly transUnion: Locator;
  /** The creditor fields of the unauthorized_inquiry form (step 3). */
  readonly inquiry: CreditorFields;
  /** The inquiry's date (optional), a date input. */
  readonly inquiryDate: Locator;

  constructor(page: Page) {
    super(page, 'errors-on-credit-report', 'Errors on Credit Report', 4);
    this.equifax = this.wizard.checkbox('Equifax Canada');
    this.transUnion = this.wizard.checkbox('TransUnion Canada');
    this.inquiry = this.wizard.creditorFields({
      name: 'Creditor Name',
      street: 'Street Address',
      postalCode: 'Postal Code',
    });
    this.inquiryDate = this.wizard.region.getByLabel('Date of the inquiry (optional)', {
      exact: true,
    });
  }
}
