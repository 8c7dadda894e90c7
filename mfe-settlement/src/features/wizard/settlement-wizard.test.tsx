import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { letterTexts as letterMessages } from 'shared/contract/messages';
import {
  CAPITAL_ONE,
  CAPITAL_ONE_ID as CREDITOR_ID,
  DIRECTORY,
  fakeApiServer,
  type GenerateAnswer,
  PASSWORD as RIGHT_PASSWORD,
  serveLetterWizardApi,
  VISA,
  validationFailed,
} from 'shared/letter-wizard/testing';
import { Route, Routes } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, renderWithProviders } from 'shared/testing';
import { registerSettlementCatalog } from '../../i18n/register-catalog';
import { SettlementWizard } from './settlement-wizard';

registerSettlementCatalog();
const server = fakeApiServer();

const ACCOUNT_ID = VISA.id;
/** The directory, its Capital One with the fax these tests expect. */
const CREDITORS = {
  ...DIRECTORY,
  [CREDITOR_ID]: { ...CAPITAL_ONE, fax: '1-800-555-0142' },
};

function serveSettlementApi(generateAnswer?: GenerateAnswer) {
  return serveLetterWizardApi(server, {
    creditors: CREDITORS,
    generateAnswers: generateAnswer ? [generateAnswer] : undefined,
  });
}

function renderWizard() {
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  return renderWithProviders(
    <Routes>
      <Route path="/app/debt-settlement-suite/*" element={<SettlementWizard />} />
      <Route
        path="/app/my-generated-letters/debt-settlement"
        element={<h1>Debt settlement letters</h1>}
      />
    </Routes>,
    { store, route: '/app/debt-settlement-suite' },
  );
}

const next = () => screen.getByRole('button', { name: 'Next step' });
const previous = () => screen.getByRole('button', { name: 'Previous step' });
const stepShown = (step: number) => screen.getByText(`Step ${step} of 4`);

async function chooseLetter(user: UserEvent, label: string) {
  await user.click(screen.getByRole('radio', { name: label }));
  await user.click(next());
  expect(stepShown(2)).toBeInTheDocument();
}

async function pickCapitalOne(user: UserEvent) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Creditor' }),
    'Capital One (Canada)',
  );
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Creditor name' })).toHaveValue(
      'Capital One (Canada)',
    ),
  );
}

async function openGate(user: UserEvent, password: string) {
  const field = screen.getByLabelText('Password');
  await user.clear(field);
  await user.type(field, password);
  await user.click(screen.getByRole('button', { name: 'Ok' }));
}

async function fillAccountStep(user: UserEvent) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Account' }),
    `${VISA.account_name} | ${VISA.full_account_number}`,
  );
  await user.type(screen.getByRole('textbox', { name: /Creditor reference number/ }), 'CR-88213');
  await user.click(screen.getByRole('radio', { name: 'Payments' }));
  await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '1,250.5');
  await user.type(screen.getByRole('textbox', { name: /Payment amount/ }), '250.10');
  await user.selectOptions(screen.getByRole('combobox', { name: /How often/ }), 'Every month');
  await user.type(screen.getByRole('textbox', { name: /Number of payments/ }), '5');
  await user.type(screen.getByLabelText(/Date of the first payment/), FIRST_PAYMENT);
}

/** Steps 1 to 3 filled in for `letter`: the directory's Capital One, the gate open, a schedule. */
async function reachFilledAccountStep(user: UserEvent, letter: string) {
  await chooseLetter(user, letter);
  await pickCapitalOne(user);
  await user.click(next());
  await openGate(user, RIGHT_PASSWORD);
  await fillAccountStep(user);
}

/** A first payment date the contract accepts whenever the test runs: January 15 next year. */
const FIRST_PAYMENT = `${new Date().getUTCFullYear() + 1}-01-15`;

