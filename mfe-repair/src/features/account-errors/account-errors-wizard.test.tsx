import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCatalog } from 'shared/i18n';
import {
  fakeLetterWizardApi,
  LOAN,
  PASSWORD,
  VISA,
  validationFailed,
} from 'shared/letter-wizard/testing';
import { Route, Routes } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, renderWithProviders } from 'shared/testing';
import { loadRepairCatalogFr, REPAIR_NAMESPACE, repairCatalog } from '../../i18n/catalog';
import { AccountErrorsWizard } from './account-errors-wizard';

addCatalog(REPAIR_NAMESPACE, repairCatalog, loadRepairCatalogFr);

const fake = fakeLetterWizardApi();

const PATH = '/app/credit-repair-suite/errors-with-account';

function renderWizard() {
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path={PATH} element={<AccountErrorsWizard />} />
      <Route
        path="/app/my-generated-letters/credit-repair"
        element={<h1>Credit repair letters</h1>}
      />
    </Routes>,
    { route: PATH, store },
  );
  return user;
}

type User = ReturnType<typeof userEvent.setup>;

const next = () => screen.getByRole('button', { name: 'Next step' });
const previous = () => screen.getByRole('button', { name: 'Previous step' });

async function chooseType(user: User, label: string) {
  await user.click(screen.getByRole('radio', { name: label }));
}

async function passGate(user: User, password = PASSWORD) {
  await user.type(await screen.findByLabelText('Password'), `${password}{Enter}`);
}

describe('Errors with Account, screen 1', () => {
  it('offers the nine letters and blocks Next until one is chosen', async () => {
    const user = renderWizard();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Previous step' })).not.toBeInTheDocument();

    await user.click(next());
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Please choose a letter type.')).toBeVisible();

    await chooseType(user, 'An old debt past its limitation period');
    expect(screen.queryByText('Please choose a letter type.')).not.toBeInTheDocument();
    await user.click(next());
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });
});

