import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveTrackedLetters } from '../../testing/fake-letters-api';
import { lettersTestServer, renderLetters } from '../../testing/render-letters';
import { EQUIFAX, SETTLEMENT_LETTER, TODAY, TRANSUNION } from './tracking-fixtures';

const server = lettersTestServer(TODAY);

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Opens the Track dialog of a letter and waits for its form. */
async function openTrack(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Track ${name}` }));
  const dialog = screen.getByRole('dialog', { name: 'Track this letter' });
  await within(dialog).findByLabelText('Date sent');
  return dialog;
}

async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, date: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (date) await user.type(input, date);
}

describe('the Track dialog', () => {
  it('records the sending: the PUT carries the whole record and the browser’s zone', async () => {
    const user = userEvent.setup();
    const store = serveTrackedLetters(server, [SETTLEMENT_LETTER]);
    renderLetters('/app/my-generated-letters/debt-settlement');
    const dialog = await openTrack(user, SETTLEMENT_LETTER.name);
    expect(dialog).toHaveAccessibleDescription(
      'Offer a Settlement - Maple Bank, requested on March 2, 2026.',
    );
    expect(screen.getByLabelText('Date sent')).toHaveFocus();

    await typeDate(user, 'Date sent', '2026-04-02');
    await user.selectOptions(screen.getByLabelText('Sent by'), 'Fax');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.sent.tracking).toEqual([
      {
        id: SETTLEMENT_LETTER.id,
        sent_on: '2026-04-02',
        sent_by: 'fax',
        outcome: null,
        resolved_on: null,
        note: '',
        time_zone: TIME_ZONE,
      },
    ]);
    expect(screen.getByText('Successfully Updated!')).toBeVisible();
    // The list is loaded again: the letter now awaits its reply, due 30 days after sending.
    const table = screen.getByRole('table', { name: 'Debt settlement letters' });
    const row = (await within(table).findByText('May 2, 2026')).closest('tr');
    expect(row).toHaveTextContent('Awaiting reply');
    expect(row).toHaveTextContent('Sent by fax on April 2, 2026');
  });

  it('records the outcome with a trimmed note, starting from the letter’s current record', async () => {
    const user = userEvent.setup();
    const store = serveTrackedLetters(server, [EQUIFAX]);
    renderLetters();
    await openTrack(user, EQUIFAX.name);
    expect(screen.getByLabelText('Date sent')).toHaveValue('2026-03-02');
    expect(screen.getByLabelText('Sent by')).toHaveValue('fax');

    await user.selectOptions(screen.getByLabelText('Outcome'), 'Deleted');
    await typeDate(user, 'Date of the outcome', '2026-04-03');
    await user.type(screen.getByLabelText('Note'), '  Letter from Equifax, ref. 12-34.  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(store.sent.tracking).toHaveLength(1));
    expect(store.sent.tracking[0]).toEqual({
      id: EQUIFAX.id,
      sent_on: '2026-03-02',
      sent_by: 'fax',
      outcome: 'deleted',
      resolved_on: '2026-04-03',
      note: 'Letter from Equifax, ref. 12-34.',
      time_zone: TIME_ZONE,
    });
    expect(await screen.findByText('Resolved: Deleted')).toBeVisible();
  });

  it('shows the contract’s messages on the fields and sends nothing until they are fixed', async () => {
    const user = userEvent.setup();
    const store = serveTrackedLetters(server, [SETTLEMENT_LETTER]);
    renderLetters('/app/my-generated-letters/debt-settlement');
    await openTrack(user, SETTLEMENT_LETTER.name);
    const save = screen.getByRole('button', { name: 'Save' });

    // An outcome without the sending.
    await user.selectOptions(screen.getByLabelText('Outcome'), 'Other');
    await user.click(save);
    expect(screen.getByLabelText('Date sent')).toHaveAccessibleDescription(
      'Leave it empty until you have sent the letter. Please enter the date you sent the letter.',
    );
    expect(screen.getByLabelText('Date of the outcome')).toHaveAccessibleDescription(
      'Please enter the date of the outcome.',
    );

    // Dates out of order, in the future, and a note that is too long.
    await typeDate(user, 'Date sent', '2026-03-01');
    await typeDate(user, 'Date of the outcome', '2026-04-06');
    await user.click(screen.getByLabelText('Note'));
    await user.paste('x'.repeat(1001));
    await user.click(save);
    expect(screen.getByLabelText('Date sent')).toHaveAccessibleDescription(
      'Leave it empty until you have sent the letter. The date sent cannot be before the letter’s request date.',
    );
    expect(screen.getByLabelText('Sent by')).toHaveAccessibleDescription(
      'Please choose how you sent the letter.',
    );
    expect(screen.getByLabelText('Date of the outcome')).toHaveAccessibleDescription(
      'The date of the outcome cannot be in the future.',
    );
    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription(
      'Up to 1,000 characters: who answered, what they said, a reference number. Please keep the note to 1,000 characters or fewer.',
    );

    await typeDate(user, 'Date sent', '2026-04-06');
    await typeDate(user, 'Date of the outcome', '2026-03-30');
    await user.click(save);
    expect(screen.getByLabelText('Date sent')).toHaveAccessibleDescription(
      'Leave it empty until you have sent the letter. The date sent cannot be in the future.',
    );
    expect(store.sent.tracking).toEqual([]);
  });

  it('shows the API’s field messages of a -2 answer on the fields', async () => {
    const user = userEvent.setup();
    const store = serveTrackedLetters(server, [TRANSUNION]);
    store.next.tracking = {
      status: 400,
      body: {
        code: -2,
        msg: 'Validation failed',
        errors: { resolved_on: 'The date of the outcome cannot be before the date sent.' },
      },
    };
    renderLetters();
    const dialog = await openTrack(user, TRANSUNION.name);
    await user.selectOptions(screen.getByLabelText('Outcome'), 'Deleted');
    await typeDate(user, 'Date of the outcome', '2026-04-05');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Date of the outcome')).toHaveAccessibleDescription(
        'The date of the outcome cannot be before the date sent.',
      ),
    );
    expect(dialog).toBeVisible();
  });

  it('offers “No reply” only once the reply is due, saying from which date', async () => {
    const user = userEvent.setup();
    serveTrackedLetters(server, [EQUIFAX, TRANSUNION]);
    renderLetters();

    // Sent March 20: the reply is due April 19, after today (April 5).
    const dialog = await openTrack(user, TRANSUNION.name);
    const waiting = within(dialog).getByRole('option', {
      name: 'No reply (available from April 19, 2026, when the reply is due)',
    });
    expect(waiting).toBeDisabled();
    expect(within(dialog).getByRole('option', { name: 'Verified as accurate' })).toBeEnabled();
    // The date it opens follows the date sent as typed.
    await typeDate(user, 'Date sent', '2026-03-07');
    expect(
      within(dialog).getByRole('option', {
        name: 'No reply (available from April 6, 2026, when the reply is due)',
      }),
    ).toBeDisabled();
    // Sent March 6: due today, April 5.
    await typeDate(user, 'Date sent', '2026-03-06');
    expect(within(dialog).getByRole('option', { name: 'No reply' })).toBeEnabled();
    await typeDate(user, 'Date sent', '');
    expect(
      within(dialog).getByRole('option', {
        name: 'No reply (available 30 days after the date sent)',
      }),
    ).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // Sent March 2: due April 1, so "No reply" can be chosen.
    const due = await openTrack(user, EQUIFAX.name);
    expect(within(due).getByRole('option', { name: 'No reply' })).toBeEnabled();
  });

  it('says so when the letter is gone, and Cancel closes without saving', async () => {
    const user = userEvent.setup();
    const store = serveTrackedLetters(server, [TRANSUNION]);
    store.next.tracking = { status: 404, body: { code: -3, msg: 'Not found' } };
    renderLetters();
    const dialog = await openTrack(user, TRANSUNION.name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This letter no longer exists. It may have been deleted in another window.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Track ${TRANSUNION.name}` })).toHaveFocus();
    expect(store.sent.tracking).toHaveLength(1);
  });
});
