import { screen, waitFor } from '@testing-library/react';
import type { AddressRecord } from 'shared/contract';
import {
  type FakeLetterWizardApi,
  fakeApiServer,
  NORTHERN_COLLECTIONS_ID,
  PASSWORD,
  serveLetterWizardApi,
  VISA,
  validationFailed,
} from 'shared/letter-wizard/testing';
import {
  BASE,
  currentAddress,
  ONTARIO,
  renderAccountErrors,
  todayIsNovember24,
  type User,
} from '../../testing/account-errors-wizard';

const server = fakeApiServer();

const NEWFOUNDLAND = currentAddress(4, 'A1C 5M2');

/** The wizard at the statute-barred form, past the gate, for a consumer living at `where`. */
async function openStatuteBarredForm(
  where: Partial<AddressRecord>,
): Promise<{ user: User; fake: FakeLetterWizardApi }> {
  const fake = serveLetterWizardApi(server, { profile: { addresses: [where] } });
  const user = renderAccountErrors();
  await user.click(screen.getByRole('radio', { name: 'An old debt past its limitation period' }));
  await user.click(next());
  await user.type(await screen.findByLabelText('Password'), `${PASSWORD}{Enter}`);
  await screen.findByLabelText('Account name');
  return { user, fake };
}

const next = () => screen.getByRole('button', { name: 'Next step' });
const lastPayment = () => screen.getByLabelText('Date of your last payment or acknowledgement');

todayIsNovember24();

