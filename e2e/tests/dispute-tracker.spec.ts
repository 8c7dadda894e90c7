import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, needsLocalServer, test } from '../fixtures';
import { AppShell } from '../page-models/app-shell';
import { CreditReportSuitePages } from '../page-models/letters-credit-report-suite';
import { GeneratedLettersPage } from '../page-models/letters-generated-page';
import { type NewUser, signInNewUser } from '../page-models/letters-user';
import { LoginPage } from '../page-models/login-page';
import { addDays, consumerToday, icsDate, longDate } from '../support/calendar-dates';
import { readIcs } from '../support/ics';
import {
  makeDataDir,
  removeDataDir,
  startTrackerServer,
  type TrackerServer,
  trackerBaseURL,
} from '../support/tracker-server';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@repair', '@letters'] };

const EQUIFAX_LETTER = 'Credit Report Request - Equifax';
const TRANSUNION_LETTER = 'Credit Report Request - TransUnion';
const FOLLOW_UP_LETTER = `Follow-up to ${EQUIFAX_LETTER}`;
const PRIVACY_COMPLAINT = `Privacy Complaint - ${TRANSUNION_LETTER}`;

/**
 * The consumer makes the letters 32 days ago and sends one 31 days ago: its reply was due
 * yesterday. The server dates letters itself and a letter cannot be sent before its request date,
 * so the letters are made on a server whose clock runs that many days back (shift-clock.mjs). One
 * day more than the 31 keeps the sent date valid even when the shift of whole 24-hour days lands
 * on the next calendar day (within an hour of midnight after the autumn clock change).
 */
const DAYS_SINCE_MADE = 32;
const DAYS_SINCE_SENT = 31;
const DAY_MS = 86_400_000;

const RESOLUTION_NOTE = 'Equifax removed the collection account. Reference EQ-2026-55817.';

// Tests in order on one data directory: the later ones need the letters the first made.
needsLocalServer('it runs a server of its own with its clock moved a month');
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: trackerBaseURL });

let dataDir: string | undefined;
let server: TrackerServer | undefined;
let consumer: NewUser | undefined;
/** The request date the letters got a month ago, as YYYY-MM-DD. */
let madeOn: string | undefined;

test.beforeAll(async () => {
  dataDir = await makeDataDir();
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) await removeDataDir(dataDir);
});

async function restartServer(clockShiftDays?: number): Promise<void> {
  if (!dataDir) throw new Error('No data directory: beforeAll did not run.');
  await server?.stop();
  server = undefined;
  server = await startTrackerServer({ dataDir, clockShiftDays });
}

/** Signs the consumer in again and opens My Generated Letters. */
async function openLettersAgain(page: Page, user: NewUser): Promise<GeneratedLettersPage> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  const shell = new AppShell(page);
  await expect(shell.heading('Personal Information')).toBeVisible();
  await shell.navigateTo('My Generated Letters');
  const letters = new GeneratedLettersPage(page);
  await expect(letters.heading).toBeVisible();
  return letters;
}

test(
  'a month ago: the consumer generates the free credit report letters',
  JOURNEY,
  async ({ page, request }) => {
    // A server start and stop of its own around a letter generation: more than the usual 30 s
    // when the whole suite shares the machine's two cores.
    test.setTimeout(60_000);
    await restartServer(-DAYS_SINCE_MADE);
    consumer = await signInNewUser(page, request, {
      withPersonalData: true,
      origin: trackerBaseURL,
    });
    const monthAgo = () => consumerToday(new Date(Date.now() - DAYS_SINCE_MADE * DAY_MS));
    const before = monthAgo();

    const suite = new CreditReportSuitePages(page);
    await suite.gotoFreeReport();
    await suite.generateFreeReport();
    const letters = new GeneratedLettersPage(page);
    await expect(page).toHaveURL('/app/my-generated-letters/credit-report');
    await expect(letters.letterNames).toHaveText([EQUIFAX_LETTER, TRANSUNION_LETTER]);

    // Dated by the server's clock: a month back (either side of a midnight during the test).
    const after = monthAgo();
    const dated = await letters.requestDateCell(EQUIFAX_LETTER).textContent();
    madeOn = dated === longDate(after) ? after : before;
    expect(dated).toBe(longDate(madeOn));
    // Just made: marked New in its status.
    await expect(letters.statusCell(EQUIFAX_LETTER)).toHaveText('New Generated');

    await server?.stop();
    server = undefined;
  },
);

