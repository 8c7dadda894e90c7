import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, plainSpaces, renderWithProviders, showInFrench } from 'shared/testing';
import BudgetSuite from '../app/budget-suite';
import { serveBudget, serveFakeApi } from '../testing/budget-api-server';
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
