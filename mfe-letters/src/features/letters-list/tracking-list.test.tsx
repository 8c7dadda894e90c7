import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StoredLetter, serveTrackedLetters } from '../../testing/fake-letters-api';
import {
  letterRow,
  lettersTestServer,
  renderLetters,
  trackingCells,
} from '../../testing/render-letters';
import {
  ADDRESS_LETTER,
  ALL_LETTERS,
  EMPLOYMENT_LETTER,
  EQUIFAX,
  NAME_LETTER,
  SETTLEMENT_LETTER,
  TODAY,
  TRANSUNION,
} from './tracking-fixtures';

const server = lettersTestServer(TODAY);

const rowOf = letterRow;

/** A Blob's text: jsdom's Blob has no text(), its FileReader reads it. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The summary's terms and their values. */
function summaryValues(): Record<string, string> {
  const summary = screen.getByRole('region', { name: 'Your letters at a glance' });
  return Object.fromEntries(
    within(summary)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

const followUpButton = (name: string) =>
  screen.queryByRole('button', { name: `Make follow-up letter for ${name}` });

describe('the dispute tracker in My Generated Letters', () => {
  it('shows each letter’s status and reply-due date, and says in words which are overdue', async () => {
    const user = userEvent.setup();
    serveTrackedLetters(server, ALL_LETTERS);
    renderLetters();

    expect(await trackingCells(EQUIFAX.name)).toEqual({
      status:
        'Awaiting replySent by fax on March 2, 2026Make follow-up letter for Credit Report Request - Equifax',
      due: 'April 1, 2026Overdue',
    });
    expect(await trackingCells(TRANSUNION.name)).toEqual({
      status: 'Awaiting replySent by mail on March 20, 2026',
      due: 'April 19, 2026',
    });
    const table = screen.getByRole('table', { name: 'Credit report letters' });
    expect(within(table).getAllByText('Overdue')).toHaveLength(1);
    expect(within(table).getByRole('columnheader', { name: 'Reply Due' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Credit Repair' }));
    expect(await trackingCells(NAME_LETTER.name)).toEqual({
      status: 'Resolved: CorrectedOutcome recorded for March 25, 2026',
      due: '—No reply due',
    });
    expect((await trackingCells(ADDRESS_LETTER.name)).status).toMatch(
      /^Resolved: Verified as accurate/,
    );

    await user.click(screen.getByRole('link', { name: 'Debt Settlement' }));
    expect(await trackingCells(SETTLEMENT_LETTER.name)).toEqual({
      status: 'Generated',
      due: '—No reply due',
    });
  });

  it('sums up every group above the tabs: awaiting, overdue, resolved and the next due date', async () => {
    serveTrackedLetters(server, ALL_LETTERS);
    renderLetters();
    await rowOf(EQUIFAX.name);
    expect(summaryValues()).toEqual({
      'Awaiting a reply': '2',
      Overdue: '1',
      Resolved: '2',
      // The overdue letter's date has passed: the next one is the employment letter's.
      'Next reply due': 'April 9, 2026Error of Employment - Equifax',
    });
  });

  it('says when no reply is due at all', async () => {
    serveTrackedLetters(server, [SETTLEMENT_LETTER]);
    renderLetters();
    await screen.findByText('You have no credit report letters yet.');
    expect(summaryValues()).toEqual({
      'Awaiting a reply': '0',
      Overdue: '0',
      Resolved: '0',
      'Next reply due': 'None',
    });
  });

  it('offers a follow-up only on an overdue letter or after "verified as accurate" or "no reply"', async () => {
    const user = userEvent.setup();
    const noReply: StoredLetter = {
      ...NAME_LETTER,
      id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
      name: 'Late Payment - Maple Bank',
      outcome: 'no_reply',
    };
    serveTrackedLetters(server, [...ALL_LETTERS, noReply]);
    renderLetters();
    await rowOf(EQUIFAX.name);
    expect(followUpButton(EQUIFAX.name)).toBeVisible();
    expect(followUpButton(TRANSUNION.name)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Credit Repair' }));
    await rowOf(ADDRESS_LETTER.name);
    expect(followUpButton(ADDRESS_LETTER.name)).toBeVisible();
    expect(followUpButton(noReply.name)).toBeVisible();
    expect(followUpButton(NAME_LETTER.name)).not.toBeInTheDocument();
    expect(followUpButton(EMPLOYMENT_LETTER.name)).not.toBeInTheDocument();
  });

  it('makes the follow-up letter, lists it linked to the first, and offers no second one', async () => {
    const user = userEvent.setup();
    const store = serveTrackedLetters(server, [EQUIFAX]);
    renderLetters();
    await rowOf(EQUIFAX.name);
    const button = followUpButton(EQUIFAX.name);
    if (!button) throw new Error('no follow-up button');
    await user.click(button);

    expect(
      await screen.findByText(
        'Your follow-up letter is ready. It is listed below: download it, then print, sign and send it.',
      ),
    ).toBeVisible();
    expect(store.sent.followUps).toEqual([
      { id: EQUIFAX.id, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ]);
    const followUpName = 'Follow-up to Credit Report Request - Equifax';
    expect(await trackingCells(followUpName)).toEqual({
      status: 'GeneratedFollows up Credit Report Request - Equifax',
      due: '—No reply due',
    });
    expect((await trackingCells(EQUIFAX.name)).status).toContain(
      `Follow-up letter made: ${followUpName}`,
    );
    expect(followUpButton(EQUIFAX.name)).not.toBeInTheDocument();
    expect(followUpButton(followUpName)).not.toBeInTheDocument();
  });

  it('opened by a Generate, says the new letters are ready, marks them New and focuses the heading', async () => {
    serveTrackedLetters(server, ALL_LETTERS);
    renderLetters({
      pathname: '/app/my-generated-letters/credit-report',
      state: { newLetters: [EQUIFAX.id, TRANSUNION.id] },
    });
    const equifax = await rowOf(EQUIFAX.name);
    const ready = screen.getByText('Your 2 letters are ready. They are marked New below.');
    expect(ready.closest('[role="status"]')).not.toBeNull();
    expect(within(equifax).getByText('New')).toBeVisible();
    expect(within(await rowOf(TRANSUNION.name)).getByText('New')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'My Generated Letters' })).toHaveFocus(),
    );
  });

  it('marks nothing New when opened from the navigation', async () => {
    serveTrackedLetters(server, ALL_LETTERS);
    renderLetters('/app/my-generated-letters/credit-report');
    const equifax = await rowOf(EQUIFAX.name);
    expect(within(equifax).queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByText(/are ready|is ready/)).not.toBeInTheDocument();
  });

  it('sends the user to the personal tab, no native alert, when personal data is missing', async () => {
    const user = userEvent.setup();
    const store = serveTrackedLetters(server, [EQUIFAX]);
    store.next.followUp = {
      status: 422,
      body: { code: -1002, msg: 'Personal information is missing.' },
    };
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderLetters();
    await rowOf(EQUIFAX.name);
    const button = followUpButton(EQUIFAX.name);
    if (!button) throw new Error('no follow-up button');
    await user.click(button);

    await waitFor(() =>
      expect(screen.getByLabelText('path')).toHaveTextContent('/app/edit-personal-info/personal'),
    );
    // The personal tab says why, in the page (profile suite's tests): no box to dismiss first.
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows the API’s reason when the follow-up is no longer offered', async () => {
    const user = userEvent.setup();
    const store = serveTrackedLetters(server, [EQUIFAX]);
    const reason =
      'A follow-up letter can be made once the reply is overdue, or after an outcome of verified as accurate or no reply.';
    store.next.followUp = {
      status: 400,
      body: { code: -2, msg: 'Validation failed', errors: { id: reason } },
    };
    renderLetters();
    await rowOf(EQUIFAX.name);
    const button = followUpButton(EQUIFAX.name);
    if (!button) throw new Error('no follow-up button');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });
});

describe('the reply-due calendar', () => {
  /** Captures the saved file: its name and its text. */
  function captureDownloads() {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:calendar-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ name: this.download, blob });
    });
    return saved;
  }

  it('downloads one all-day event per letter awaiting a reply, overdue ones included', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    serveTrackedLetters(server, ALL_LETTERS);
    renderLetters();
    await rowOf(EQUIFAX.name);
    await user.click(screen.getByRole('button', { name: 'Download calendar (.ics)' }));

    expect(saved.map((file) => file.name)).toEqual(['letter-reply-dates.ics']);
    const file = saved[0]?.blob;
    if (!file) throw new Error('no calendar saved');
    expect(file.type).toBe('text/calendar;charset=utf-8');
    const text = await readText(file);
    const lines = text.split('\r\n');
    expect(lines.filter((line) => line.startsWith('DTSTART'))).toEqual([
      'DTSTART;VALUE=DATE:20260401',
      'DTSTART;VALUE=DATE:20260409',
      'DTSTART;VALUE=DATE:20260419',
    ]);
    expect(lines.filter((line) => line.startsWith('SUMMARY'))).toEqual([
      'SUMMARY:Reply due: Credit Report Request - Equifax',
      'SUMMARY:Reply due: Error of Employment - Equifax',
      'SUMMARY:Reply due: Credit Report Request - TransUnion',
    ]);
    expect(lines).toContain(`UID:reply-due-${EQUIFAX.id}@credit-repair-canada`);
    expect(lines).toContain('DTSTAMP:20260405T160000Z');
    // The description has commas (escaped) and is longer than a line (folded).
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'DESCRIPTION:You sent Credit Report Request - Equifax by fax on March 2\\, 2026.',
    );
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('explains that there is nothing to add while no letter awaits a reply', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    serveTrackedLetters(server, [NAME_LETTER, SETTLEMENT_LETTER]);
    renderLetters();
    const button = await screen.findByRole('button', { name: 'Download calendar (.ics)' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'No letter is awaiting a reply yet. Once you record that you sent a letter, its reply-due date can go in your calendar.',
    );
    await user.click(button);
    expect(saved).toEqual([]);
  });
});
