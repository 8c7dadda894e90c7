import type AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { DirectoryCreditor } from './creditor-directory';

/** The account gate's heading, the same in every wizard (the letter-wizard kit). */
export const GATE_HEADING = 'Please enter your password to choose one of your banking accounts';

/** The creditor fields a directory pick fills in; phone only where the wizard shows it. */
export interface CreditorFields {
  name: Locator;
  street: Locator;
  city: Locator;
  province: Locator;
  postalCode: Locator;
  fax: Locator;
  phone?: Locator;
}

/** Their labels, as most wizards write them (Errors on Credit Report capitalises some). */
const CREDITOR_FIELD_LABELS = {
  name: 'Creditor name',
  street: 'Street address',
  postalCode: 'Postal code',
};

/**
 * The frame every letter wizard shares (shared/ui Wizard and the letter-wizard kit): the region
 * named after the wizard, its step count and arrows, the password gate, the creditor and account
 * pickers, and Generate Letter. Fields are found by their label inside the region.
 */
export class LetterWizard {
  readonly region: Locator;
  readonly nextStep: Locator;
  readonly previousStep: Locator;
  readonly creditor: Locator;
  readonly gateHeading: Locator;
  readonly password: Locator;
  readonly ok: Locator;
  readonly account: Locator;
  /** The account picker's chosen option, as shown: 'name | full account number'. */
  readonly chosenAccount: Locator;
  readonly generate: Locator;
  /**
   * The region as a CSS selector, for axe's include(): once the whole page has been checked,
   * the later steps check only the wizard, the one part that changes (axe takes seconds on the
   * suites' long reference pages).
   */
  readonly axeScope: string;

  constructor(
    readonly page: Page,
    label: string,
    readonly total: number,
  ) {
    this.region = page.getByRole('main').getByRole('region', { name: label, exact: true });
    this.axeScope = `main section[aria-label="${label}"]`;
    this.nextStep = this.region.getByRole('button', { name: 'Next step' });
    this.previousStep = this.region.getByRole('button', { name: 'Previous step' });
    this.creditor = this.region.getByRole('combobox', { name: 'Creditor', exact: true });
    this.gateHeading = this.region.getByRole('heading', { name: GATE_HEADING });
    this.password = this.region.getByLabel('Password', { exact: true });
    this.ok = this.region.getByRole('button', { name: 'Ok', exact: true });
    this.account = this.region.getByRole('combobox', { name: 'Account', exact: true });
    this.chosenAccount = this.account.getByRole('option', { selected: true });
    this.generate = this.region.getByRole('button', { name: 'Generate Letter' });
  }

  /** The step count, 'Step 2 of 4'. */
  step(step: number): Locator {
    return this.region.getByText(`Step ${step} of ${this.total}`, { exact: true });
  }

  heading(name: string): Locator {
    return this.region.getByRole('heading', { name, exact: true });
  }

  textbox(name: string): Locator {
    return this.region.getByRole('textbox', { name, exact: true });
  }

  combobox(name: string): Locator {
    return this.region.getByRole('combobox', { name, exact: true });
  }

  radio(name: string): Locator {
    return this.region.getByRole('radio', { name, exact: true });
  }

  checkbox(name: string): Locator {
    return this.region.getByRole('checkbox', { name, exact: true });
  }

  /** A message or a line of text shown in the wizard, as written. */
  text(text: string): Locator {
    return this.region.getByText(text, { exact: true });
  }

  async next(): Promise<void> {
    await this.nextStep.click();
  }

  /**
   * Presses Next while the step is invalid. The button is aria-disabled then, which Playwright
   * takes for disabled and would wait on; a person can still press it, and the wizard answers
   * with the step's messages.
   */
  async pressBlockedNext(): Promise<void> {
    await this.nextStep.click({ force: true });
  }

  async previous(): Promise<void> {
    await this.previousStep.click();
  }

  async choose(radio: string): Promise<void> {
    await this.radio(radio).check();
  }

  async fill(textbox: string, value: string): Promise<void> {
    await this.textbox(textbox).fill(value);
  }

  async select(combobox: string, option: string): Promise<void> {
    await this.combobox(combobox).selectOption({ label: option });
  }

  /** Picks a directory creditor by its list name; the wizard then fills its details in. */
  async chooseCreditor(name: string): Promise<void> {
    await this.creditor.selectOption({ label: name });
  }

  async enterGatePassword(password: string): Promise<void> {
    await this.password.fill(password);
    await this.ok.click();
  }

  /** Picks a banking account as the picker shows it: 'name | full account number'. */
  async chooseAccount(option: string): Promise<void> {
    await this.account.selectOption({ label: option });
  }

  async generateLetter(): Promise<void> {
    await this.generate.click();
  }

  /** The creditor fields, found by label (`labels` for a wizard that words them otherwise). */
  creditorFields(labels: Partial<typeof CREDITOR_FIELD_LABELS> = {}): CreditorFields {
    const label = { ...CREDITOR_FIELD_LABELS, ...labels };
    return {
      name: this.textbox(label.name),
      street: this.textbox(label.street),
      city: this.textbox('City'),
      province: this.combobox('Province'),
      postalCode: this.textbox(label.postalCode),
      fax: this.textbox('Fax'),
    };
  }

  /** The wizard filled the creditor fields with what the server holds for `creditor`. */
  async expectCreditorFilled(fields: CreditorFields, creditor: DirectoryCreditor): Promise<void> {
    await expect(fields.name).toHaveValue(creditor.name);
    await expect(fields.street).toHaveValue(creditor.address);
    await expect(fields.city).toHaveValue(creditor.city);
    await expect(fields.province).toHaveValue(creditor.province);
    await expect(fields.postalCode).toHaveValue(creditor.postal_code);
    if (fields.phone) await expect(fields.phone).toHaveValue(creditor.phone);
    await expect(fields.fax).toHaveValue(creditor.fax);
  }

  /** axe finds nothing in the wizard (the part of the page that changes from step to step). */
  async expectNoAxeViolations(makeAxeBuilder: () => AxeBuilder): Promise<void> {
    expect((await makeAxeBuilder().include(this.axeScope).analyze()).violations).toEqual([]);
  }

  /**
   * At the open gate: a wrong password is refused and focus goes back to the field (axe checks
   * the refusal), then the right one opens the account picker.
   */
  async openGateAfterWrongPassword(
    password: string,
    makeAxeBuilder: () => AxeBuilder,
  ): Promise<void> {
    await this.enterGatePassword(`${password}-wrong`);
    await expect(this.text('Incorrect password.')).toBeVisible();
    await expect(this.password).toBeFocused();
    await this.expectNoAxeViolations(makeAxeBuilder);
    await this.enterGatePassword(password);
    // The gate gives way to the form, and focus to its first field, never to the page's body.
    await expect(this.account).toBeFocused();
    await expect(this.gateHeading).toBeHidden();
  }

  /** The last step: no Next, the supporting documents, nothing for axe. Generate is next. */
  async expectLastStep(makeAxeBuilder: () => AxeBuilder): Promise<void> {
    await expect(this.step(this.total)).toBeVisible();
    await expect(this.nextStep).toBeHidden();
    await expect(this.heading('Supporting documents')).toBeVisible();
    await this.expectNoAxeViolations(makeAxeBuilder);
  }
}
