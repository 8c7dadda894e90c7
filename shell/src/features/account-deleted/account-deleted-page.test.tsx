import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY } from 'shared/session';
import { showInFrench } from 'shared/testing';
import { ACCOUNT_DELETED_NAMESPACE } from '../../i18n/account-deleted-catalog';
import { accountDeletedCatalogFr } from '../../i18n/account-deleted-catalog.fr';
import { recordLogouts, serveFakeApi } from '../../testing/api-server';
import { renderApp } from '../../testing/render-app';

serveFakeApi();

describe('the account deleted page', () => {
  it('confirms the account and its data are deleted, and leads to the sign-in page', async () => {
    const user = userEvent.setup();
    renderApp('/account-deleted');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account was deleted' }),
    ).toBeVisible();
    expect(screen.getByText(/^Your account and all its data were deleted for good/)).toBeVisible();
    // A lazily loaded route's effects may run a moment after its content shows.
    await waitFor(() =>
      expect(document.title).toBe('Your account was deleted – Credit Repair Canada'),
    );
    await user.click(screen.getByRole('link', { name: 'Go to the sign-in page' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
  });

  it('signs out the tab that was still holding the deleted session', async () => {
    const logouts = recordLogouts();
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, 'deleted-account-key');
    renderApp('/account-deleted');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account was deleted' }),
    ).toBeVisible();
    await waitFor(() => expect(logouts).toEqual(['deleted-account-key']));
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  describe('in French', () => {
    showInFrench({ [ACCOUNT_DELETED_NAMESPACE]: accountDeletedCatalogFr });

    it('confirms it in French', async () => {
      renderApp('/account-deleted');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Votre compte a été supprimé' }),
      ).toBeVisible();
      expect(
        screen.getByText(/^Votre compte et toutes ses données ont été supprimés définitivement/),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Aller à la page de connexion' })).toBeVisible();
    });
  });
});
