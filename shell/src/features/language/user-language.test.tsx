import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setLanguage } from 'shared/i18n';
import { SIGNED_IN_EMAIL, signedInSessionHandler } from 'shared/testing';
import { apiServer, apiUrl, serveFakeApi } from '../../testing/api-server';
import { renderApp } from '../../testing/render-app';

serveFakeApi();

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});

/** Records the bodies of PUT /language. */
function recordSavedLanguages(): unknown[] {
  const saved: unknown[] = [];
  apiServer.use(
    http.put(apiUrl('/language'), async ({ request }) => {
      const body = (await request.json()) as { language: string };
      saved.push(body);
      return HttpResponse.json({ code: 0, msg: 'OK', language: body.language });
    }),
  );
  return saved;
}

describe("the signed-in user's language", () => {
  it('is applied at sign-in, so it follows the user from another device', async () => {
    apiServer.use(signedInSessionHandler(SIGNED_IN_EMAIL, 'fr'));
    renderApp('/app/live-chat', { storedKey: 'key-1' });
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Clavardage' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('is saved on the user when the switch is used', async () => {
    const user = userEvent.setup();
    const saved = recordSavedLanguages();
    renderApp('/app/live-chat', { storedKey: 'key-1' });
    await user.click(await screen.findByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('link', { name: 'Clavardage' })).toBeInTheDocument();
    await vi.waitFor(() => expect(saved).toEqual([{ language: 'fr' }]));
  });
});
