import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CAPITAL_ONE_ID,
  fakeApiServer,
  type ProfileRecords,
  serveLetterWizardApi,
  validationFailed,
} from 'shared/letter-wizard/testing';
import { Route, Routes } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, renderWithProviders } from 'shared/testing';
import CreditRepairSuite from '../../app/credit-repair-suite';

const server = fakeApiServer();

const WIZARD = '/app/credit-repair-suite/errors-on-credit-report';

/** Renders the suite on the wizard's route and waits for the wizard, which loads lazily. */
async function renderWizard() {
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/app/credit-repair-suite/*" element={<CreditRepairSuite />} />
      <Route path="/app/my-generated-letters/credit-repair" element={<h1>Repair letters</h1>} />
      <Route path="/app/edit-personal-info/personal" element={<h1>Personal</h1>} />
    </Routes>,
    { store, route: WIZARD },
  );
  await screen.findByText('Step 1 of 4');
  return { user, store };
}

/** True once the profile's employment read has been answered and stored. */
function employmentsLoaded(store: ReturnType<typeof createTestStore>): boolean {
  return Object.values(store.getState().api.queries).some(
    (query) => query?.endpointName === 'letterPrefillEmployments' && query.status === 'fulfilled',
  );
}

const next = () => screen.getByRole('button', { name: 'Next step' });
const previous = () => screen.getByRole('button', { name: 'Previous step' });

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: label }));
  await user.click(next());
}

const PROFILE: ProfileRecords = {
  contacts: [{ id: 'c1', first_name: 'Nadia', last_name: 'Okafor' }],
  addresses: [
    {
      id: 'a1',
      is_previous: false,
      address_line_one: '250 Albert Street',
      city: 'Ottawa',
      province_id: 8,
      postal_code: 'K1P 6M1',
    },
  ],
  employments: [{ id: 'e1', name: 'Shopify' }],
};

