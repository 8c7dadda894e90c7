import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { letterTexts as m } from 'shared/contract/messages';
import { addCatalog } from 'shared/i18n';
import {
  NORTHERN_COLLECTIONS as CREDITOR,
  NORTHERN_COLLECTIONS_ID as CREDITOR_ID,
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
import { CreditorDisputeWizard } from './creditor-dispute-wizard';

addCatalog(REPAIR_NAMESPACE, repairCatalog, loadRepairCatalogFr);

const fake = fakeLetterWizardApi();
afterEach(() => vi.restoreAllMocks());

const PATH = '/app/credit-repair-suite/dispute-with-creditor';

function renderWizard(): UserEvent {
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path={PATH} element={<CreditorDisputeWizard />} />
      <Route
        path="/app/my-generated-letters/credit-repair"
        element={<h1>Credit repair letters</h1>}
      />
    </Routes>,
    { route: PATH, store },
  );
  return user;
}

const next = () => screen.getByRole('button', { name: 'Next step' });
const previous = () => screen.getByRole('button', { name: 'Previous step' });
const stepShown = (step: number) => screen.getByText(`Step ${step} of 4`);
const field = (label: string) => screen.getByLabelText(label);

async function pickCreditor(user: UserEvent) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Creditor' }),
    CREDITOR.company,
  );
  await waitFor(() => expect(field('Creditor name')).toHaveValue(CREDITOR.company));
}

async function passGate(user: UserEvent, password = PASSWORD) {
  const input = await screen.findByLabelText('Password');
  await user.clear(input);
  await user.type(input, `${password}{Enter}`);
}

/** Steps 1 to 3 filled with the directory creditor and the Visa account; ends on step 4. */
async function fillToDocuments(user: UserEvent) {
  await user.click(next());
  await pickCreditor(user);
  await user.type(field('Toll-free phone'), '1-888-555-0111');
  await user.type(field('Email'), 'disputes@northern.example.ca');
  await user.click(next());
  await passGate(user);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Account' }), VISA.id);
  await user.type(field('Creditor reference number'), 'NC-44821');
  await user.type(field('Original creditor'), 'Maple Bank');
  await user.type(field('Comments'), 'I closed this card in 2021.');
  await user.click(next());
  expect(stepShown(4)).toBeInTheDocument();
}

describe('Dispute with Creditor, step 1', () => {
  it('shows the one letter chosen and the explainer, with no Previous', async () => {
    const user = renderWizard();
    expect(stepShown(1)).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'Ask a creditor or collection agency to prove a debt' }),
    ).toBeChecked();
    expect(
      screen.getByRole('heading', { name: 'Asking a creditor to prove a debt in Canada' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Previous step' })).not.toBeInTheDocument();

    await user.click(next());
    expect(stepShown(2)).toBeInTheDocument();
  });
});

/** A creditor typed in, with the whole mailing address a letter needs. */
async function typeCreditor(user: UserEvent) {
  await user.type(field('Creditor name'), 'Lakeshore Recoveries');
  await user.type(field('Street address'), '12 Water Street');
  await user.type(field('City'), 'Halifax');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'Nova Scotia');
  await user.type(field('Postal code'), 'B3H 1A1');
}

