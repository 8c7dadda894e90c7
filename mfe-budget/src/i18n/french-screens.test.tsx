import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, plainSpaces, renderWithProviders, showInFrench } from 'shared/testing';
import BudgetSuite from '../app/budget-suite';
import IdentityLock from '../app/identity-lock';
import { serveBudget, serveCurrentAddress, serveFakeApi } from '../testing/budget-api-server';
import { BUDGET_NAMESPACE } from './catalog';
import { budgetCatalogFr } from './catalog.fr';

serveFakeApi();
showInFrench({ [BUDGET_NAMESPACE]: budgetCatalogFr });

describe('the Budget Suite in French', () => {
  it('names the tables, frequencies and totals in French and writes the amounts the French way', async () => {
    serveBudget({
      income: [{ description: 'Salaire', frequency: 'Weekly', amount: 100 }],
      outgoing: [{ description: 'Loyer', frequency: 'Monthly', amount: 1250.5 }],
    });
    const store = createTestStore();
    store.dispatch(signedIn('test-key'));
    renderWithProviders(
      <Routes>
        <Route path="/app/budget-suite/*" element={<BudgetSuite />} />
      </Routes>,
      { route: '/app/budget-suite', store },
    );

    expect(await screen.findByRole('tab', { name: 'Revenus' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Budget' })).toBeVisible();
    expect(screen.getByLabelText('Fréquence : Salaire')).toHaveDisplayValue('Chaque semaine');
    const totals = screen.getByRole('region', { name: 'Totaux' });
    const value = (label: string) =>
      within(totals).getByText(label).nextElementSibling?.textContent;
    expect(plainSpaces(value('Revenus annuels totaux'))).toBe('5 200,00 $');
    expect(plainSpaces(value('Dépenses annuelles totales'))).toBe('15 006,00 $');
    expect(screen.getByText(/^Manque à gagner/)).toHaveTextContent(
      'Manque à gagner : vous dépensez 9 806,00 $ de plus que vous ne gagnez chaque année.',
      { normalizeWhitespace: true },
    );
  });
});

describe('Identity Lock in French', () => {
  it('gives the steps, the contacts’ French names and the freeze of a Québec consumer first', async () => {
    serveCurrentAddress(10, 'H2X 1Y4');
    const store = createTestStore();
    store.dispatch(signedIn('test-key'));
    renderWithProviders(
      <Routes>
        <Route path="/app/identity-lock" element={<IdentityLock />} />
      </Routes>,
      { route: '/app/identity-lock', store },
    );
    const section = await screen.findByRole('region', {
      name: 'Ce que vous pouvez faire dès maintenant',
    });
    expect(within(section).getByText('Centre antifraude du Canada')).toBeVisible();
    const fraudLine = within(section).getByRole('link', { name: '1-800-465-7166' }).closest('li');
    expect(fraudLine?.textContent).toBe('Fraude\u00a0: 1-800-465-7166');
    expect(section).toHaveTextContent(/NAS perdu ou volé/);
    await waitFor(() =>
      expect(within(section).getAllByText(/^Si vous habitez/)[0]).toHaveTextContent(
        /^Si vous habitez au Québec/,
      ),
    );
    expect(section.textContent).toContain(
      'Depuis le 1er février 2023\u00a0: Loi sur les agents d’évaluation du crédit, art. 8.',
    );
  });
});