test(
  'today: sent 31 days ago, overdue, followed up, put in a calendar, then resolved',
  JOURNEY,
  async ({ page, makeAxeBuilder }) => {
    // The whole journey on one page: a server start and stop, six submits, a follow-up letter
    // rendered as a PDF and four axe runs need more than the usual 30 s on two shared cores.
    test.setTimeout(90_000);
    if (!consumer || !madeOn) throw new Error('The letters of a month ago were not made.');
    await restartServer();
    const today = consumerToday();
    const sentOn = addDays(today, -DAYS_SINCE_SENT);
    const firstDue = addDays(sentOn, 30);
    const followUpDue = addDays(today, 30);

    // The consumer signs in again (the session of a month ago has long expired).
    const letters = await openLettersAgain(page, consumer);
    await expect(letters.letterNames).toHaveText([EQUIFAX_LETTER, TRANSUNION_LETTER]);
    await expect(letters.statusCell(EQUIFAX_LETTER)).toHaveText('Generated');
    await expect
      .poll(() => letters.readSummary())
      .toEqual({
        'Awaiting a reply': '0',
        Overdue: '0',
        Resolved: '0',
        'Next reply due': 'None',
      });
    await expect(letters.calendarButton).toHaveAttribute('aria-disabled', 'true');

    // Impossible dates: the form says why and nothing is saved.
    await letters.openTrack(EQUIFAX_LETTER);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await letters.fillTracking({ sentOn: addDays(today, 1), sentBy: 'Fax' });
    await letters.submitTracking();
    await expect(
      letters.trackDialog.getByText('The date sent cannot be in the future.'),
    ).toBeVisible();
    await letters.fillTracking({ sentOn: addDays(madeOn, -1) });
    await letters.submitTracking();
    await expect(
      letters.trackDialog.getByText('The date sent cannot be before the letter’s request date.'),
    ).toBeVisible();
    await letters.cancelTracking();
    await expect(letters.statusCell(EQUIFAX_LETTER)).toHaveText('Generated');

    // Sent by fax 31 days ago: the reply was due yesterday.
    await letters.track(EQUIFAX_LETTER, { sentOn, sentBy: 'Fax' });
    await expect(letters.statusCell(EQUIFAX_LETTER)).toContainText('Awaiting reply');
    await expect(letters.statusCell(EQUIFAX_LETTER)).toContainText(
      `Sent by fax on ${longDate(sentOn)}`,
    );
    await expect(letters.replyDueCell(EQUIFAX_LETTER)).toContainText(longDate(firstDue));
    await expect(letters.replyDueCell(EQUIFAX_LETTER).getByText('Overdue')).toBeVisible();
    await expect(letters.replyDueCell(TRANSUNION_LETTER)).not.toContainText('Overdue');
    await expect
      .poll(() => letters.readSummary())
      .toEqual({
        'Awaiting a reply': '0',
        Overdue: '1',
        Resolved: '0',
        'Next reply due': 'None',
      });
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    // The follow-up letter: listed first, linked both ways, offered once.
    await letters.makeFollowUp(EQUIFAX_LETTER);
    await expect(letters.letterNames).toHaveText([
      FOLLOW_UP_LETTER,
      EQUIFAX_LETTER,
      TRANSUNION_LETTER,
    ]);
    await expect(letters.requestDateCell(FOLLOW_UP_LETTER)).toHaveText(longDate(today));
    await expect(letters.statusCell(FOLLOW_UP_LETTER)).toContainText('Generated');
    await expect(letters.statusCell(FOLLOW_UP_LETTER)).toContainText(
      `Follows up ${EQUIFAX_LETTER}`,
    );
    await expect(letters.statusCell(EQUIFAX_LETTER)).toContainText(
      `Follow-up letter made: ${FOLLOW_UP_LETTER}`,
    );
    await expect(letters.followUpButton(EQUIFAX_LETTER)).toBeHidden();
    const followUpPdf = await letters.download(FOLLOW_UP_LETTER);
    const pdf = await readFile(await followUpPdf.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The follow-up goes out by mail today.
    await letters.track(FOLLOW_UP_LETTER, { sentOn: today, sentBy: 'Mail' });
    await expect(letters.statusCell(FOLLOW_UP_LETTER)).toContainText('Awaiting reply');
    await expect(letters.replyDueCell(FOLLOW_UP_LETTER)).toContainText(longDate(followUpDue));
    await expect(letters.replyDueCell(FOLLOW_UP_LETTER)).not.toContainText('Overdue');
    await expect
      .poll(() => letters.readSummary())
      .toMatchObject({
        'Awaiting a reply': '1',
        Overdue: '1',
        Resolved: '0',
      });
    const nextDue = (await letters.readSummary())['Next reply due'];
    expect(nextDue).toContain(longDate(followUpDue));
    expect(nextDue).toContain(FOLLOW_UP_LETTER);

    // The calendar: one all-day event per letter awaiting a reply, the overdue one included.
    const download = await letters.downloadCalendar();
    expect(download.suggestedFilename()).toBe('letter-reply-dates.ics');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const calendar = readIcs(text);
    expect(calendar.lines[0]).toBe('BEGIN:VCALENDAR');
    expect(calendar.lines.at(-1)).toBe('END:VCALENDAR');
    expect(calendar.lines).toContain('VERSION:2.0');
    expect(calendar.events.map((event) => [event['DTSTART;VALUE=DATE'], event.SUMMARY])).toEqual([
      [icsDate(firstDue), `Reply due: ${EQUIFAX_LETTER}`],
      [icsDate(followUpDue), `Reply due: ${FOLLOW_UP_LETTER}`],
    ]);
    expect(calendar.events.map((event) => event['DTEND;VALUE=DATE'])).toEqual([
      icsDate(addDays(firstDue, 1)),
      icsDate(addDays(followUpDue, 1)),
    ]);
    expect(new Set(calendar.events.map((event) => event.UID)).size).toBe(2);

    // Both resolved: no reply to the first, the follow-up got the file corrected.
    await letters.track(EQUIFAX_LETTER, { outcome: 'No reply', resolvedOn: today });
    await letters.track(FOLLOW_UP_LETTER, {
      outcome: 'Corrected',
      resolvedOn: today,
      note: RESOLUTION_NOTE,
    });
    await expect(letters.statusCell(EQUIFAX_LETTER)).toContainText('Resolved: No reply');
    await expect(letters.statusCell(FOLLOW_UP_LETTER)).toContainText('Resolved: Corrected');
    await expect(letters.statusCell(FOLLOW_UP_LETTER)).toContainText(
      `Outcome recorded for ${longDate(today)}`,
    );
    for (const name of [EQUIFAX_LETTER, FOLLOW_UP_LETTER]) {
      await expect(letters.replyDueCell(name)).toContainText('No reply due');
    }
    await expect(letters.statusCell(TRANSUNION_LETTER)).toHaveText('Generated');
    await expect(letters.followUpButton(EQUIFAX_LETTER)).toBeHidden();
    await expect
      .poll(() => letters.readSummary())
      .toEqual({
        'Awaiting a reply': '0',
        Overdue: '0',
        Resolved: '2',
        'Next reply due': 'None',
      });
    await expect(letters.calendarButton).toHaveAttribute('aria-disabled', 'true');

    // The record is kept as saved, note included.
    await letters.openTrack(FOLLOW_UP_LETTER);
    await expect(letters.trackDialog.getByLabel('Note')).toHaveValue(RESOLUTION_NOTE);
    await expect(letters.trackDialog.getByLabel('Date sent')).toHaveValue(today);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await letters.cancelTracking();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    await server?.stop();
    server = undefined;
  },
);

test(
  'today: TransUnion verified the file as accurate: a privacy complaint, downloaded and listed',
  JOURNEY,
  async ({ page, makeAxeBuilder }) => {
    // A server start and stop, two submits, a PDF rendered and read, and two axe runs.
    test.setTimeout(90_000);
    if (!consumer) throw new Error('The letters of a month ago were not made.');
    await restartServer();
    const today = consumerToday();
    const letters = await openLettersAgain(page, consumer);
    await expect(letters.statusCell(TRANSUNION_LETTER)).toHaveText('Generated');

    // Mailed today: "No reply" waits for the reply-due date and says which; the answer came.
    await letters.openTrack(TRANSUNION_LETTER);
    await letters.fillTracking({ sentOn: today, sentBy: 'Mail' });
    await expect(
      letters.outcomeOption(
        `No reply (available from ${longDate(addDays(today, 30))}, when the reply is due)`,
      ),
    ).toBeDisabled();
    await letters.fillTracking({ outcome: 'Verified as accurate', resolvedOn: today });
    await letters.saveTracking();
    await expect(letters.statusCell(TRANSUNION_LETTER)).toContainText(
      'Resolved: Verified as accurate',
    );
    const consumerOffice = letters.escalationButton(
      TRANSUNION_LETTER,
      'Make a complaint to your consumer protection office',
    );
    await expect(consumerOffice).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    // The privacy complaint: listed first under its name, linked both ways, offered once.
    await letters.makeEscalation(TRANSUNION_LETTER, 'Make a privacy complaint');
    await expect(letters.letterNames).toHaveText([
      PRIVACY_COMPLAINT,
      FOLLOW_UP_LETTER,
      EQUIFAX_LETTER,
      TRANSUNION_LETTER,
    ]);
    await expect(letters.requestDateCell(PRIVACY_COMPLAINT)).toHaveText(longDate(today));
    await expect(letters.statusCell(PRIVACY_COMPLAINT)).toContainText('Generated');
    await expect(letters.statusCell(PRIVACY_COMPLAINT)).toContainText(`About ${TRANSUNION_LETTER}`);
    await expect(letters.statusCell(TRANSUNION_LETTER)).toContainText(
      `Letter made: ${PRIVACY_COMPLAINT}`,
    );
    await expect(
      letters.escalationButton(TRANSUNION_LETTER, 'Make a privacy complaint'),
    ).toBeHidden();
    await expect(consumerOffice).toBeVisible();

    // The PDF: to the Privacy Commissioner, naming the first letter, its dates and the answer.
    const complaint = await letters.download(PRIVACY_COMPLAINT);
    expect(complaint.suggestedFilename()).toBe(
      'Privacy_Complaint_-_Credit_Report_Request_-_TransUnion.pdf',
    );
    const pdf = await readFile(await complaint.path());
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
      .toString('utf8')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Office of the Privacy Commissioner of Canada');
    expect(text).toContain(
      `On ${longDate(today)}, I sent TransUnion Canada my letter dated ${longDate(madeOn ?? '')}, “Request for a free copy of my credit file (consumer disclosure)”, by mail.`,
    );
    expect(text).toContain(
      `In its reply of ${longDate(today)}, TransUnion Canada said that the information was verified as accurate`,
    );
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    await server?.stop();
    server = undefined;
  },
);
