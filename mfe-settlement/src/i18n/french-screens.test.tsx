import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiServer, serveLetterWizardApi } from 'shared/letter-wizard/testing';
import { Route, Routes } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, renderWithProviders, showInFrench } from 'shared/testing';
import DebtSettlementSuite from '../app/suite';
import { SETTLEMENT_NAMESPACE } from './catalog';
import { settlementCatalogFr } from './catalogs-for-tests';

const server = fakeApiServer();
showInFrench({ [SETTLEMENT_NAMESPACE]: settlementCatalogFr });

function renderSuite() {
  serveLetterWizardApi(server);
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  renderWithProviders(
    <Routes>
      <Route path="/app/debt-settlement-suite/*" element={<DebtSettlementSuite />} />
    </Routes>,
    { store, route: '/app/debt-settlement-suite' },
  );
}

describe('the Debt Settlement Suite in French', () => {
  it('gives the guide in French, with Québec’s and Canada’s institutions by their French names', () => {
    renderSuite();

    expect(screen.getByRole('heading', { level: 1, name: 'Règlement de dettes' })).toBeVisible();
    const contents = screen.getByRole('navigation', { name: 'Sur cette page' });
    expect(
      within(contents).getByRole('link', { name: 'Comment fonctionne un règlement de dette' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: /^«\s+Règlement complet et définitif\s+»$/ }),
    ).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'Conseil' })).toHaveTextContent(
      /^Conseil\s: Demandez que le compte soit déclaré «\spayé en totalité\s»/,
    );
    expect(screen.getByText(/Loi sur la faillite et l’insolvabilité/)).toBeVisible();
    expect(screen.getAllByText(/Loi sur le recouvrement de certaines créances/)[0]).toBeVisible();
    expect(
      screen.getByText(/Bureau du surintendant des faillites \(1-877-376-9902\)/),
    ).toBeVisible();

    // The tables name provinces, offices, statutes and periods in French.
    const limitation = screen.getByRole('table', {
      name: 'Délais de prescription des dettes, par province et territoire',
    });
    const rowNames = (table: HTMLElement) =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(rowNames(limitation)).toEqual(
      expect.arrayContaining([
        'Colombie-Britannique',
        'Île-du-Prince-Édouard',
        'Terre-Neuve-et-Labrador',
        'Québec',
      ]),
    );
    expect(within(limitation).getByRole('row', { name: /^Ontario / })).toHaveTextContent(/2\sans/);
    // A section is « art. » in French, the statute keeping its official English title.
    expect(within(limitation).getByRole('row', { name: /^Ontario / })).toHaveTextContent(
      'Limitations Act, 2002, art. 4',
    );
    expect(limitation).not.toHaveTextContent(/years|British Columbia|Prince Edward Island/);
    expect(within(limitation).getByRole('row', { name: /^Québec / })).toHaveTextContent(
      'Code civil du Québec, art. 2925',
    );
    const complaints = screen.getByRole('table', {
      name: 'Organismes de protection du consommateur et lois sur le recouvrement, par province et territoire',
    });
    expect(rowNames(complaints)).toContain('Nouveau-Brunswick');
    expect(within(complaints).getByRole('row', { name: /^Ontario / })).toHaveTextContent(
      'Protection du consommateur de l’Ontario',
    );
    expect(within(complaints).getByRole('row', { name: /^Québec / })).toHaveTextContent(
      'Loi sur le recouvrement de certaines créances',
    );
    expect(
      within(complaints).getByRole('row', { name: /^Colombie-Britannique / }),
    ).toHaveTextContent(/partie 7\s: recouvrement de dettes/);
    // The province's name in French; its office keeps its English name, having no French one.
    expect(within(complaints).getByRole('row', { name: /^Nouvelle-Écosse / })).toHaveTextContent(
      'Service Nova Scotia',
    );
    expect(complaints).not.toHaveTextContent(
      /(?<!Service )Nova Scotia|Consumer Protection Ontario|Act respecting/,
    );
  });

  it('asks for the letter in French in the wizard, whose texts come with its own chunk', async () => {
    renderSuite();

    // The wizard suspends until its French part has arrived, then asks its first question.
    expect(
      await screen.findByRole('group', { name: /^De quelle lettre avez-vous besoin\s\?$/ }),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Étape suivante' }));
    expect(await screen.findByText('Veuillez choisir une lettre.')).toBeVisible();
  });
});