describe('SettlementWizard', () => {
  it('shows what the directory knows about the fax beside it, while the field keeps that number', async () => {
    const user = userEvent.setup();
    serveSettlementApi();
    renderWizard();
    await chooseLetter(user, 'A Letter To Offer A Settlement');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Creditor' }),
      'Old Fax Bank',
    );
    const fax = screen.getByRole('textbox', { name: /^Fax/ });
    await waitFor(() => expect(fax).toHaveValue('(905) 555-0144'));
    const note =
      'This fax number could not be confirmed: Only on an older complaint page; it may be outdated. Confirm it with the creditor, or the letter will be sent by mail (its instructions tell you how to fax it once the number is confirmed).';
    // The note is the field's description, so a screen reader reads it with the field.
    expect(fax).toHaveAccessibleDescription(expect.stringContaining(note));

    // A number the user types is theirs: no note about the directory's.
    await user.clear(fax);
    await user.type(fax, '905-555-0100');
    expect(fax).not.toHaveAccessibleDescription(expect.stringContaining('could not be confirmed'));
    await user.clear(fax);
    await user.type(fax, '905 555 0144');
    expect(fax).toHaveAccessibleDescription(expect.stringContaining(note));

    // A confirmed fax without a note says nothing more than the field's own hint.
    await pickCapitalOne(user);
    await waitFor(() => expect(fax).toHaveValue('1-800-555-0142'));
    expect(fax).not.toHaveAccessibleDescription(expect.stringContaining('could not be confirmed'));
  });

  it('hides Previous on step 1 and blocks Next until a letter is chosen, then keeps it', async () => {
    const user = userEvent.setup();
    serveSettlementApi();
    renderWizard();
    expect(stepShown(1)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous step' })).not.toBeInTheDocument();

    await user.click(next());
    expect(stepShown(1)).toBeInTheDocument();
    expect(screen.getByText('Please choose a letter.')).toBeInTheDocument();

    await chooseLetter(user, 'A Letter To Accept A Settlement');
    await user.click(previous());
    expect(stepShown(1)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A Letter To Accept A Settlement' })).toBeChecked();
    expect(screen.queryByText('Please choose a letter.')).not.toBeInTheDocument();
  });

  it('shows the creditor messages on Next, fills the fields from the directory, keeps them editable', async () => {
    const user = userEvent.setup();
    serveSettlementApi();
    renderWizard();
    await chooseLetter(user, 'A Letter To Offer A Settlement');

    await user.click(next());
    expect(stepShown(2)).toBeInTheDocument();
    expect(screen.getByText('Please enter the creditors name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the creditors street address.')).toBeInTheDocument();

    await pickCapitalOne(user);
    expect(screen.queryByText('Please enter the creditors name.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue(
      '5140 Yonge Street, Suite 1900',
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Toronto');
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('Ontario');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('M2N 6L7');
    expect(screen.getByRole('textbox', { name: /^Fax/ })).toHaveValue('1-800-555-0142');

    const city = screen.getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'North York');
    await user.click(next());
    expect(stepShown(3)).toBeInTheDocument();
    await user.click(previous());
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('North York');
  });

  it('checks the password with the server: wrong then right opens the account fields', async () => {
    const user = userEvent.setup();
    const api = serveSettlementApi();
    renderWizard();
    await chooseLetter(user, 'A Letter To Offer A Settlement');
    await pickCapitalOne(user);
    await user.click(next());

    // Next is blocked while the gate is closed.
    await user.click(next());
    expect(stepShown(3)).toBeInTheDocument();
    expect(screen.getByText(letterMessages.password)).toBeInTheDocument();

    await openGate(user, 'not-my-password');
    expect(await screen.findByText('Incorrect password.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();

    await openGate(user, RIGHT_PASSWORD);
    expect(await screen.findByRole('combobox', { name: 'Account' })).toBeInTheDocument();
    expect(api.gateBodies).toEqual(['not-my-password', RIGHT_PASSWORD]);

    await user.click(next());
    expect(stepShown(3)).toBeInTheDocument();
    for (const message of [
      letterMessages.accountRequired,
      'Please enter the creditors reference number.',
      letterMessages.paymentMethodRequired,
      'Please enter the creditor amount.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('sends the whole wizard state and opens the debt settlement letters on result 200', async () => {
    const user = userEvent.setup();
    const api = serveSettlementApi();
    renderWizard();
    await reachFilledAccountStep(user, 'A Letter To Offer A Settlement');
    await user.click(next());

    expect(stepShown(4)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Keep proof of every payment: a receipt, a cancelled cheque or a bank statement.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));

    expect(
      await screen.findByRole('heading', { name: 'Debt settlement letters' }),
    ).toBeInTheDocument();
    expect(api.generateBodies).toEqual([
      {
        letter: 'offer_a_settlement',
        step: 4,
        creditor_id: CREDITOR_ID,
        creditor_name: 'Capital One (Canada)',
        creditor_street_address: '5140 Yonge Street, Suite 1900',
        creditor_city: 'Toronto',
        creditor_province: 'Ontario',
        creditor_postal_code: 'M2N 6L7',
        creditor_fax: '1-800-555-0142',
        account_id: ACCOUNT_ID,
        creditor_reference_number: 'CR-88213',
        payment_method: 'payments',
        creditor_amount: 1250.5,
        creditor_balance: 1534.07,
        instalment_amount: 250.1,
        instalment_frequency: 'monthly',
        instalment_count: 5,
        first_payment_date: FIRST_PAYMENT,
        password: RIGHT_PASSWORD,
        // The documents step's "Language of the letter", English with an English interface.
        language: 'en',
      },
    ]);
  });

  it('fills the balance claimed from the account, shows the schedule’s total and blocks a schedule that does not add up', async () => {
    const user = userEvent.setup();
    serveSettlementApi();
    renderWizard();
    await reachFilledAccountStep(user, 'A Letter To Offer A Settlement');

    expect(screen.getByRole('textbox', { name: /Balance the creditor claims/ })).toHaveValue(
      '1534.07',
    );
    expect(screen.getByText('Your payments add up to $1,250.50.')).toBeInTheDocument();
    const count = screen.getByRole('textbox', { name: /Number of payments/ });
    await user.clear(count);
    await user.type(count, '4');
    expect(screen.getByText('Your payments add up to $1,000.40.')).toBeInTheDocument();
    await user.click(next());
    expect(stepShown(3)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Payment amount/ })).toHaveAccessibleDescription(
      expect.stringContaining(
        'The payments must add up to the settlement amount: the amount of each payment times the number of payments.',
      ),
    );

    await user.click(screen.getByRole('radio', { name: 'Lump sum' }));
    expect(screen.queryByRole('textbox', { name: /Payment amount/ })).not.toBeInTheDocument();
    await user.click(next());
    expect(stepShown(4)).toBeInTheDocument();
  });

  it('takes the user back to the step of a field the server refused, with its message', async () => {
    const user = userEvent.setup();
    serveSettlementApi(
      validationFailed({ creditor_street_address: 'Please keep this to 200 characters or fewer.' }),
    );
    renderWizard();
    await reachFilledAccountStep(user, 'A Letter To Accept A Settlement');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));

    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
    const street = screen.getByRole('textbox', { name: 'Street address' });
    expect(street).toHaveAccessibleDescription('Please keep this to 200 characters or fewer.');
    // What was entered is all still there.
    expect(screen.getByRole('textbox', { name: 'Creditor name' })).toHaveValue(
      'Capital One (Canada)',
    );
    await user.click(next());
    expect(
      within(screen.getByRole('region', { name: 'Settlement letter' })).getByRole('combobox', {
        name: 'Account',
      }),
    ).toHaveValue(ACCOUNT_ID);
  });

  it('stays on the last step and says why when the answer is not a stored letter', async () => {
    const user = userEvent.setup();
    serveSettlementApi({
      status: 403,
      body: { code: -1, msg: 'Incorrect password.' },
    });
    renderWizard();
    await reachFilledAccountStep(user, 'A Letter To Offer A Settlement');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password.');
    expect(stepShown(4)).toBeInTheDocument();
  });
});
