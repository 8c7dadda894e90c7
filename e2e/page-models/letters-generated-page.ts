import { execFileSync } from 'node:child_process';
import { type Download, expect, type Locator, type Page } from '@playwright/test';

export const LETTER_TABS = ['Credit Report', 'Credit Repair', 'Debt Settlement'] as const;
export type LetterTab = (typeof LETTER_TABS)[number];

/** The Track form's choices, as their labels read. */
export type SentByLabel = 'Fax' | 'Mail';
export type OutcomeLabel =
  | 'Corrected'
  | 'Deleted'
  | 'Verified as accurate'
  | 'Settled'
  | 'No reply'
  | 'Other';

/** What to record in the Track dialog; dates are YYYY-MM-DD, '' clears a field. */
export interface TrackingEntry {
  sentOn?: string;
  sentBy?: SentByLabel | '';
  outcome?: OutcomeLabel | '';
  resolvedOn?: string;
  note?: string;
}

/** The summary above the tabs, by term. */
export interface TrackingSummaryValues {
  'Awaiting a reply': string;
  Overdue: string;
  Resolved: string;
  'Next reply due': string;
}

/** `/app/my-generated-letters/{group}`: one table of letters per group tab. */
export class GeneratedLettersPage {
  readonly heading: Locator;
  readonly main: Locator;
  readonly table: Locator;
  /** The letter names, one per row (each a button that downloads the PDF). */
  readonly letterNames: Locator;
  readonly deleteDialog: Locator;
  /** The dispute tracker's summary above the tabs (every group). */
  readonly summary: Locator;
  readonly calendarButton: Locator;
  readonly trackDialog: Locator;
  /** "How to send it" for a letter to a bureau: online, mail, and the dispute text to copy. */
  readonly sendGuideDialog: Locator;
  /** The dispute text in the "How to send it" dialog, editable before it is copied. */
  readonly disputeText: Locator;
  /** The notice after a save or a follow-up ('Successfully Updated!' or what was made). */
  readonly notice: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { name: 'My Generated Letters', level: 1 });
    this.table = this.main.getByRole('table');
    this.letterNames = this.table.getByRole('rowheader');
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete this letter?' });
    this.summary = this.main.getByRole('region', { name: 'Your letters at a glance' });
    this.calendarButton = this.summary.getByRole('button', { name: 'Download calendar (.ics)' });
    this.trackDialog = page.getByRole('dialog', { name: 'Track this letter' });
    this.sendGuideDialog = page.getByRole('dialog', { name: 'How to send it' });
    this.disputeText = this.sendGuideDialog.getByRole('textbox', { name: 'Dispute text' });
    this.notice = this.main.getByRole('status');
  }

  async goto(tab = 'credit-report'): Promise<void> {
    await this.page.goto(`/app/my-generated-letters/${tab}`);
  }

  tab(label: LetterTab): Locator {
    return this.main.getByRole('navigation', { name: 'Letter groups' }).getByRole('link', {
      name: label,
      exact: true,
    });
  }

  /** Where a wizard lands: the group's tab, open, listing exactly `names`. */
  async expectListed(label: LetterTab, names: string[]): Promise<void> {
    await expect(this.page).toHaveURL(
      `/app/my-generated-letters/${label.toLowerCase().replace(' ', '-')}`,
    );
    await expect(this.heading).toBeVisible();
    await expect(this.tab(label)).toHaveAttribute('aria-current', 'page');
    await expect(this.letterNames).toHaveText(names);
  }

  /** Clicks a letter's name and answers the browser download it starts. */
  async download(name: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.table.getByRole('button', { name, exact: true }).click();
    return download;
  }

  /** Downloads a letter and answers its text as pdftotext reads it, on one line. */
  async downloadText(name: string): Promise<string> {
    const path = await (await this.download(name)).path();
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'])
      .toString('utf8')
      .replace(/\s+/g, ' ');
  }

  async delete(name: string): Promise<void> {
    await this.table.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await this.deleteDialog.getByRole('button', { name: 'DELETE', exact: true }).click();
  }

  /** A letter's row in the open tab, by the exact name in its row header. */
  row(name: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** The row's request-date cell. */
  requestDateCell(name: string): Locator {
    return this.row(name).getByRole('cell').nth(0);
  }

  /** The row's status cell: the state ('Awaiting reply', 'Resolved: Corrected'), how it went. */
  statusCell(name: string): Locator {
    return this.row(name).getByRole('cell').nth(1);
  }

  /** The row's reply-due cell: the date, and 'Overdue' once it has passed. */
  replyDueCell(name: string): Locator {
    return this.row(name).getByRole('cell').nth(2);
  }

  /** Opens the Track dialog of a letter and waits for its form. */
  async openTrack(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Track ${name}`, exact: true })
      .click();
    await this.trackDialog.getByLabel('Date sent').waitFor();
  }

  /** Fills the open Track dialog; fields left undefined keep their value. */
  async fillTracking(entry: TrackingEntry): Promise<void> {
    const dialog = this.trackDialog;
    if (entry.sentOn !== undefined) await dialog.getByLabel('Date sent').fill(entry.sentOn);
    if (entry.sentBy !== undefined) {
      await dialog.getByLabel('Sent by').selectOption({ label: entry.sentBy || 'Not sent yet' });
    }
    if (entry.outcome !== undefined) {
      await dialog
        .getByLabel('Outcome', { exact: true })
        .selectOption({ label: entry.outcome || 'No outcome yet' });
    }
    if (entry.resolvedOn !== undefined) {
      await dialog.getByLabel('Date of the outcome').fill(entry.resolvedOn);
    }
    if (entry.note !== undefined) await dialog.getByLabel('Note').fill(entry.note);
  }

  /** Presses Save in the Track dialog, which stays open when the form refuses the record. */
  async submitTracking(): Promise<void> {
    await this.trackDialog.getByRole('button', { name: 'Save', exact: true }).click();
  }

  /** Saves the Track dialog; it closes once the API has accepted the record. */
  async saveTracking(): Promise<void> {
    await this.submitTracking();
    await this.trackDialog.waitFor({ state: 'hidden' });
  }

  /** Closes the Track dialog without saving. */
  async cancelTracking(): Promise<void> {
    await this.trackDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await this.trackDialog.waitFor({ state: 'hidden' });
  }

  /** Opens Track for a letter, fills it and saves. */
  async track(name: string, entry: TrackingEntry): Promise<void> {
    await this.openTrack(name);
    await this.fillTracking(entry);
    await this.saveTracking();
  }

  /** The summary's values by term ('Next reply due' reads the date then the letter names). */
  async readSummary(): Promise<TrackingSummaryValues> {
    const terms = await this.summary.getByRole('term').allInnerTexts();
    const values = await this.summary.getByRole('definition').allInnerTexts();
    const entries = terms.map((term, index) => [term.trim(), (values[index] ?? '').trim()]);
    return Object.fromEntries(entries) as TrackingSummaryValues;
  }

  /** The follow-up offer of a letter (present only when the tracker's rules offer one). */
  followUpButton(name: string): Locator {
    return this.row(name).getByRole('button', {
      name: `Make follow-up letter for ${name}`,
      exact: true,
    });
  }

  /** Makes a letter's follow-up and waits for the notice that it is ready. */
  async makeFollowUp(name: string): Promise<void> {
    await this.followUpButton(name).click();
    await this.notice.filter({ hasText: 'Your follow-up letter is ready.' }).waitFor();
  }

  /** An option of the open Track dialog's Outcome select, by its whole label. */
  outcomeOption(label: string): Locator {
    return this.trackDialog
      .getByLabel('Outcome', { exact: true })
      .getByRole('option', { name: label, exact: true });
  }

  /** An escalation offer of a letter ('Make a privacy complaint'), present when offered. */
  escalationButton(name: string, label: string): Locator {
    return this.row(name).getByRole('button', { name: `${label} for ${name}`, exact: true });
  }

  /** Makes an escalation letter and waits for the notice that it is ready. */
  async makeEscalation(name: string, label: string): Promise<void> {
    await this.escalationButton(name, label).click();
    await this.notice.filter({ hasText: 'Your letter is ready.' }).waitFor();
  }

  /** Clicks "Download calendar (.ics)" and answers the browser download it starts. */
  async downloadCalendar(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.calendarButton.click();
    return download;
  }

  /** Opens "How to send it" for a letter and waits for its dispute text. */
  async openSendGuide(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `How to send it ${name}`, exact: true })
      .click();
    await this.disputeText.waitFor();
  }

  /** Presses "Copy the dispute text" in the open dialog. */
  async copyDisputeText(): Promise<void> {
    await this.sendGuideDialog.getByRole('button', { name: 'Copy the dispute text' }).click();
  }

  /** What the page's clipboard holds (the context must grant clipboard-read). */
  async readClipboard(): Promise<string> {
    // A string expression: the e2e code is typed for Node, without the DOM's navigator.
    return String(await this.page.evaluate('navigator.clipboard.readText()'));
  }

  /** Closes "How to send it". */
  async closeSendGuide(): Promise<void> {
    await this.sendGuideDialog.getByRole('button', { name: 'Close', exact: true }).click();
    await this.sendGuideDialog.waitFor({ state: 'hidden' });
  }
}
