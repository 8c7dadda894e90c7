import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { bankingTexts } from 'shared/contract/messages';
import { Route, Routes } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, renderWithProviders } from 'shared/testing';
import BankingInformationSuite from '../../app/suite';
import { apiUrl, createFakeBankingApi, PASSWORD, VISA } from '../../testing/fake-banking-api';

const { fake, server } = createFakeBankingApi();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  fake.accounts = [VISA];
  fake.calls = [];
  fake.grantOpen = true;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const GATE_HEADING = 'Please enter your password to access your banking information';

function renderPage() {
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  const user = userEvent.setup();
  const view = renderWithProviders(
    <Routes>
      <Route path="/app/edit-account-info/*" element={<BankingInformationSuite />} />
    </Routes>,
    { route: '/app/edit-account-info', store },
  );
  return { ...view, user };
}

async function passGate(user: ReturnType<typeof userEvent.setup>, password = PASSWORD) {
  await user.type(screen.getByLabelText('Password'), `${password}{Enter}`);
}

/** The form's required fields, for tests about the others: a name, a balance, a last activity. */
async function typeRequiredFields(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  balance: string,
  lastActivity: string,
) {
  await user.type(screen.getByLabelText('Account Name'), name);
  await user.type(screen.getByLabelText('Full Account Number'), 'NW-5521');
  await user.type(screen.getByLabelText('Credit Limit'), '0');
  await user.type(screen.getByLabelText('Correct Credit Balance'), balance);
  await user.type(screen.getByLabelText('Reported Credit Balance'), balance);
  await user.type(screen.getByLabelText('Number Of Late Payments'), '0');
  await user.type(screen.getByLabelText('Date Opened'), '2010-05-03');
  await user.type(screen.getByLabelText('Date Of Last Activity'), lastActivity);
}

function gateCalls() {
  return fake.calls.filter((call) => call.path === '/banking-information/get');
}