describe('Dispute with Creditor, step 2', () => {
  it('starts invalid, shows the spec messages on Next, and opens once the name and whole address are typed', async () => {
    const user = renderWizard();
    await user.click(next());
    expect(next()).toHaveAttribute('aria-disabled', 'true');

    await user.click(next());
    expect(stepShown(2)).toBeInTheDocument();
    expect(field('Creditor name')).toHaveAccessibleDescription(m.creditorName);
    expect(field('Street address')).toHaveAccessibleDescription(m.creditorStreetAddress);
    expect(m.creditorName).toBe('Please enter the creditors name.');
    expect(m.creditorStreetAddress).toBe('Please enter the creditors street address.');

    expect(field('City')).toHaveAccessibleDescription(m.creditorCity);
    expect(field('Postal code')).toHaveAccessibleDescription(m.creditorPostalCode);

    await typeCreditor(user);
    expect(field('Creditor name')).not.toHaveAccessibleDescription(m.creditorName);
    expect(next()).not.toHaveAttribute('aria-disabled');
    await user.click(next());
    expect(stepShown(3)).toBeInTheDocument();
  });

  it('fills the creditor from the directory, every field still editable', async () => {
    const user = renderWizard();
    await user.click(next());
    await pickCreditor(user);
    expect(field('Street address')).toHaveValue(CREDITOR.address);
    expect(field('City')).toHaveValue('Toronto');
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('Ontario');
    expect(field('Postal code')).toHaveValue('M5X 1A9');
    expect(field('Phone')).toHaveValue('1-800-555-0100');
    expect(field('Fax')).toHaveValue('(416) 555-0199');
    expect(field('Toll-free phone')).toHaveValue('');
    expect(field('Email')).toHaveValue('');

    await user.clear(field('Fax'));
    await user.type(field('Fax'), '(416) 555-0200');
    await user.type(field('Toll-free phone'), '1-888-555-0111');
    await user.type(field('Email'), 'disputes@northern.example.ca');
    expect(field('Fax')).toHaveValue('(416) 555-0200');
    expect(field('Toll-free phone')).toHaveValue('1-888-555-0111');
    expect(field('Email')).toHaveValue('disputes@northern.example.ca');
  });

  it('shows what the directory knows about the numbers, never as part of a field', async () => {
    const user = renderWizard();
    await user.click(next());
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Creditor' }),
      'Old Fax Bank',
    );
    await waitFor(() => expect(field('Fax')).toHaveValue('(905) 555-0144'));
    expect(field('Toll-free phone')).toHaveValue('1-800-555-0145');
    expect(field('Fax')).toHaveAccessibleDescription(
      'The letter is faxed to this number. Leave it empty to mail the letter instead. This fax number could not be confirmed: Only on an older complaint page; it may be outdated. Confirm it with the creditor, or the letter will be sent by mail (its instructions tell you how to fax it once the number is confirmed).',
    );
    expect(
      screen.getByText('About this creditor’s phone numbers: Press 2 for credit cards.'),
    ).toBeVisible();

    await user.clear(field('Fax'));
    await user.type(field('Fax'), '(905) 555-0100');
    expect(field('Fax')).toHaveAccessibleDescription(
      'The letter is faxed to this number. Leave it empty to mail the letter instead.',
    );
  });

  it('refuses a phone or fax that is not one number, with the field’s message', async () => {
    const user = renderWizard();
    await user.click(next());
    await pickCreditor(user);
    await user.clear(field('Fax'));
    await user.type(field('Fax'), '416-555-0199 (Toronto)');
    await user.type(field('Toll-free phone'), '416-555-0111');
    await user.click(next());
    expect(stepShown(2)).toBeInTheDocument();
    expect(field('Fax')).toHaveAccessibleDescription(expect.stringContaining(m.faxInvalid));
    expect(field('Toll-free phone')).toHaveAccessibleDescription(
      expect.stringContaining(m.tollFreeInvalid),
    );
  });

  it('keeps what was typed when going back and forth', async () => {
    const user = renderWizard();
    await user.click(next());
    await pickCreditor(user);
    await user.clear(field('City'));
    await user.type(field('City'), 'North York');
    await user.click(next());
    await user.click(previous());
    await user.click(previous());
    expect(stepShown(1)).toBeInTheDocument();
    await user.click(next());
    expect(field('City')).toHaveValue('North York');
    expect(screen.getByRole('combobox', { name: 'Creditor' })).toHaveValue(CREDITOR_ID);
  });
});

