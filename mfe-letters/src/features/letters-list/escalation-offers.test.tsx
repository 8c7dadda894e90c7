import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { type StoredLetter, serveTrackedLetters } from '../../testing/fake-letters-api';
import { letterRow, renderLetters, setToday } from '../../testing/render-letters';
import { ADDRESS_LETTER, NAME_LETTER, TODAY } from './tracking-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setToday(TODAY));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Verified as accurate by TransUnion: the server offers both complaints. */
const VERIFIED: StoredLetter = {
  ...ADDRESS_LETTER,
  escalations_offered: ['consumer_office_complaint', 'privacy_complaint'],
};

const PRIVACY = `Make a privacy complaint for ${VERIFIED.name}`;
const CONSUMER_OFFICE = `Make a complaint to your consumer protection office for ${VERIFIED.name}`;

const rowOf = letterRow;

describe('the escalation letters in My Generated Letters', () => {
  it('are offered on the letters the server offers them for, and only those', async () => {
    serveTrackedLetters(server, [VERIFIED, NAME_LETTER]);
    renderLetters('/app/my-generated-letters/credit-repair');
    const row = await rowOf(VERIFIED.name);
    expect(row).toHaveTextContent('If you disagree with the answer, or none came:');
    expect(within(row).getByRole('button', { name: CONSUMER_OFFICE })).toBeVisible();
    expect(within(row).getByRole('button', { name: PRIVACY })).toBeVisible();
    const corrected = await rowOf(NAME_LETTER.name);
    expect(within(corrected).queryByRole('button', { name: /complaint/ })).not.toBeInTheDocument();
    expect(corrected).not.toHaveTextContent('If you disagree');
  });

  it('makes one, lists it under its name linked to the first letter, and offers it no more', async () => {
    const user = userEvent.setup();
    const store = serveTrackedLetters(server, [VERIFIED]);
    renderLetters('/app/my-generated-letters/credit-repair');
    await user.click(await screen.findByRole('button', { name: PRIVACY }));

    expect(
      await screen.findByText(
        'Your letter is ready. It is listed below: download it, then print, sign and send it as its first page explains.',
      ),
    ).toBeVisible();
    expect(store.sent.escalations).toEqual([{ id: VERIFIED.id, kind: 'privacy_complaint' }]);
    const name = 'Privacy Complaint - Error of Address - TransUnion';
    const made = await rowOf(name);
    expect(made).toHaveTextContent(`About ${VERIFIED.name}`);
    expect(within(made).getByRole('button', { name: `Track ${name}` })).toBeVisible();
    const first = await rowOf(VERIFIED.name);
    expect(first).toHaveTextContent(`Letter made: ${name}`);
    expect(screen.queryByRole('button', { name: PRIVACY })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: CONSUMER_OFFICE })).toBeVisible();
  });

  it('shows the API’s reason when the letter is no longer offered', async () => {
    const user = userEvent.setup();
    const store = serveTrackedLetters(server, [VERIFIED]);
    const reason =
      'This letter can be made only for a letter sent to a credit bureau, once its answer was verified as accurate or no reply came, and once per letter.';
    store.next.escalation = {
      status: 400,
      body: { code: -2, msg: 'Validation failed', errors: { kind: reason } },
    };
    renderLetters('/app/my-generated-letters/credit-repair');
    await user.click(await screen.findByRole('button', { name: CONSUMER_OFFICE }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });
});
