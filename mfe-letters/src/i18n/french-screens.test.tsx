import { screen, within } from '@testing-library/react';
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
});