describe('the statute-barred letter in the Errors with Account wizard', () => {
  it('starts prefilled from the debts page: the letter, then past the gate its account and last payment', async () => {
    const fake = serveLetterWizardApi(server, { profile: { addresses: [ONTARIO] } });
    const user = renderAccountErrors({
      letter: 'statute_barred_account',
      account_id: VISA.id,
      last_payment_date: '2018-03-02',
    });
    // Straight to the details, the letter chosen: the gate, then the form.
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Letter: An old debt past its limitation period')).toBeVisible();
    await user.type(await screen.findByLabelText('Password'), `${PASSWORD}{Enter}`);
    expect(await screen.findByLabelText('Account name')).toHaveValue('Maple Visa');
    expect(screen.getByLabelText('Account number')).toHaveValue(VISA.full_account_number);
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveValue(VISA.id);
    expect(lastPayment()).toHaveValue('2018-03-02');
    expect(
      await screen.findByText(
        'The limitation period for this debt passed on March 3, 2020: you can send this letter.',
      ),
    ).toBeVisible();
    expect(next()).not.toHaveAttribute('aria-disabled');
    expect(fake.generateBodies).toEqual([]);
  });

  it('ignores a prefill it cannot use, and fills the last payment from an account that has one', async () => {
    serveLetterWizardApi(server, {
      profile: { addresses: [ONTARIO] },
      accounts: [{ ...VISA, date_of_last_payment: '2019-05-31' }],
    });
    const user = renderAccountErrors({ letter: 'no_such_letter', last_payment_date: 'soon' });
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'An old debt past its limitation period' }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'An old debt past its limitation period' }));
    await user.click(next());
    await user.type(await screen.findByLabelText('Password'), `${PASSWORD}{Enter}`);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Account' }), VISA.id);
    expect(lastPayment()).toHaveValue('2019-05-31');
  });

  it('prefills the last payment from the account picked and says when the period will pass, offering the dispute letter', async () => {
    const { user } = await openStatuteBarredForm(ONTARIO);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), VISA.id);
    expect(screen.getByLabelText('Account name')).toHaveValue('Maple Visa');
    expect(lastPayment()).toHaveValue(VISA.date_of_last_activity);

    expect(await screen.findByText('This debt is not statute-barred yet')).toBeVisible();
    expect(
      screen.getByText(
        'In Ontario the limitation period for this debt passes on January 16, 2028. Until then it is not statute-barred.',
      ),
    ).toBeVisible();
    const link = screen.getByRole('link', { name: 'Dispute with Creditor' });
    expect(link).toHaveAttribute('href', `${BASE}/dispute-with-creditor`);
    expect(next()).toHaveAttribute('aria-disabled', 'true');

    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Dispute with Creditor' })).toBeVisible();
  });

  it('lets the letter through once the period has passed, and sends the date', async () => {
    const { user, fake } = await openStatuteBarredForm(ONTARIO);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), VISA.id);
    await user.clear(lastPayment());
    await user.type(lastPayment(), '2018-03-02');
    expect(screen.queryByText('This debt is not statute-barred yet')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'The limitation period for this debt passed on March 3, 2020: you can send this letter.',
      ),
    ).toBeVisible();
    expect(next()).not.toHaveAttribute('aria-disabled');

    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));
    await screen.findByRole('heading', { name: 'Credit repair letters' });
    expect(fake.generateBodies).toEqual([
      {
        letter: 'statute_barred_account',
        language: 'en',
        account_name: 'Maple Visa',
        account_number: '4520 8817 3306 9012',
        last_payment_date: '2018-03-02',
        bureau: 'both',
      },
    ]);
  });

  it('says a bureau is asked, not obliged, and leads to the outdated item letter with the account kept', async () => {
    const { user } = await openStatuteBarredForm(ONTARIO);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), VISA.id);
    await user.clear(lastPayment());
    await user.type(lastPayment(), '2018-03-02');
    expect(
      screen.getByText(
        /In your province no law makes a bureau remove a debt because it is statute-barred/,
      ),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Check the Outdated Item Removal letter' }),
    );
    expect(await screen.findByRole('radio', { name: 'A collection' })).toBeVisible();
    expect(screen.getByText('Letter: Outdated Item Removal')).toBeVisible();
    expect(screen.getByLabelText('Account name')).toHaveValue('Maple Visa');
    expect(screen.getByLabelText('Account number')).toHaveValue(VISA.full_account_number);
  });

  it('in Saskatchewan, where the law bars reporting it, offers no other letter', async () => {
    const { user } = await openStatuteBarredForm(currentAddress(11, 'S4P 3Y2'));
    await user.clear(lastPayment());
    await user.type(lastPayment(), '2018-03-02');
    expect(await screen.findByText(/you can send this letter/)).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Check the Outdated Item Removal letter' }),
    ).not.toBeInTheDocument();
  });

  it('refuses a date in the future on the field', async () => {
    const { user } = await openStatuteBarredForm(ONTARIO);
    await user.type(lastPayment(), '2026-12-01');
    expect(lastPayment()).toHaveAccessibleDescription(
      expect.stringContaining('The date of your last payment cannot be in the future.'),
    );
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('says where the period is unconfirmed, and to check with a legal clinic', async () => {
    const { user } = await openStatuteBarredForm(NEWFOUNDLAND);
    expect(
      await screen.findByText(
        'Newfoundland and Labrador’s limitation period is unconfirmed: we use the longest period published sources give (6 years). Check with a legal clinic before you rely on it.',
      ),
    ).toBeVisible();
    // Four years on: the shorter reading (2 years) would allow it, the longest does not.
    await user.type(lastPayment(), '2022-11-01');
    expect(
      screen.getByText(
        'In Newfoundland and Labrador the limitation period for this debt passes on November 2, 2028. Until then it is not statute-barred.',
      ),
    ).toBeVisible();
  });

  it('sends the collector picked from the directory, and shows the API’s refusal on the date', async () => {
    const { user, fake } = await openStatuteBarredForm(ONTARIO);
    fake.generateAnswers = [
      validationFailed({
        last_payment_date:
          'In Ontario the limitation period for this debt passes on March 3, 2020. Until then it is not statute-barred.',
      }),
    ];
    await user.type(screen.getByLabelText('Account name'), 'Old Loan');
    await user.type(screen.getByLabelText('Account number'), 'L-1');
    await user.type(lastPayment(), '2018-03-02');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Collector from our directory' }),
      NORTHERN_COLLECTIONS_ID,
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Collector name')).toHaveValue('Northern Collections Inc.'),
    );

    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(lastPayment()).toHaveAccessibleDescription(
      expect.stringContaining('passes on March 3, 2020'),
    );
    expect(fake.generateBodies).toEqual([
      {
        letter: 'statute_barred_account',
        language: 'en',
        account_name: 'Old Loan',
        account_number: 'L-1',
        last_payment_date: '2018-03-02',
        bureau: 'both',
        creditor_id: NORTHERN_COLLECTIONS_ID,
        creditor_name: 'Northern Collections Inc.',
        creditor_street_address: '100 King Street West, Suite 500',
        creditor_city: 'Toronto',
        creditor_province: 'Ontario',
        creditor_postal_code: 'M5X 1A9',
        creditor_fax: '(416) 555-0199',
      },
    ]);
  });
});