describe('Errors with Account, screen 2', () => {
  it('says when the chosen creditor’s fax could not be confirmed, so the letter is mailed', async () => {
    const user = renderWizard();
    await chooseType(user, 'An account that is not mine');
    await user.click(next());
    await passGate(user);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Creditor' }),
      'Old Fax Bank',
    );
    expect(
      await screen.findByText(
        'The fax number we have for this creditor, (905) 555-0144, could not be confirmed, so the letter will be addressed for mail. Its instructions tell you how to fax it once you confirm the number with the creditor.',
      ),
    ).toBeVisible();

    // A creditor whose fax is confirmed: nothing to say.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Creditor' }),
      'Northern Collections Inc.',
    );
    await waitFor(() =>
      expect(screen.queryByText(/could not be confirmed/)).not.toBeInTheDocument(),
    );
  });

  it('takes focus to the form’s first field once the password opens the gate', async () => {
    const user = renderWizard();
    await chooseType(user, 'An old debt past its limitation period');
    await user.click(next());
    await passGate(user);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Account' })).toHaveFocus());
  });

  it('says what is missing when Next is pressed too soon, and takes the user to it', async () => {
    const user = renderWizard();
    await chooseType(user, 'An old debt past its limitation period');
    await user.click(next());
    // Before the gate opened: its field, and what it needs.
    await user.click(next());
    const password = screen.getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription('Please enter your password.');

    await passGate(user);
    const accountName = await screen.findByLabelText('Account name');
    // The form empty: its first missing field, with its message.
    await user.click(next());
    await waitFor(() => expect(accountName).toHaveFocus());
    expect(accountName).toHaveAccessibleDescription(expect.stringMatching(/Please enter/));
  });

  it('asks for the password first: wrong, then right, and Next stays blocked meanwhile', async () => {
    const user = renderWizard();
    await chooseType(user, 'An old debt past its limitation period');
    await user.click(next());
    expect(next()).toHaveAttribute('aria-disabled', 'true');

    await passGate(user, 'not my password');
    const field = screen.getByLabelText('Password');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Incorrect password.'));
    expect(screen.queryByLabelText('Account name')).not.toBeInTheDocument();

    await user.clear(field);
    await passGate(user);
    expect(await screen.findByLabelText('Account name')).toBeVisible();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(fake.gateBodies).toEqual(['not my password', PASSWORD]);
  });

  it('lists accounts by name as name | number, and the picker fills name and number', async () => {
    const user = renderWizard();
    await chooseType(user, 'Dispute a late payment with the credit bureaus');
    await user.click(next());
    await passGate(user);
    const picker = await screen.findByRole('combobox', { name: 'Account' });
    const options = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose an account',
      `${LOAN.account_name} | ${LOAN.full_account_number}`,
      `${VISA.account_name} | ${VISA.full_account_number}`,
    ]);

    await user.selectOptions(picker, VISA.id);
    expect(screen.getByLabelText('Account name')).toHaveValue('Maple Visa');
    expect(screen.getByLabelText('Account number')).toHaveValue('4520 8817 3306 9012');
    // Still editable.
    await user.clear(screen.getByLabelText('Account name'));
    await user.type(screen.getByLabelText('Account name'), 'Maple Visa Gold');
    expect(screen.getByLabelText('Account name')).toHaveValue('Maple Visa Gold');
  });

  it('shows every message of the form when Next is pressed while it is invalid', async () => {
    const user = renderWizard();
    await chooseType(user, 'Dispute a late payment with the credit bureaus');
    await user.click(next());
    await passGate(user);
    await screen.findByLabelText('Account name');

    await user.click(next());
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Account name')).toHaveAccessibleDescription(
      'Please enter your account name.',
    );
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(
      'Please enter your account number.',
    );
    expect(screen.getByLabelText('Past due payment')).toHaveAccessibleDescription(
      'The amount of the late payment, in dollars. Please enter your past due payment.',
    );

    await user.type(screen.getByLabelText('Account name'), 'Maple Visa');
    await user.type(screen.getByLabelText('Account number'), '4520');
    await user.type(screen.getByLabelText('Past due payment'), 'eighty');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.clear(screen.getByLabelText('Past due payment'));
    await user.type(screen.getByLabelText('Past due payment'), '80.25');
    expect(next()).not.toHaveAttribute('aria-disabled');

    const months = screen.getByLabelText('Month(s) of the late payment(s)');
    await user.type(months, '2025-08, August');
    await user.click(next());
    expect(months).toHaveAccessibleDescription(
      expect.stringContaining('Please enter each month as YYYY-MM, like 2025-08'),
    );
    await user.clear(months);
    await user.type(months, '2025-08, 2025-11');
    expect(next()).not.toHaveAttribute('aria-disabled');
  });

  it('asks for the description of the error as the consumer’s own words, not the agency’s', async () => {
    const user = renderWizard();
    await chooseType(user, 'Ask one credit bureau to remove a late payment');
    await user.click(next());
    await passGate(user);
    const description = await screen.findByLabelText('Description of the error');
    expect(description).toHaveAccessibleDescription(expect.stringContaining('in your own words'));
    expect(description).not.toHaveAccessibleDescription(expect.stringMatching(/agency/i));
  });

  it('fills the agency’s address and fax from the choice, all editable; TransUnion has no fax', async () => {
    const user = renderWizard();
    await chooseType(user, 'Ask one credit bureau to remove a late payment');
    await user.click(next());
    await passGate(user);

    await user.click(await screen.findByRole('radio', { name: 'Equifax Canada' }));
    expect(screen.getByLabelText('Agency name')).toHaveValue('Equifax Canada Co.');
    expect(screen.getByLabelText('Street address')).toHaveValue(
      'National Consumer Relations, Box 190',
    );
    expect(screen.getByLabelText('City')).toHaveValue('Montréal');
    expect(screen.getByLabelText('Province')).toHaveValue('Quebec');
    expect(screen.getByLabelText('Postal code')).toHaveValue('H1S 2Z2');
    expect(screen.getByLabelText('Fax')).toHaveValue('');

    await user.click(screen.getByRole('radio', { name: 'TransUnion Canada' }));
    expect(screen.getByLabelText('Agency name')).toHaveValue('TransUnion Canada');
    expect(screen.getByLabelText('City')).toHaveValue('Burlington');
    expect(screen.getByLabelText('Province')).toHaveValue('Ontario');
    expect(screen.getByLabelText('Fax')).toHaveValue('');

    await user.type(screen.getByLabelText('Street address'), ', attention Disputes');
    expect(screen.getByLabelText('Street address')).toHaveValue(
      '3115 Harvester Road, Suite 201, attention Disputes',
    );
  });

  it('keeps the gate open and the values after going back and changing the letter', async () => {
    const user = renderWizard();
    await chooseType(user, 'An old debt past its limitation period');
    await user.click(next());
    await passGate(user);
    await user.type(await screen.findByLabelText('Account name'), 'Old Loan');

    await user.click(previous());
    await chooseType(user, 'Dispute a late payment with the credit bureaus');
    await user.click(next());
    expect(screen.getByLabelText('Account name')).toHaveValue('Old Loan');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(fake.gateBodies).toHaveLength(1);
  });
});

