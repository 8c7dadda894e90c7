import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared/testing';
import DebtSettlementSuite from './suite';

describe('DebtSettlementSuite', () => {
  it('shows its title as the page heading under the shell prefix', () => {
    renderWithProviders(
      <Routes>
        <Route path="/app/debt-settlement-suite/*" element={<DebtSettlementSuite />} />
      </Routes>,
      { route: '/app/debt-settlement-suite' },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Debt Settlement Suite' }),
    ).toBeInTheDocument();
  });
});