describe('the Errors on Credit Report wizard', () => {
  it('shows the suite tabs, no Previous on step 1 and no Next on step 4', async () => {
    serveLetterWizardApi(server, { profile: PROFILE });
    const { user } = await renderWizard();
    const tabs = screen.getByRole('navigation', { name: 'Credit repair letters' });
    expect(within(tabs).getByRole('link', { name: 'Errors on Credit Report' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Equifax Canada' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'TransUnion Canada' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Previous step' })).not.toBeInTheDocument();

    await chooseType(user, 'My name is wrong');
    await user.type(screen.getByLabelText('Incorrect Name'), 'Nadya Okafor');
    await user.click(next());
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Letter' })).toBeInTheDocument();
  });

  it('blocks Next until a letter type is chosen and the form is filled, with the messages', async () => {
    serveLetterWizardApi(server);
    const { user } = await renderWizard();
    await user.click(next());
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.click(next());
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.getByText('Please choose a letter type.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'A court judgment is wrong' }));
    expect(screen.queryByText('Please choose a letter type.')).not.toBeInTheDocument();
    await user.click(next());
    await user.click(next());
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    for (const message of [
      'Please enter your case number.',
      'Please enter your judgment filed place.',
      'Please enter your judgment filed date.',
      'Please enter your amount reported.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // The first field with a message takes focus, so the user starts where the problem is.
    expect(screen.getByLabelText('Plaintiff and/or Case Number')).toHaveFocus();

    await user.type(screen.getByLabelText('Plaintiff and/or Case Number'), 'CV-21-1234');
    expect(screen.queryByText('Please enter your case number.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Judgment Filed Place'), 'Toronto');
    await user.type(screen.getByLabelText('Judgment Filed Date'), '2021-03-15');
    await user.type(screen.getByLabelText('Amount Reported'), '12.345');
    await user.click(next());
    expect(screen.getByText(/at most 2 decimals/)).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  });

  it('keeps every answer when going back, and each letter’s fields when switching type', async () => {
    serveLetterWizardApi(server);
    const { user } = await renderWizard();
    await user.click(screen.getByRole('checkbox', { name: 'Equifax Canada' }));
    await chooseType(user, 'My employer is wrong');
    await user.type(screen.getByLabelText('Previous Employer Name'), 'Tim Hortons');

    await user.click(previous());
    await user.click(previous());
    expect(screen.getByRole('checkbox', { name: 'Equifax Canada' })).not.toBeChecked();
    await user.click(next());
    expect(screen.getByRole('radio', { name: 'My employer is wrong' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'My name is wrong' }));
    await user.click(next());
    await user.type(screen.getByLabelText('Correct Name'), 'Ana Lima');
    await user.click(previous());
    await user.click(screen.getByRole('radio', { name: 'My employer is wrong' }));
    await user.click(next());
    expect(screen.getByLabelText('Previous Employer Name')).toHaveValue('Tim Hortons');
  });

  it('fills the profile’s employer, name and address, never over what the user typed', async () => {
    let releaseEmployments = () => {};
    const employmentsReady = new Promise<void>((resolve) => {
      releaseEmployments = resolve;
    });
    serveLetterWizardApi(server, { profile: { ...PROFILE, employmentsReady } });
    const { user, store } = await renderWizard();
    await chooseType(user, 'My employer is wrong');
    await user.type(screen.getByLabelText('Current Employer Name'), 'Hydro One');
    releaseEmployments();
    await vi.waitFor(() => expect(employmentsLoaded(store)).toBe(true));
    expect(screen.getByLabelText('Current Employer Name')).toHaveValue('Hydro One');
    // Nothing of this letter came from the profile, so the form does not say it did.
    expect(screen.queryByText(/We filled in what your profile holds/)).not.toBeInTheDocument();

    await user.click(previous());
    await user.click(screen.getByRole('radio', { name: 'My name is wrong' }));
    await user.click(next());
    expect(screen.getByLabelText('Correct Name')).toHaveValue('Nadia Okafor');
    expect(screen.getByText(/We filled in what your profile holds/)).toBeInTheDocument();

    await user.click(previous());
    await user.click(screen.getByRole('radio', { name: 'My address is wrong' }));
    await user.click(next());
    expect(screen.getByLabelText('Street Address')).toHaveValue('250 Albert Street');
    expect(screen.getByLabelText('City')).toHaveValue('Ottawa');
    expect(screen.getByLabelText('Province')).toHaveValue('Ontario');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('K1P 6M1');
    // Prefilled and complete: the user may go straight on.
    expect(next()).not.toHaveAttribute('aria-disabled');
  });

  it('fills an inquiry’s creditor from the directory, keeps it editable, and sends it', async () => {
    const { generateBodies: generated } = serveLetterWizardApi(server);
    const { user } = await renderWizard();
    await chooseType(user, 'A credit check I did not allow');
    await user.selectOptions(await screen.findByLabelText('Creditor'), CAPITAL_ONE_ID);
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Creditor Name')).toHaveValue('Capital One (Canada)'),
    );
    expect(screen.getByLabelText('Street Address')).toHaveValue('5140 Yonge Street, Suite 1900');
    expect(screen.getByLabelText('City')).toHaveValue('Toronto');
    expect(screen.getByLabelText('Province')).toHaveValue('Ontario');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('M2N 6L7');
    expect(screen.getByLabelText('Fax')).toHaveValue('1-888-555-0143');

    await user.clear(screen.getByLabelText('Street Address'));
    await user.type(screen.getByLabelText('Street Address'), '1 Queen Street East');
    await user.type(screen.getByLabelText('Amount (optional)'), '1,500');
    await user.type(screen.getByLabelText('Date of the inquiry (optional)'), '2025-09-14');
    await user.click(next());
    expect(
      screen.getByText('The letter is addressed to Capital One (Canada).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));

    expect(await screen.findByRole('heading', { name: 'Repair letters' })).toBeInTheDocument();
    expect(generated).toEqual([
      {
        letter: 'unauthorized_inquiry',
        language: 'en',
        // The entry picked, so the server knows whether its fax is confirmed.
        creditor_id: CAPITAL_ONE_ID,
        creditor_name: 'Capital One (Canada)',
        creditor_street_address: '1 Queen Street East',
        creditor_city: 'Toronto',
        creditor_province: 'Ontario',
        creditor_postal_code: 'M2N 6L7',
        creditor_fax: '1-888-555-0143',
        creditor_amount: 1500,
        inquiry_date: '2025-09-14',
      },
    ]);
  });

  it('sends a bureau letter to the bureaus chosen in step 1', async () => {
    const { generateBodies: generated } = serveLetterWizardApi(server, { profile: PROFILE });
    const { user } = await renderWizard();
    await user.click(screen.getByRole('checkbox', { name: 'TransUnion Canada' }));
    await chooseType(user, 'My name is wrong');
    await user.type(screen.getByLabelText('Incorrect Name'), 'Nadya Okafor');
    await user.click(next());
    expect(
      screen.getByText('One letter is made for each bureau you chose: Equifax Canada.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));
    await screen.findByRole('heading', { name: 'Repair letters' });
    expect(generated).toEqual([
      {
        letter: 'error_of_name',
        language: 'en',
        correct_name: 'Nadia Okafor',
        incorrect_name: 'Nadya Okafor',
        bureau: 'Equifax',
      },
    ]);
  });

  it('takes a -2 answer back to the form, with the message on its field', async () => {
    const refused = validationFailed({
      incorrect_name: 'Please keep this to 200 characters or fewer.',
    });
    const { generateBodies: generated } = serveLetterWizardApi(server, {
      profile: PROFILE,
      generateAnswers: [refused],
    });
    const { user } = await renderWizard();
    await chooseType(user, 'My name is wrong');
    await user.type(screen.getByLabelText('Incorrect Name'), 'Nadya Okafor');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));

    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Incorrect Name')).toHaveAccessibleDescription(
      /Please keep this to 200 characters or fewer\./,
    );
    expect(generated).toHaveLength(1);
  });
});
