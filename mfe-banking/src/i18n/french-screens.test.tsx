import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, plainSpaces, renderWithProviders, showInFrench } from 'shared/testing';
import BankingInformationSuite from '../app/suite';
import { createFakeBankingApi, PASSWORD, VISA } from '../testing/fake-banking-api';
import { BANKING_NAMESPACE } from './catalog';
import { bankingCatalogFr } from './catalog.fr';

const { fake, server } = createFakeBankingApi();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  fake.accounts = [VISA];
  fake.grantOpen = true;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

showInFrench({ [BANKING_NAMESPACE]: bankingCatalogFr });

function renderPage() {
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  renderWithProviders(
    <Routes>
      <Route path="/app/edit-account-info/*" element={<BankingInformationSuite />} />
    </Routes>,
    { route: '/app/edit-account-info', store },
  );
}

describe('Banking Information in French', () => {
  it('asks for the password in French, then lists the accounts with French labels and amounts', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Renseignements bancaires' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', {
        name: 'Veuillez entrer votre mot de passe pour accéder à vos renseignements bancaires',
      }),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Mot de passe'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));

    expect(await screen.findByRole('heading', { name: 'Vos comptes' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ajouter un compte' })).toBeVisible();
    const limit = screen.getByText('Limite de crédit').nextElementSibling;
    expect(plainSpaces(limit?.textContent)).toBe('5 000,00 $');
  });
});
