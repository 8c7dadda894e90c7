import type { Locator, Page } from '@playwright/test';
import { RepairWizardPage } from './repair-suite';

/** The creditor fields of the unauthorized_inquiry form (step 3), by label. */
export interface InquiryCreditorFields {
  name: Locator;
  street: Locator;
  city: Locator;
  province: Locator;
  postalCode: Locator;
  fax: Locator;
}

/**
 * Errors on Credit Report (4 steps): the bureaus, the letter type, the letter's form, then the
 * supporting documents and Generate Letter.
 */
export class ReportErrorsWizardPage extends RepairWizardPage {
  readonly equifax: Locator;
  readonly transUnion: Locator;
  readonly inquiry: InquiryCreditorFields;

  constructor(page: Page) {
    super(page, 'errors-on-credit-report', 'Errors on Credit Report', 4);
    this.equifax = this.wizard.checkbox('Equifax Canada');
    this.transUnion = this.wizard.checkbox('TransUnion Canada');
    this.inquiry = {
      name: this.wizard.textbox('Creditor Name'),
      street: this.wizard.textbox('Street Address'),
      city: this.wizard.textbox('City'),
      province: this.wizard.combobox('Province'),
      postalCode: this.wizard.textbox('Postal Code'),
      fax: this.wizard.textbox('Fax'),
    };
  }
}
