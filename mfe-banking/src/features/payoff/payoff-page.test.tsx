import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { BankingAccountRecord, Budget } from 'shared/contract';
import { setLanguage } from 'shared/i18n';
import { Route, Routes, useLocation } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, plainSpaces, renderWithProviders } from 'shared/testing';
import BankingInformationSuite from '../../app/suite';
import { apiUrl, createFakeBankingApi, PASSWORD, VISA } from '../../testing/fake-banking-api';

/** Three debts whose avalanche ends two months before their snowball at $500 a month. */
const CARD: BankingAccountRecord = {
  ...VISA,
  id: '00000000-0000-4000-8000-0000000000a1',
  account_name: 'Maple Visa',
  correct_credit_balance: 8000,
  interest_rate: 29.99,
  minimum_payment: 240,
};
const LOAN: BankingAccountRecord = {
  ...VISA,
  id: '00000000-0000-4000-8000-0000000000a2',
  account_name: 'Car loan',
  correct_credit_balance: 1500,
  interest_rate: 6,
  minimum_payment: 50,
};
const STORE: BankingAccountRecord = {
  ...VISA,
  id: '00000000-0000-4000-8000-0000000000a3',
  account_name: 'Store card',
  correct_credit_balance: 400,
  interest_rate: 0,
  minimum_payment: 40,
};
const NO_RATE: BankingAccountRecord = {
  ...VISA,
  id: '00000000-0000-4000-8000-0000000000a4',
  account_name: 'Old line of credit',
  correct_credit_balance: 900,
  interest_rate: null,
  minimum_payment: 30,
};

/** A budget saving $500 a month: $6,000 a year. */
const BUDGET: Budget = {
  income: [{ description: 'Pay', frequency: 'Monthly', amount: 3000 }],
  outgoing: [{ description: 'Rent', frequency: 'Monthly', amount: 2500 }],
};

const { fake, server } = createFakeBankingApi();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T17:00:00Z'));
  fake.accounts = [CARD, LOAN, STORE];
  fake.addresses = [];
  server.use(http.get(apiUrl('/budget'), () => HttpResponse.json(BUDGET)));
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Where a link leads, and the router state it hands the page. */
function Destination() {
  const location = useLocation();
  return <pre data-testid="destination">{JSON.stringify(location.state)}</pre>;
}