describe('the banking gate', () => {
  it('asks for the password first and shows nothing else', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Banking Information' })).toBeVisible();
    expect(screen.getByRole('heading', { name: GATE_HEADING })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'ADD ACCOUNT' })).not.toBeInTheDocument();
  });

  it("says 'Incorrect password.' on -1 and keeps the prompt", async () => {
    const { user } = renderPage();
    await passGate(user, 'not my password');
    const field = screen.getByLabelText('Password');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Incorrect password.'));
    expect(screen.getByRole('heading', { name: GATE_HEADING })).toBeVisible();
    expect(field).toHaveFocus();
    expect(gateCalls()).toEqual([
      { method: 'POST', path: '/banking-information/get', body: 'not my password' },
    ]);
  });

  it('says when to try again on -5', async () => {
    server.use(
      http.post(apiUrl('/banking-information/get'), () =>
        HttpResponse.json(
          { code: -5, msg: 'Too many attempts', retry_after: 840 },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderPage();
    await passGate(user);
    expect(
      await screen.findByText('Too many attempts. Please try again in 14 minutes.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: GATE_HEADING })).toBeVisible();
  });

  it('says the server could not be reached on a network failure', async () => {
    server.use(http.post(apiUrl('/banking-information/get'), () => HttpResponse.error()));
    const { user } = renderPage();
    await passGate(user);
    expect(
      await screen.findByText(
        'We could not reach the server. Check your connection and try again.',
      ),
    ).toBeVisible();
  });

  it('opens the list with the right password, which stays out of storage, the URL and Redux', async () => {
    const { user, store } = renderPage();
    await passGate(user);
    const card = await screen.findByRole('region', { name: 'Maple Visa' });
    expect(screen.queryByRole('heading', { name: GATE_HEADING })).not.toBeInTheDocument();
    expect(within(card).getByText('•••• 9012')).toBeVisible();
    expect(within(card).getByText('ending in 9012')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('4520');
    expect(card).toHaveTextContent('Revolving');
    expect(card).toHaveTextContent('Agreed');
    expect(card).toHaveTextContent('$1,234.56');
    expect(card).toHaveTextContent('$1,534.07');
    expect(card).toHaveTextContent('$5,000.00');
    expect(within(card).getByRole('button', { name: 'EDIT' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'REMOVE' })).toBeVisible();

    expect(JSON.stringify(store.getState())).not.toContain(PASSWORD);
    expect(JSON.stringify(store.getState())).not.toContain(VISA.full_account_number);
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain(PASSWORD);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(PASSWORD);
    expect(window.location.href).not.toContain(PASSWORD);
  });

  it('says so when there are no accounts yet', async () => {
    fake.accounts = [];
    const { user } = renderPage();
    await passGate(user);
    expect(await screen.findByText('You have not added any banking accounts yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ADD ACCOUNT' })).toBeVisible();
  });
});

describe('adding and editing', () => {
  it('shows the spec messages for the required fields and sends nothing', async () => {
    const { user } = renderPage();
    await passGate(user);
    await user.click(await screen.findByRole('button', { name: 'ADD ACCOUNT' }));
    expect(await screen.findByRole('heading', { name: 'Add Account' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const hint = 'In Canadian dollars, for example 1234.56.';
    const expected: [string, string][] = [
      ['Account Name', 'Please enter your account name.'],
      ['Full Account Number', 'Please enter your full account number.'],
      ['Credit Limit', `${hint} Please enter your credit limit.`],
      ['Correct Credit Balance', `${hint} Please enter your correct credit balance.`],
      ['Reported Credit Balance', `${hint} Please enter your reported credit balance.`],
      ['Number Of Late Payments', 'Please enter your amount of late payments.'],
      ['Date Opened', 'Please enter your date opened.'],
      ['Date Of Last Activity', 'Please enter your date of last activity.'],
    ];
    for (const [label, message] of expected) {
      await waitFor(() =>
        expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message),
      );
    }
    expect(screen.getByLabelText('Account Type')).not.toHaveAttribute('aria-invalid');
    // Amounts are text with the decimal keypad: a number input refuses '1 234,56'.
    expect(screen.getByLabelText('Credit Limit')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Number Of Late Payments')).toHaveAttribute('type', 'number');
    expect(
      fake.calls.filter(
        (call) => call.method !== 'POST' || call.path !== '/banking-information/get',
      ),
    ).toEqual([]);
  });

  it('creates an account with the gate password as secret, then shows the refreshed list', async () => {
    fake.accounts = [];
    const { user } = renderPage();
    await passGate(user);
    await user.click(await screen.findByRole('button', { name: 'ADD ACCOUNT' }));
    await user.type(await screen.findByLabelText('Account Name'), 'Lakeshore Car Loan');
    await user.type(screen.getByLabelText('Full Account Number'), 'LK-77031954');
    // Amounts as English and French write them are all understood (issue 15).
    await user.type(screen.getByLabelText('Credit Limit'), '28 000,10 $');
    await user.selectOptions(screen.getByLabelText('Account Association'), 'Joint');
    await user.selectOptions(screen.getByLabelText('Account Type'), 'Instalment');
    await user.selectOptions(screen.getByLabelText('Account Status'), 'Bad Debt');
    await user.type(screen.getByLabelText('Correct Credit Balance'), '$1,234.56');
    await user.type(screen.getByLabelText('Reported Credit Balance'), '0.1');
    await user.type(screen.getByLabelText('Number Of Late Payments'), '3');
    await user.type(screen.getByLabelText('Date Opened'), '2021-03-09');
    await user.type(screen.getByLabelText('Date Of Last Activity'), '2025-11-30');
    // The debt fields (issue 16): optional, amounts read the same way.
    await user.selectOptions(screen.getByLabelText('What It Is (optional)'), 'Loan');
    await user.type(screen.getByLabelText('Interest Rate, APR in % (optional)'), '7,49');
    await user.type(screen.getByLabelText('Minimum Monthly Payment (optional)'), '$412.50');
    await user.type(screen.getByLabelText('Date Of Last Payment (optional)'), '2025-10-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const card = await screen.findByRole('region', { name: 'Lakeshore Car Loan' });
    expect(card).toHaveTextContent('•••• 1954');
    expect(card).toHaveTextContent('Instalment');
    expect(card).toHaveTextContent('Bad Debt');
    expect(screen.getByText('Successfully Updated!')).toBeVisible();
    expect(fake.calls.find((call) => call.path === '/banking-information')?.body).toEqual({
      account_name: 'Lakeshore Car Loan',
      full_account_number: 'LK-77031954',
      credit_limit: 28000.1,
      account_association: 'joint',
      account_type: 'instalment',
      account_status: 'bad_debt',
      correct_credit_balance: 1234.56,
      reported_credit_balance: 0.1,
      number_of_late_payments: 3,
      date_opened: '2021-03-09',
      date_of_last_activity: '2025-11-30',
      debt_kind: 'loan',
      interest_rate: 7.49,
      minimum_payment: 412.5,
      date_of_last_payment: '2025-10-31',
      date_of_discharge: null,
      secret: PASSWORD,
    });
    // The gate, then the refresh after the form closed: both with the gate's password.
    expect(gateCalls().map((call) => call.body)).toEqual([PASSWORD, PASSWORD]);
  });

  it('refuses a rate above 1,000 % and a negative minimum payment under their fields, sending nothing', async () => {
    fake.accounts = [];
    const { user } = renderPage();
    await passGate(user);
    await user.click(await screen.findByRole('button', { name: 'ADD ACCOUNT' }));
    const rate = await screen.findByLabelText('Interest Rate, APR in % (optional)');
    await user.type(rate, '1000.5');
    await user.type(screen.getByLabelText('Minimum Monthly Payment (optional)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(rate).toHaveAccessibleDescription(
        expect.stringContaining(bankingTexts.interestRateInvalid),
      ),
    );
    expect(screen.getByLabelText('Minimum Monthly Payment (optional)')).toHaveAccessibleDescription(
      expect.stringContaining(bankingTexts.minimumPaymentInvalid),
    );
    expect(screen.getByLabelText('Date Of Last Payment (optional)')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fake.calls.filter((call) => call.path === '/banking-information')).toEqual([]);
  });

  it('asks a bankruptcy for its own discharge date, refusing one in the future', async () => {
    fake.accounts = [];
    const { user } = renderPage();
    await passGate(user);
    await user.click(await screen.findByRole('button', { name: 'ADD ACCOUNT' }));
    const kind = await screen.findByLabelText('What It Is (optional)');
    expect(screen.queryByLabelText('Date Of Discharge (optional)')).toBeNull();
    await user.selectOptions(kind, 'Bankruptcy');
    const discharge = screen.getByLabelText('Date Of Discharge (optional)');
    expect(discharge).toHaveAccessibleDescription(
      expect.stringContaining('certificate of discharge'),
    );
    await user.type(discharge, '2030-01-01');
    await typeRequiredFields(user, 'Bankruptcy 2011', '0', '2011-04-18');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(discharge).toHaveAccessibleDescription(
        expect.stringContaining(bankingTexts.dateOfDischargeFuture),
      ),
    );
    expect(fake.calls.filter((call) => call.path === '/banking-information')).toEqual([]);

    await user.clear(discharge);
    await user.type(discharge, '2011-04-18');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('region', { name: 'Bankruptcy 2011' });
    expect(fake.calls.find((call) => call.path === '/banking-information')?.body).toMatchObject({
      debt_kind: 'bankruptcy',
      date_of_discharge: '2011-04-18',
    });
  });

  it('sends no discharge date for an account that is not a bankruptcy', async () => {
    fake.accounts = [];
    const { user } = renderPage();
    await passGate(user);
    await user.click(await screen.findByRole('button', { name: 'ADD ACCOUNT' }));
    const kind = await screen.findByLabelText('What It Is (optional)');
    await user.selectOptions(kind, 'Bankruptcy');
    await user.type(screen.getByLabelText('Date Of Discharge (optional)'), '2011-04-18');
    await user.selectOptions(kind, 'Collection');
    expect(screen.queryByLabelText('Date Of Discharge (optional)')).toBeNull();
    await typeRequiredFields(user, 'Northway Collections', '800', '2018-04-18');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('region', { name: 'Northway Collections' });
    expect(fake.calls.find((call) => call.path === '/banking-information')?.body).toMatchObject({
      debt_kind: 'collection',
      date_of_discharge: null,
    });
  });

  it('edits an account with PUT, prefilled, and BACK closes a form and refreshes', async () => {
    const { user } = renderPage();
    await passGate(user);
    const card = await screen.findByRole('region', { name: 'Maple Visa' });
    await user.click(within(card).getByRole('button', { name: 'EDIT' }));
    expect(await screen.findByRole('heading', { name: 'Edit Account' })).toHaveFocus();
    expect(screen.getByLabelText('Full Account Number')).toHaveValue(VISA.full_account_number);
    expect(screen.getByLabelText('Correct Credit Balance')).toHaveValue('1234.56');
    expect(screen.getByLabelText('Account Status')).toHaveValue('agreed');

    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(await screen.findByRole('heading', { name: 'Your Accounts' })).toHaveFocus();
    await waitFor(() => expect(gateCalls()).toHaveLength(2));

    await user.click(
      within(screen.getByRole('region', { name: 'Maple Visa' })).getByRole('button', {
        name: 'EDIT',
      }),
    );
    const name = screen.getByLabelText('Account Name');
    await user.clear(name);
    await user.type(name, 'Maple Visa Infinite');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('region', { name: 'Maple Visa Infinite' })).toBeVisible();
    const put = fake.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      ...VISA,
      account_name: 'Maple Visa Infinite',
      secret: PASSWORD,
    });
  });

  it('shows the gate again when a write is refused with -1', async () => {
    const { user } = renderPage();
    await passGate(user);
    await user.click(await screen.findByRole('button', { name: 'EDIT' }));
    server.use(
      http.put(apiUrl('/banking-information'), () =>
        HttpResponse.json({ code: -1, msg: 'Incorrect password.' }, { status: 403 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: GATE_HEADING })).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Incorrect password.');
  });
});

describe('deleting', () => {
  it('asks first: KEEP keeps the account, DELETE removes it with the bare id', async () => {
    const { user } = renderPage();
    await passGate(user);
    await user.click(await screen.findByRole('button', { name: 'REMOVE' }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete this account?',
    });
    expect(dialog).toHaveTextContent('Maple Visa, account ending in 9012');
    expect(within(dialog).getByRole('button', { name: 'KEEP' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'KEEP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(gateCalls()).toHaveLength(2));
    expect(screen.getByRole('region', { name: 'Maple Visa' })).toBeVisible();
    expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    expect(await screen.findByText('You have not added any banking accounts yet.')).toBeVisible();
    expect(screen.getByText('The account was deleted.')).toBeVisible();
    expect(fake.calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/banking-information', body: VISA.id },
    ]);
  });

  it('shows the gate again when the step-up grant has run out', async () => {
    const { user } = renderPage();
    await passGate(user);
    fake.grantOpen = false;
    await user.click(await screen.findByRole('button', { name: 'REMOVE' }));
    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    expect(await screen.findByRole('heading', { name: GATE_HEADING })).toBeVisible();
    expect(screen.getByText('For your security, please enter your password again.')).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();

    fake.grantOpen = true;
    await passGate(user);
    expect(await screen.findByRole('region', { name: 'Maple Visa' })).toBeVisible();
  });
});
