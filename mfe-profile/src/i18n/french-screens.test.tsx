import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { showInFrench } from 'shared/testing';
import { fakeProfileApi } from '../testing/fake-profile-api';
import { renderSuite } from '../testing/render-suite';
import { profileCatalogFr } from './catalog.fr';
import { PROFILE_NAMESPACE } from './namespace';

// The suite loads this tab lazily; importing it here keeps that time out of the test.
import '../features/address/address-tab';
import '../features/personal/personal-tab';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

showInFrench({ [PROFILE_NAMESPACE]: profileCatalogFr });

describe('Personal Information in French', () => {
  it('says in French why a letter sent the user to the personal tab', async () => {
    fakeProfileApi(server);
    renderSuite({
      pathname: '/app/edit-personal-info/personal',
      state: {
        profileNeededFor: { returnTo: '/app/credit-repair-suite/dispute', reason: 'missing' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nous ne pouvons pas produire la lettre sans vos renseignements personnels. Veuillez remplir vos renseignements personnels.',
    );
    expect(
      await screen.findByRole('checkbox', { name: 'Je n’ai pas de deuxième prénom' }),
    ).not.toBeChecked();
  });

  it('shows the address tab with French labels, province names and suggestion', async () => {
    const api = fakeProfileApi(server);
    api.seed('address', {
      address_line_one: '100 King St W',
      address_line_two: '',
      city: 'Toronto',
      province_id: 1,
      postal_code: 'M5X 1A9',
      is_previous: false,
      rent_or_mortgage_cost: 1450,
      time_at_address: 0,
      is_renting: true,
    });
    renderSuite('/app/edit-personal-info/address');

    const current = within(await screen.findByRole('region', { name: 'Adresse actuelle' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Renseignements personnels' }),
    ).toBeVisible();
    expect(current.getByLabelText('Code postal')).toHaveValue('M5X 1A9');
    const province = current.getByLabelText('Province');
    expect(province).toHaveDisplayValue('Colombie-Britannique');
    expect(province).toHaveAccessibleDescription(
      /^Un code postal qui commence par M correspond à\s+: Ontario\.$/,
    );
    expect(current.getByRole('button', { name: 'Choisir Ontario' })).toBeVisible();
    expect(current.getByLabelText('Depuis combien de temps à cette adresse')).toHaveDisplayValue(
      'Moins d’un an',
    );
    expect(current.getByLabelText('Locataire ou propriétaire')).toHaveDisplayValue('Locataire');
    expect(screen.getByRole('button', { name: 'Mettre à jour' })).toBeVisible();
  });
});
