import { screen, within } from '@testing-library/react';
import { fakeApiServer, serveLetterWizardApi } from 'shared/letter-wizard/testing';
import { Route, Routes } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, renderWithProviders } from 'shared/testing';
import DebtSettlementSuite from './suite';

const server = fakeApiServer();

function renderSuite() {
  serveLetterWizardApi(server);
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  return renderWithProviders(
    <Routes>
      <Route path="/app/debt-settlement-suite/*" element={<DebtSettlementSuite />} />
    </Routes>,
    { store, route: '/app/debt-settlement-suite' },
  );
}

function rowOf(table: HTMLElement, province: string): HTMLElement {
  const header = within(table).getByRole('rowheader', { name: province });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${province}`);
  return row;
}

const HEADINGS = [
  'How debt settlement works',
  'What to ask for in writing',
  '‘Full and final settlement’',
  'How a settled account is reported',
  'Limitation periods: when a debt becomes too old to sue for',
  'When to consider a consumer proposal or a Licensed Insolvency Trustee',
  'Where to complain about a collection agency',
];

describe('DebtSettlementSuite', () => {
  it('shows the guide’s headings, each linked from the contents, then the letter wizard', async () => {
    renderSuite();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Debt Settlement Suite' }),
    ).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const heading of HEADINGS) {
      const section = screen.getByRole('heading', { level: 2, name: heading });
      const link = within(contents).getByRole('link', { name: heading });
      // Each link lands on the section holding its heading.
      expect(section.closest('section')?.id).toBe(link.getAttribute('href')?.slice(1));
    }
    const wizardLink = within(contents).getByRole('link', { name: 'Write your settlement letter' });
    const wizard = screen.getByRole('region', { name: 'Write your settlement letter' });
    expect(wizardLink).toHaveAttribute('href', `#${wizard.id}`);
    // The wizard loads on its own, after the guide.
    expect(await within(wizard).findByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('marks “paid in full” over “settled” as advice', () => {
    renderSuite();
    const advice = screen.getByRole('complementary', { name: 'Advice' });
    expect(advice).toHaveTextContent(/^Advice: Ask for the account/);
    expect(advice).toHaveTextContent(/“paid in full” rather than “settled”/);
    expect(advice).toHaveTextContent('not a rule of law');
  });

  it('explains that a payment or a written acknowledgement can restart the period', () => {
    renderSuite();
    expect(
      screen.getByRole('heading', { name: 'Why a payment or a written acknowledgement matters' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /a payment on the debt, or a written acknowledgement that you owe it, starts the limitation period again/,
      ),
    ).toBeInTheDocument();
  });

  it('lists each province’s limitation period with its source, unconfirmed ones as such', () => {
    renderSuite();
    const table = screen.getByRole('table', {
      name: 'Limitation periods for debts, by province and territory',
    });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(13);
    expect(rowOf(table, 'Ontario')).toHaveTextContent(
      '2 years, 15 years at mostLimitations Act, 2002, s. 4',
    );
    expect(rowOf(table, 'Quebec')).toHaveTextContent('3 yearsCivil Code of Québec, art. 2925');
    expect(rowOf(table, 'Saskatchewan')).toHaveTextContent('2 years');
    // Sources disagree or are unofficial: no figure is stated.
    for (const province of ['New Brunswick', 'Newfoundland and Labrador', 'Prince Edward Island']) {
      const row = rowOf(table, province);
      expect(row).toHaveTextContent('Not confirmed');
      expect(row).not.toHaveTextContent(/\d+ years/);
    }
  });

  it('names where to complain about a collector, and the law, in each province', () => {
    renderSuite();
    const table = screen.getByRole('table', {
      name: 'Consumer offices and collection laws, by province and territory',
    });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(13);
    expect(rowOf(table, 'Ontario')).toHaveTextContent(
      'Consumer Protection OntarioCollection and Debt Settlement Services Act, RSO 1990, c C.14',
    );
    const pei = rowOf(table, 'Prince Edward Island');
    expect(within(pei).getByRole('link', { name: '(902) 368-4550' })).toHaveAttribute(
      'href',
      'tel:+19023684550',
    );
    expect(rowOf(table, 'Yukon')).toHaveTextContent(
      /No office confirmed.*Consumers Protection Act/,
    );
    expect(rowOf(table, 'British Columbia')).toHaveTextContent('Part 7: debt collection');
  });

  it('gives the federal numbers of the bankruptcy superintendent and the FCAC', () => {
    renderSuite();
    expect(
      screen.getByText(/Office of the Superintendent of Bankruptcy \(1-877-376-9902\)/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Financial Consumer Agency of Canada \(1-866-461-3222\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Bankruptcy and Insolvency Act/)).toBeInTheDocument();
  });
});