function renderSuite(route = '/app/edit-account-info/payoff') {
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/app/edit-account-info/*" element={<BankingInformationSuite />} />
      <Route path="/app/debt-settlement-suite" element={<Destination />} />
    </Routes>,
    { route, store },
  );
  return user;
}

async function openPlan() {
  const user = renderSuite();
  await user.type(screen.getByLabelText('Password'), `${PASSWORD}{Enter}`);
  await screen.findByRole('heading', { name: 'Plan to pay off your debts' });
  // The budget's amount fills the field once it has loaded.
  await screen.findByDisplayValue('500.00');
  return user;
}

const amountField = () =>
  screen.getByRole('textbox', { name: 'Amount you can pay toward your debts each month' });

async function debtFreeLine() {
  return plainSpaces((await screen.findByText(/^Debt-free in/)).textContent ?? '');
}

describe('the payoff plan', () => {
  it('meets a visitor with the gate, then plans the avalanche and changes with the snowball', async () => {
    const user = renderSuite();
    expect(
      screen.getByRole('heading', {
        name: 'Please enter your password to access your banking information',
      }),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Password'), `${PASSWORD}{Enter}`);
    // $500 a month from the budget: month 1 is December 2026.
    expect(await screen.findByDisplayValue('500.00')).toBe(amountField());
    expect(await debtFreeLine()).toBe(
      'Debt-free in January 2029, after 26 months, with $3,083.94 of interest in total.',
    );
    await user.click(screen.getByRole('radio', { name: /Smallest balance first/ }));
    expect(await debtFreeLine()).toBe(
      'Debt-free in March 2029, after 28 months, with $3,628.70 of interest in total.',
    );
    const compared = screen.getByRole('region', { name: 'The three orders compared' });
    expect(within(compared).getAllByRole('row')).toHaveLength(4);
    const paidOff = screen.getByRole('region', { name: 'When each debt is paid off' });
    expect(within(paidOff).getByRole('rowheader', { name: 'Store card' })).toBeVisible();
    // The chart, loaded after the figures, with its text alternative: today, then each year's end.
    const chart = await screen.findByRole('img', { name: 'Balances over time' });
    expect(chart).toHaveAccessibleDescription(
      /^The chart shows what is still owed at the end of each year: Today, \$9,900\.00; November 2027, /,
    );
    expect(chart).toHaveAccessibleDescription(/March 2029, \$0\.00\./);
    // The schedule: one collapsible year at a time.
    expect(screen.getByText('Year 1: December 2026 to November 2027')).toBeVisible();
  });

  it('follows the consumer’s own order, moved with buttons', async () => {
    const user = await openPlan();
    await user.click(screen.getByRole('radio', { name: 'My own order' }));
    // The accounts' order first: the card leads; moving the store card up twice puts it first.
    await user.click(screen.getByRole('button', { name: 'Move up: Store card' }));
    await user.click(screen.getByRole('button', { name: 'Move up: Store card' }));
    const items = within(screen.getByRole('region', { name: 'Your order' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Store card');
  });

  it('recomputes on a new amount, refuses 0 under the field, and gives the per-pay amount', async () => {
    const user = await openPlan();
    await debtFreeLine();
    await user.clear(amountField());
    await user.type(amountField(), '600');
    expect(await debtFreeLine()).toMatch(/^Debt-free in August 2028, after 21 months/);
    await user.clear(amountField());
    await user.type(amountField(), '0');
    expect(amountField()).toHaveAccessibleDescription(/Enter an amount above \$0\./);
    expect(screen.queryByText(/^Debt-free in/)).toBeNull();
    await user.clear(amountField());
    await user.type(amountField(), '500');
    await user.selectOptions(screen.getByLabelText('How often you are paid'), 'biweekly');
    expect(
      screen.getByText(
        'Set aside $230.77 from each pay (26 pays a year) to have the monthly amount every month.',
      ),
    ).toBeVisible();
  });

  it('says by how much an amount falls short of the minimums and compares the options', async () => {
    fake.addresses = [{ id: 'a1', is_previous: false, province_id: 8, postal_code: '' }];
    const user = await openPlan();
    await user.clear(amountField());
    await user.type(amountField(), '200');
    expect(
      plainSpaces((await screen.findByText(/short of the minimum payments/)).textContent ?? ''),
    ).toContain(
      'Your monthly amount is $130.00 short of the minimum payments of your debts, $330.00 a month.',
    );
    const options = screen.getByRole('region', {
      name: 'Options Canadians in this situation can look into',
    });
    for (const name of ['Consumer proposal', 'Orderly Payment of Debts', 'Bankruptcy']) {
      expect(within(options).getByRole('heading', { name })).toBeVisible();
    }
    expect(within(options).getByText(/sources disagree/)).toBeVisible();
  });

  it('compares the options in French, with the French of the reference data', async () => {
    fake.addresses = [{ id: 'a1', is_previous: false, province_id: 10, postal_code: '' }];
    await act(() => setLanguage('fr'));
    try {
      const user = renderSuite();
      await user.type(screen.getByLabelText('Mot de passe'), `${PASSWORD}{Enter}`);
      const amount = await screen.findByRole('textbox', {
        name: 'Montant que vous pouvez consacrer à vos dettes chaque mois',
      });
      await screen.findByDisplayValue('500,00');
      await user.clear(amount);
      await user.type(amount, '200');
      const options = await screen.findByRole('region', {
        name: 'Les options que peuvent examiner les Canadiens dans cette situation',
      });
      // A Québec consumer: the voluntary deposit is among them.
      for (const name of [
        'Consultation budgétaire et programme de gestion de dettes',
        'Proposition de consommateur',
        'Dépôt volontaire (Québec)',
        'Faillite',
      ]) {
        expect(within(options).getByRole('heading', { name })).toBeVisible();
      }
      expect(plainSpaces(options.textContent)).toContain(
        'Équifax : 6 ans après la libération. TransUnion : 6 ou 7 ans après la libération selon la province (non confirmé).',
      );
      expect(options).not.toHaveTextContent(/Licensed Insolvency Trustee|years after/);
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('lists a debt without a rate with what is missing, and leaves it out of the plan', async () => {
    fake.accounts = [CARD, NO_RATE];
    await openPlan();
    expect(
      await screen.findByText('Old line of credit: its interest rate is missing.'),
    ).toBeVisible();
    const paidOff = await screen.findByRole('region', { name: 'When each debt is paid off' });
    expect(within(paidOff).queryByText('Old line of credit')).toBeNull();
  });

  it('moves between the list and the plan without asking for the password again', async () => {
    const user = renderSuite('/app/edit-account-info');
    await user.type(screen.getByLabelText('Password'), `${PASSWORD}{Enter}`);
    await user.click(await screen.findByRole('link', { name: 'Plan to pay off my debts' }));
    expect(
      await screen.findByRole('heading', { name: 'Plan to pay off your debts' }),
    ).toBeVisible();
    await user.click(
      screen.getAllByRole('link', { name: 'Back to your accounts' })[0] as HTMLElement,
    );
    expect(await screen.findByRole('heading', { name: 'Your Accounts' })).toBeVisible();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('works out a settlement at a percentage and opens the offer letter prefilled with it', async () => {
    const user = await openPlan();
    await debtFreeLine();
    await user.selectOptions(screen.getByLabelText('Debt to settle'), 'Maple Visa');
    const percent = screen.getByRole('spinbutton', { name: 'Offer, in % of its balance' });
    await user.clear(percent);
    await user.type(percent, '40');
    expect(
      screen.getByText(
        'Settling Maple Visa at this percentage means offering $3,200.00 of its $8,000.00 balance.',
      ),
    ).toBeVisible();
    // Without the card, the loan and the store card take 4 months at $500.
    expect(screen.getByText(/your plan would end 22 months sooner, in March 2027\./)).toBeVisible();
    await user.clear(percent);
    await user.type(percent, '100');
    expect(percent).toHaveAccessibleDescription(/Enter a percentage above 0 and below 100\./);
    await user.clear(percent);
    await user.type(percent, '40');
    await user.click(
      screen.getByRole('link', { name: 'Prepare the settlement offer letter with this amount' }),
    );
    expect(JSON.parse(screen.getByTestId('destination').textContent ?? '')).toEqual({
      settlementPrefill: { account_id: CARD.id, offer_amount: 3200 },
    });
  });

  it('keeps the plan and offers Retry when the chart’s chunk cannot be downloaded', async () => {
    // The chunk's import rejects, as when the network drops; the boundary logs it.
    vi.doMock('./balance-chart', () => {
      throw new Error('Loading chunk balance-chart failed.');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await openPlan();
      expect(await screen.findByText('The chart could not be loaded.')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
      // The figures, the comparison and the schedule are all still there.
      expect(await debtFreeLine()).toMatch(/^Debt-free in January 2029/);
      expect(screen.getByRole('region', { name: 'The three orders compared' })).toBeVisible();
      expect(screen.getByText('Year 1: December 2026 to November 2027')).toBeVisible();
      expect(screen.queryByRole('img', { name: 'Balances over time' })).toBeNull();
    } finally {
      vi.doUnmock('./balance-chart');
      logged.mockRestore();
    }
  });
});
