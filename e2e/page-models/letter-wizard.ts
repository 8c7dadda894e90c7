import type { Locator, Page } from '@playwright/test';

/** The account gate's heading, the same in every wizard (the letter-wizard kit). */
export const GATE_HEADING = 'Please enter your password to choose one of your banking accounts';

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
}