describe('Errors with Account, screen 3', () => {
  async function fillAccountCorrections(user: User) {
    await chooseType(user, 'Correct an account’s balance with one credit bureau');
    await user.click(next());
    await passGate(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Account' }), VISA.id);
    await user.type(screen.getByLabelText('Adjusted balance amount'), '1,234.56');
    await user.type(screen.getByLabelText('Description of the error'), 'Balance reported twice');
    await user.click(screen.getByRole('radio', { name: 'Equifax Canada' }));
    await user.click(next());
  }

  it('generates account_corrections with the exact body and goes to the letters', async () => {
    const user = renderWizard();
    await fillAccountCorrections(user);
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Supporting documents' })).toBeVisible();
    // The channels that work today: a bureau letter goes online first, then by mail.
    expect(
      screen.getByText(/a letter to a credit bureau online first, then by mail/),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));
    expect(await screen.findByRole('heading', { name: 'Credit repair letters' })).toBeVisible();
    expect(fake.generateBodies).toEqual([
      {
        letter: 'account_corrections',
        language: 'en',
        account_id: VISA.id,
        adjusted_balance_amount: 1234.56,
        consumer_reporting_agency: 'Equifax',
        cra_description: 'Balance reported twice',
        cra_street_address: 'National Consumer Relations, Box 190',
        cra_city: 'Montréal',
        cra_province: 'Quebec',
        cra_postal_code: 'H1S 2Z2',
        cra_fax: '',
        password: PASSWORD,
      },
    ]);
  });

  it('keeps the form when going back from screen 3', async () => {
    const user = renderWizard();
    await fillAccountCorrections(user);
    await user.click(previous());
    expect(screen.getByLabelText('Adjusted balance amount')).toHaveValue('1,234.56');
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveValue(VISA.id);
  });

  it('on -2 goes back to screen 2 with the messages on the fields', async () => {
    fake.generateAnswers = [
      validationFailed({ cra_city: 'Please enter the consumer reporting agencies city.' }),
    ];
    const user = renderWizard();
    await fillAccountCorrections(user);
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));

    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(
      'Please enter the consumer reporting agencies city.',
    );
  });

  it('sends a bureau-bound letter with the bureau chosen and no password', async () => {
    const user = renderWizard();
    await chooseType(user, 'Change an account’s rating after a consumer proposal');
    await user.click(next());
    await passGate(user);
    await user.type(await screen.findByLabelText('Creditor account number'), 'C-88');
    await user.type(screen.getByLabelText('Consumer proposal filed date'), '2023-11-14');
    await user.type(screen.getByLabelText('Creditor name (optional)'), 'CIBC');
    const rating = screen.getByRole('combobox', { name: 'Rating you ask for (optional)' });
    expect(
      within(rating)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('R7 (paid through a consumer proposal or a debt management plan)');
    await user.selectOptions(rating, 'R7');
    await user.click(screen.getByRole('checkbox', { name: 'TransUnion Canada' }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));

    await screen.findByRole('heading', { name: 'Credit repair letters' });
    expect(fake.generateBodies).toEqual([
      {
        letter: 'change_rating',
        language: 'en',
        consumer_proposal_filed: '2023-11-14',
        creditor_account_number: 'C-88',
        creditor_name: 'CIBC',
        rating_requested: 'R7',
        bureau: 'Equifax',
      },
    ]);
  });
});
