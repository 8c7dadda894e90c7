import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { renderWithProviders } from 'shared/testing';
import FinancialSuite from './financial-suite';

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderFinancialSuite(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/app/financial-suite/*" element={<FinancialSuite />} />
      </Routes>
      <CurrentPath />
    </>,
    { route },
  );
}

describe('FinancialSuite', () => {
  it('opens on the credit card tab, which shows Coming Soon', async () => {
    renderFinancialSuite('/app/financial-suite');
    expect(screen.getByRole('heading', { level: 1, name: 'Financial Suite' })).toBeInTheDocument();
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent('/app/financial-suite/credit-card');
    expect(screen.getByRole('link', { name: 'Credit Card' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists the four application tabs in order', () => {
    renderFinancialSuite('/app/financial-suite/credit-card');
    const tabs = screen.getByRole('navigation', { name: 'Applications' });
    const names = Array.from(tabs.querySelectorAll('a'), (link) => link.textContent);
    expect(names).toEqual(['Personal Loan', 'Auto Loan', 'Mortgage Loan', 'Credit Card']);
  });

  it('moves to another tab from any tab, and that tab also shows Coming Soon', async () => {
    const user = userEvent.setup();
    renderFinancialSuite('/app/financial-suite/credit-card');
    await user.click(screen.getByRole('link', { name: 'Auto Loan' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/app/financial-suite/auto-loan');
    expect(screen.getByRole('link', { name: 'Auto Loan' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Credit Card' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('link', { name: 'Mortgage Loan' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/app/financial-suite/mortgage-loan');
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
  });

  it('sends an unknown tab address to the credit card tab', async () => {
    renderFinancialSuite('/app/financial-suite/no-such-tab/deeper');
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent('/app/financial-suite/credit-card');
  });
});
