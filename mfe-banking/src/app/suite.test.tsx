import { screen } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { renderWithProviders } from 'shared/testing';
import BankingInformationSuite from './suite';

describe('BankingInformationSuite', () => {
  it('shows its title as the page heading under the shell prefix', () => {
    renderWithProviders(
      <Routes>
        <Route path="/app/edit-account-info/*" element={<BankingInformationSuite />} />
      </Routes>,
      { route: '/app/edit-account-info' },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Banking Information' }),
    ).toBeInTheDocument();
  });
});
