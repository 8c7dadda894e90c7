import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { SIGNED_IN_EMAIL, signedInSessionHandler } from 'shared/testing';
import { apiUrl } from '../../testing/fake-profile-api';
import { renderSuite } from '../../testing/render-suite';

// The suite loads this tab lazily; importing it here keeps that time out of the first test.
import './password-tab';

const server = setupServer(signedInSessionHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TAB = '/app/edit-personal-info/password';
const NEW_PASSWORD = 'Granite-Lake-Window-42';

function answerChangePassword(status: number, answer: object) {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('/change-password'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return sent;
}

async function fill(user: ReturnType<typeof userEvent.setup>, confirm = NEW_PASSWORD) {
  await user.type(await screen.findByLabelText('Current Password'), 'old password here');
  await user.type(screen.getByLabelText('New Password'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update' }));
}

describe('the password tab', () => {
  it('names the account in the form, hidden, so a password manager can update its password', async () => {
    renderSuite(TAB);
    const current = await screen.findByLabelText('Current Password');
    const form = current.closest('form');
    await waitFor(() =>
      expect(form?.querySelector('input[autocomplete="username"]')).toHaveValue(SIGNED_IN_EMAIL),
    );
    expect(form?.querySelector('input[autocomplete="username"]')).not.toBeVisible();
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('gives the spec’s messages for empty fields', async () => {
    const user = userEvent.setup();
    renderSuite(TAB);
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your new password.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password.')).toBeInTheDocument();
  });

  it('refuses a confirmation that differs from the new password', async () => {
    const sent = answerChangePassword(200, { code: 0, msg: 'OK' });
    const user = userEvent.setup();
    renderSuite(TAB);
    await fill(user, `${NEW_PASSWORD}!`);
    expect(
      await screen.findByText(
        'This does not match your new password, please confirm your new password.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('changes the password, says so and clears the fields', async () => {
    const sent = answerChangePassword(200, { code: 0, msg: 'OK' });
    const user = userEvent.setup();
    renderSuite(TAB);
    await fill(user);
    expect(await screen.findByText('Successfully Updated!')).toBeInTheDocument();
    expect(sent).toEqual([{ old_password: 'old password here', new_password: NEW_PASSWORD }]);
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('says the current password is incorrect on -1', async () => {
    answerChangePassword(403, { code: -1, msg: 'Wrong password' });
    const user = userEvent.setup();
    renderSuite(TAB);
    await fill(user);
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveFocus();
    expect(screen.queryByText('Successfully Updated!')).not.toBeInTheDocument();
  });

  it('asks to wait after too many attempts', async () => {
    answerChangePassword(429, { code: -5, msg: 'Too many attempts', retry_after: 540 });
    const user = userEvent.setup();
    renderSuite(TAB);
    await fill(user);
    expect(
      await screen.findByText('Too many attempts. Please try again in 9 minutes.'),
    ).toBeInTheDocument();
  });

  it('shows the server’s message for a too common new password under that field', async () => {
    answerChangePassword(400, {
      code: -2,
      msg: 'Validation failed',
      errors: { new_password: 'This password is too common, please choose another.' },
    });
    const user = userEvent.setup();
    renderSuite(TAB);
    await fill(user);
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      expect.stringContaining('This password is too common, please choose another.'),
    );
  });
});
