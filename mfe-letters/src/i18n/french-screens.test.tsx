import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showInFrench } from 'shared/testing';
import {
  ALL_LETTERS,
  EQUIFAX,
  TODAY,
  TRANSUNION,
} from '../features/letters-list/tracking-fixtures';
import { serveTrackedLetters } from '../testing/fake-letters-api';
import { lettersTestServer, renderLetters, trackingCells } from '../testing/render-letters';
import { LETTERS_NAMESPACE } from './catalog';
import { lettersCatalogFr } from './catalog.fr';

const server = lettersTestServer(TODAY);

showInFrench({ [LETTERS_NAMESPACE]: lettersCatalogFr });

describe('My Generated Letters in French', () => {
  it('names the tabs, columns and states in French, with French dates', async () => {
    serveTrackedLetters(server, ALL_LETTERS);
    renderLetters();

    expect(await trackingCells(EQUIFAX.name)).toEqual({
      status:
        'En attente de réponseEnvoyée par télécopieur le 2 mars 2026Produire une lettre de relance pour Credit Report Request - Equifax',
      due: '1er avril 2026En retard',
    });
    expect(await trackingCells(TRANSUNION.name)).toEqual({
      status: 'En attente de réponseEnvoyée par la poste le 20 mars 2026',
      due: '19 avril 2026',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mes lettres' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Lettres sur le dossier de crédit' });
    expect(
      within(table).getByRole('columnheader', { name: 'Date de réponse attendue' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Règlement de dettes' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Vos lettres en un coup d’œil' })).toBeVisible();
  });

  it('alerts in French when a follow-up needs the personal information', async () => {
    // The list loads the wizards' messages only on this path: their French must come with them.
    const user = userEvent.setup();
    const store = serveTrackedLetters(server, [EQUIFAX]);
    store.next.followUp = { status: 422, body: { code: -1002, msg: 'Renseignements manquants.' } };
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderLetters();
    await user.click(
      await screen.findByRole('button', {
        name: `Produire une lettre de relance pour ${EQUIFAX.name}`,
      }),
    );

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Nous ne pouvons pas produire la lettre sans vos renseignements personnels. Veuillez remplir vos renseignements personnels.',
      ),
    );
  });
});
