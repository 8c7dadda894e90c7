import { screen } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { renderWithProviders } from 'shared/testing';
import CreditRepairSuite from './credit-repair-suite';
import CreditReportSuite from './credit-report-suite';

function renderSuites(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/app/credit-report-suite/*" element={<CreditReportSuite />} />
      <Route path="/app/credit-repair-suite/*" element={<CreditRepairSuite />} />
    </Routes>,
    { route },
  );
}

describe('repair suites', () => {
  it('shows the credit report suite under its prefix', () => {
    renderSuites('/app/credit-report-suite');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Credit Report Suite' }),
    ).toBeInTheDocument();
  });

  it('describes each letter wizard of the credit repair suite', () => {
    renderSuites('/app/credit-repair-suite');
    expect(
      screen.getByText(/^Add a short explanation, in your own words, to your credit file/),
    ).toBeInTheDocument();
    // The tab and the wizard list both lead to it.
    expect(screen.getAllByRole('link', { name: 'Consumer Statement' })).toHaveLength(2);
  });

  it('shows the credit repair suite under its prefix', () => {
    renderSuites('/app/credit-repair-suite');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Credit Repair Suite' }),
    ).toBeInTheDocument();
  });
});