describe('Dispute with Creditor, step 3', () => {
  async function toGate(user: UserEvent) {
    await user.click(next());
    await typeCreditor(user);
    await user.click(next());
    expect(stepShown(3)).toBeInTheDocument();
  }

  it('checks the password with the server: empty, wrong, then right; Next blocked meanwhile', async () => {
    const user = renderWizard();
    await toGate(user);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.click(next());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter your password and press Ok to choose the account.',
    );

    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(field('Password')).toHaveAccessibleDescription('Please enter your password.');
    expect(fake.gateBodies).toEqual([]);

    await passGate(user, 'not my password');
    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription('Incorrect password.'),
    );
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();

    await passGate(user);
    const picker = await screen.findByRole('combobox', { name: 'Account' });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(fake.gateBodies).toEqual(['not my password', PASSWORD]);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose an account',
      `${LOAN.account_name} | ${LOAN.full_account_number}`,
      `${VISA.account_name} | ${VISA.full_account_number}`,
    ]);
  });

  it('shows the step’s messages on Next, and keeps the gate open and the values after Back', async () => {
    const user = renderWizard();
    await toGate(user);
    await passGate(user);
    await screen.findByRole('combobox', { name: 'Account' });

    await user.click(next());
    expect(stepShown(3)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveAccessibleDescription(
      m.accountRequired,
    );
    expect(field('Creditor reference number')).toHaveAccessibleDescription(
      `The number the creditor or agency uses for this debt, from its letters. ${m.creditorReferenceNumber}`,
    );
    expect(field('Original creditor')).toHaveAccessibleDescription(
      expect.stringContaining(m.originalCreditor),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), LOAN.id);
    await user.type(field('Creditor reference number'), 'NC-44821');
    await user.type(field('Original creditor'), 'Maple Bank');
    expect(next()).not.toHaveAttribute('aria-disabled');

    await user.click(previous());
    await user.click(next());
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveValue(LOAN.id);
    expect(field('Creditor reference number')).toHaveValue('NC-44821');
    expect(field('Original creditor')).toHaveValue('Maple Bank');
    expect(fake.gateBodies).toHaveLength(1);
  });
});

describe('Dispute with Creditor, step 4', () => {
  it('sends the whole wizard state as decided and goes to the credit repair letters', async () => {
    const user = renderWizard();
    await fillToDocuments(user);
    expect(screen.getByRole('heading', { name: 'Supporting documents' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));
    expect(await screen.findByRole('heading', { name: 'Credit repair letters' })).toBeVisible();
    expect(fake.generateBodies).toEqual([
      {
        letter: 'dispute_creditor',
        language: 'en',
        step: 4,
        creditor_id: CREDITOR_ID,
        creditor_name: 'Northern Collections Inc.',
        creditor_street_address: '100 King Street West, Suite 500',
        creditor_city: 'Toronto',
        creditor_province: 'Ontario',
        creditor_postal_code: 'M5X 1A9',
        creditor_phone: '1-800-555-0100',
        creditor_toll_free: '1-888-555-0111',
        creditor_fax: '(416) 555-0199',
        creditor_email: 'disputes@northern.example.ca',
        account_id: VISA.id,
        creditor_reference_number: 'NC-44821',
        original_creditor: 'Maple Bank',
        creditor_comments: 'I closed this card in 2021.',
        password: PASSWORD,
      },
    ]);
  });

  it('on -2 puts each message back on its field and step', async () => {
    fake.generateAnswers = [
      validationFailed({
        creditor_street_address: 'Please enter the creditors street address.',
        original_creditor: 'Please keep this to 200 characters or fewer.',
      }),
    ];
    const user = renderWizard();
    await fillToDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));

    await waitFor(() => expect(stepShown(2)).toBeInTheDocument());
    expect(field('Street address')).toHaveAccessibleDescription(m.creditorStreetAddress);
    await user.click(next());
    expect(field('Original creditor')).toHaveAccessibleDescription(
      expect.stringContaining('Please keep this to 200 characters or fewer.'),
    );
  });

  it('on -2 for the password closes the gate so it is asked again', async () => {
    fake.generateAnswers = [validationFailed({ password: 'Please enter your password.' })];
    const user = renderWizard();
    await fillToDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));

    expect(await screen.findByLabelText('Password')).toBeVisible();
    expect(stepShown(3)).toBeInTheDocument();
  });

  it('checks the answer: -1001 alerts and stays on the step', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.generateAnswers = [{ status: 500, body: { code: -1001, msg: 'Letter failed' } }];
    const user = renderWizard();
    await fillToDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith(m.letterFailed));
    expect(stepShown(4)).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Credit repair letters' }),
    ).not.toBeInTheDocument();
  });
});
