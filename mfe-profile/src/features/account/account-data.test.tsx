import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { localDate } from 'shared/contract';
import { showInFrench, signedInSessionHandler } from 'shared/testing';
import { apiUrl } from '../../testing/fake-profile-api';
import { renderSuite } from '../../testing/render-suite';

// The suite loads this tab lazily; importing it here keeps that time out of the first test.
import './account-tab';

const server = setupServer(
  signedInSessionHandler(),
  http.get(apiUrl('/sessions'), () => HttpResponse.json([])),
  http.get(apiUrl('/security-events'), () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TAB = '/app/edit-personal-info/account';
const PASSWORD = 'Correct-Horse-Battery-42';
const ZIP_BYTES = 'PK\u0003\u0004 fake zip';

/** The server's answers to the export and the deletion: `answer` null means the real success. */
function serveAccountData(
  path: '/me/export' | '/me',
  answer: { status: number; body: object } | null = null,
) {
  const received: unknown[] = [];
  const method = path === '/me' ? http.delete : http.post;
  server.use(
    method(apiUrl(path), async ({ request }) => {
      received.push(await request.json());
      if (answer) return HttpResponse.json(answer.body, { status: answer.status });
      if (path === '/me') return HttpResponse.json({ code: 0, msg: 'Deleted' });
      return new HttpResponse(ZIP_BYTES, { headers: { 'Content-Type': 'application/zip' } });
    }),
  );
  return received;
}

async function section(name: string) {
  return within(await screen.findByRole('region', { name }));
}

/** Saves go through a link's click: catch them, with the bytes behind each object URL. */
function catchSaves() {
  const saved: { href: string; download: string }[] = [];
  const blobs: Blob[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:my-data';
  });
  URL.revokeObjectURL = vi.fn();
  return { saved, blobs, restore: () => click.mockRestore() };
}

describe('Download my data', () => {
  it('says what the ZIP holds, and saves it once the password is given', async () => {
    const user = userEvent.setup();
    const received = serveAccountData('/me/export');
    const saves = catchSaves();
    try {
      renderSuite(TAB);
      const download = await section('Download my data');
      expect(download.getByText(/^my-data\.json: your contact details/)).toBeVisible();
      expect(download.getByText(/PDF of every letter/)).toBeVisible();
      expect(download.getByText(/README\.txt/)).toBeVisible();
      await user.type(download.getByLabelText('Password'), PASSWORD);
      await user.click(download.getByRole('button', { name: 'Download my data' }));
      const fileName = `credit-repair-canada-my-data-${localDate(new Date())}.zip`;
      expect(await download.findByText(`Your data was downloaded as ${fileName}.`)).toBeVisible();
      expect(received).toEqual([PASSWORD]);
      expect(saves.saved).toEqual([{ href: 'blob:my-data', download: fileName }]);
      expect(await saves.blobs[0]?.text()).toBe(ZIP_BYTES);
      expect(download.getByLabelText('Password')).toHaveValue('');
    } finally {
      saves.restore();
    }
  });

  it('asks for the password before calling the server', async () => {
    const user = userEvent.setup();
    const received = serveAccountData('/me/export');
    renderSuite(TAB);
    const download = await section('Download my data');
    await user.click(download.getByRole('button', { name: 'Download my data' }));
    expect(await download.findByText('Please enter your password.')).toBeVisible();
    expect(received).toEqual([]);
  });

  it('shows a wrong password under the field', async () => {
    const user = userEvent.setup();
    serveAccountData('/me/export', { status: 403, body: { code: -1, msg: 'Incorrect password.' } });
    renderSuite(TAB);
    const download = await section('Download my data');
    await user.type(download.getByLabelText('Password'), 'not-my-password');
    await user.click(download.getByRole('button', { name: 'Download my data' }));
    expect(await download.findByText('Incorrect password.')).toBeVisible();
    expect(download.getByLabelText('Password')).toHaveAccessibleDescription(/Incorrect password\./);
  });

  it('says how many minutes to wait after too many attempts', async () => {
    const user = userEvent.setup();
    serveAccountData('/me/export', {
      status: 429,
      body: { code: -5, msg: 'Too many', retry_after: 540 },
    });
    renderSuite(TAB);
    const download = await section('Download my data');
    await user.type(download.getByLabelText('Password'), PASSWORD);
    await user.click(download.getByRole('button', { name: 'Download my data' }));
    expect(
      await download.findByText('Too many attempts. Please try again in 9 minutes.'),
    ).toBeVisible();
  });

  it('says so when the server cannot be reached', async () => {
    const user = userEvent.setup();
    server.use(http.post(apiUrl('/me/export'), () => HttpResponse.error()));
    renderSuite(TAB);
    const download = await section('Download my data');
    await user.type(download.getByLabelText('Password'), PASSWORD);
    await user.click(download.getByRole('button', { name: 'Download my data' }));
    expect(
      await download.findByText(
        'We could not reach the server. Check your connection and try again.',
      ),
    ).toBeVisible();
  });
});

describe('Delete my account', () => {
  it('says what is deleted and that it cannot be undone', async () => {
    renderSuite(TAB);
    const deletion = await section('Delete my account');
    expect(deletion.getByText(/^your banking accounts and their numbers/)).toBeVisible();
    expect(deletion.getByText(/^every letter you generated/)).toBeVisible();
    expect(deletion.getByText(/^This cannot be undone/)).toBeVisible();
  });

  it('refuses until the password is given and DELETE typed exactly', async () => {
    const user = userEvent.setup();
    const received = serveAccountData('/me');
    renderSuite(TAB);
    const deletion = await section('Delete my account');
    const button = deletion.getByRole('button', { name: 'Delete my account' });
    await user.click(button);
    expect(await deletion.findByText('Please enter your password.')).toBeVisible();
    expect(deletion.getByText('Please type DELETE, in capital letters, to confirm.')).toBeVisible();
    await user.type(deletion.getByLabelText('Password'), PASSWORD);
    await user.type(deletion.getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(button);
    expect(
      await deletion.findByText('Please type DELETE, in capital letters, to confirm.'),
    ).toBeVisible();
    expect(received).toEqual([]);
  });

  it('deletes with the password and leaves for the confirmation page', async () => {
    const user = userEvent.setup();
    const received = serveAccountData('/me');
    renderSuite(TAB);
    const deletion = await section('Delete my account');
    await user.type(deletion.getByLabelText('Password'), PASSWORD);
    await user.type(deletion.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(deletion.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/account-deleted'),
    );
    expect(received).toEqual([PASSWORD]);
  });

  it('keeps the account and says so on a wrong password', async () => {
    const user = userEvent.setup();
    serveAccountData('/me', { status: 403, body: { code: -1, msg: 'Incorrect password.' } });
    const { store } = renderSuite(TAB);
    const deletion = await section('Delete my account');
    await user.type(deletion.getByLabelText('Password'), 'not-my-password');
    await user.type(deletion.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(deletion.getByRole('button', { name: 'Delete my account' }));
    expect(await deletion.findByText('Incorrect password.')).toBeVisible();
    expect(store.getState().session.key).toBe('test-key');
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(TAB);
  });

  describe('in French', () => {
    showInFrench();

    it('asks in French for a French word, and takes it', async () => {
      const user = userEvent.setup();
      const received = serveAccountData('/me');
      renderSuite(TAB);
      const deletion = await section('Supprimer mon compte');
      const word = deletion.getByLabelText('Tapez SUPPRIMER pour confirmer');
      expect(word).toBeVisible();
      await user.type(deletion.getByLabelText('Mot de passe'), PASSWORD);
      await user.type(word, 'supprimer');
      await user.click(deletion.getByRole('button', { name: 'Supprimer mon compte' }));
      expect(
        await deletion.findByText('Veuillez taper SUPPRIMER, en majuscules, pour confirmer.'),
      ).toBeVisible();
      await user.clear(word);
      await user.type(word, 'SUPPRIMER');
      await user.click(deletion.getByRole('button', { name: 'Supprimer mon compte' }));
      await waitFor(() => expect(received).toEqual([PASSWORD]));
    });

    it('shows the download section in French', async () => {
      renderSuite(TAB);
      const download = await section('Télécharger mes données');
      expect(download.getByLabelText('Mot de passe')).toBeVisible();
    });
  });
});
