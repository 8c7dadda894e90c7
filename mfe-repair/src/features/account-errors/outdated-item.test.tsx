import { screen, within } from '@testing-library/react';
import type { AddressRecord, BankingAccountRecord } from 'shared/contract';
import {
  type FakeLetterWizardApi,
  fakeApiServer,
  PASSWORD,
  serveLetterWizardApi,
  VISA,
  validationFailed,
} from 'shared/letter-wizard/testing';
import {
  ONTARIO,
  renderAccountErrors,
  todayIsNovember24,
  type User,
} from '../../testing/account-errors-wizard';

const server = fakeApiServer();

const LABEL = 'Outdated Item Removal';
const next = () => screen.getByRole('button', { name: 'Next step' });
const date = (label: string) => screen.getByLabelText(label);
const bureaus = () => screen.getByRole('group', { name: 'Send to' });

/** The form of the letter, chosen on screen 1, past the gate, for a consumer living at `where`. */
async function openForm(
  where: Partial<AddressRecord> | null = ONTARIO,
  accounts: BankingAccountRecord[] = [VISA],
): Promise<{ user: User; fake: FakeLetterWizardApi }> {
  const fake = serveLetterWizardApi(server, {
    profile: { addresses: where ? [where] : [] },
    accounts,
  });
  const user = renderAccountErrors();
  await user.click(screen.getByRole('radio', { name: LABEL }));
  await user.click(next());
  await user.type(await screen.findByLabelText('Password'), `${PASSWORD}{Enter}`);
  await screen.findByLabelText('Account name');
  return { user, fake };
}

async function fillAccount(user: User) {
  await user.type(screen.getByLabelText('Account name'), 'Old Loan');
  await user.type(screen.getByLabelText('Account number'), 'L-1');
}

async function generate(user: User) {
  await user.click(next());
  await user.click(screen.getByRole('button', { name: 'Generate Letter' }));
}

/** The body sent for the letter: every date '' and no other bankruptcy unless `fields` say. */
function outdatedBody(fields: Record<string, unknown>) {
  return {
    letter: 'outdated_item',
    language: 'en',
    last_activity_date: '',
    first_delinquency_date: '',
    started_date: '',
    discharged_date: '',
    paid_off_date: '',
    other_bankruptcies: 0,
    bureau: 'both',
    ...fields,
  };
}

/** Generates from the form and answers the bodies the API received, once the letters show. */
async function generatedBodies(user: User, fake: FakeLetterWizardApi): Promise<unknown[]> {
  await generate(user);
  await screen.findByRole('heading', { name: 'Credit repair letters' });
  return fake.generateBodies;
}

todayIsNovember24();

describe('the Outdated Item Removal letter in the Errors with Account wizard', () => {
  it('is the ninth letter, said in plain words', () => {
    serveLetterWizardApi(server);
    renderAccountErrors();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(9);
    expect(radios[8]).toHaveAccessibleName(LABEL);
    expect(radios[8]).toHaveAccessibleDescription(
      'An item is still on your credit report after the date the bureau must remove it.',
    );
  });

  it('starts prefilled from the debts page, asks TransUnion’s first delinquency, then sends one body for both bureaus', async () => {
    const fake = serveLetterWizardApi(server, { profile: { addresses: [ONTARIO] } });
    const user = renderAccountErrors({
      letter: 'outdated_item',
      account_id: VISA.id,
      item_kind: 'collection',
      bureau: 'both',
      last_activity_date: '2018-03-02',
    });
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText(`Letter: ${LABEL}`)).toBeVisible();
    await user.type(await screen.findByLabelText('Password'), `${PASSWORD}{Enter}`);
    expect(await screen.findByLabelText('Account name')).toHaveValue('Maple Visa');
    expect(screen.getByLabelText('Account number')).toHaveValue(VISA.full_account_number);
    expect(screen.getByRole('radio', { name: 'A collection' })).toBeChecked();
    expect(date('Date of last activity')).toHaveValue('2018-03-02');
    expect(date('Date of last activity')).toHaveAccessibleDescription(
      'As your Equifax report shows it.',
    );
    // Only the dates a collection reads: none of a judgment's, a bankruptcy's or a proposal's.
    expect(screen.queryByLabelText('Date filed')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Date of discharge')).not.toBeInTheDocument();

    expect(
      await screen.findByText('Equifax should have removed it on March 2, 2024.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'When TransUnion should have removed it: we need the date of first delinquency to say.',
      ),
    ).toBeVisible();
    expect(next()).toHaveAttribute('aria-disabled', 'true');

    // Pressed anyway: the field says what TransUnion counts from.
    await user.click(next());
    const firstDelinquency = date('Date of first delinquency');
    expect(firstDelinquency).toHaveAccessibleDescription(
      'The first missed payment that was never made good, as your TransUnion report shows it. TransUnion counts from the first missed payment that was never made good: please enter its date, as your TransUnion report shows it.',
    );
    await user.type(firstDelinquency, '2017-12-15');
    expect(firstDelinquency).toHaveAccessibleDescription(
      'The first missed payment that was never made good, as your TransUnion report shows it.',
    );
    expect(
      screen.getByText('TransUnion should have removed it on December 15, 2023.'),
    ).toBeVisible();
    expect(next()).not.toHaveAttribute('aria-disabled');

    expect(await generatedBodies(user, fake)).toEqual([
      outdatedBody({
        account_name: 'Maple Visa',
        account_number: VISA.full_account_number,
        item_kind: 'collection',
        last_activity_date: '2018-03-02',
        first_delinquency_date: '2017-12-15',
      }),
    ]);
  });

  it('fills the kind and the dates from the account picked, and a judgment’s filing from its Date Opened', async () => {
    const { user } = await openForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), VISA.id);
    expect(screen.getByLabelText('Account name')).toHaveValue('Maple Visa');
    // Late payments make it an account with late payments.
    expect(
      screen.getByRole('radio', { name: 'An account with late payments or in default' }),
    ).toBeChecked();
    expect(date('Date of last activity')).toHaveValue(VISA.date_of_last_activity);

    await user.click(screen.getByRole('radio', { name: 'A judgment' }));
    expect(screen.queryByLabelText('Date of last activity')).not.toBeInTheDocument();
    expect(date('Date filed')).toHaveValue(VISA.date_opened);
  });

  it('fills a bankruptcy’s discharge from the account when it holds its own', async () => {
    const bankruptcy = {
      ...VISA,
      debt_kind: 'bankruptcy',
      date_of_discharge: '2018-01-10',
    } as const;
    const { user } = await openForm(ONTARIO, [bankruptcy]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), VISA.id);
    expect(screen.getByRole('radio', { name: 'A bankruptcy' })).toBeChecked();
    expect(date('Date of discharge')).toHaveValue('2018-01-10');
    expect(screen.getByText('Equifax should have removed it on January 10, 2024.')).toBeVisible();
  });

  it('refuses while a bureau may still report the item, and lets it go to the bureau it is past at', async () => {
    const { user, fake } = await openForm();
    await fillAccount(user);
    await user.click(screen.getByRole('radio', { name: 'A judgment' }));
    // Ontario: Equifax keeps a judgment 6 years, TransUnion 7.
    await user.type(date('Date filed'), '2020-03-01');
    const title = screen.getByText('This item is not past its removal date yet');
    const alert = title.closest<HTMLElement>('[role="status"]');
    if (!alert) throw new Error('The refusal is not in a notice');
    expect(
      within(alert).getByText(
        'TransUnion may still report this item until March 1, 2027. A letter asking to remove it can be made from the day after.',
      ),
    ).toBeVisible();
    expect(
      within(alert).getByText(
        'You can send the letter to Equifax alone now: uncheck the other bureau under Send to.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Equifax should have removed it on March 1, 2026.')).toBeVisible();
    expect(next()).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(bureaus()).getByRole('checkbox', { name: 'TransUnion Canada' }));
    expect(screen.queryByText('This item is not past its removal date yet')).toBeNull();
    expect(next()).not.toHaveAttribute('aria-disabled');
    expect(await generatedBodies(user, fake)).toEqual([
      outdatedBody({
        account_name: 'Old Loan',
        account_number: 'L-1',
        item_kind: 'judgment',
        started_date: '2020-03-01',
        bureau: 'Equifax',
      }),
    ]);
  });

  it('counts a bankruptcy 14 years when there were others, and says where a period is unconfirmed', async () => {
    const { user, fake } = await openForm();
    await fillAccount(user);
    await user.click(screen.getByRole('radio', { name: 'A bankruptcy' }));
    expect(screen.queryByLabelText('Date of last activity')).not.toBeInTheDocument();
    await user.type(date('Date of discharge'), '2018-01-10');
    const others = screen.getByRole('combobox', {
      name: 'How many other times have you been bankrupt?',
    });
    expect(others).toHaveValue('0');
    expect(screen.getByText('Equifax should have removed it on January 10, 2024.')).toBeVisible();
    expect(
      screen.getByText(
        'TransUnion should have removed it on January 10, 2025 (unconfirmed: the sources do not settle this period).',
      ),
    ).toBeVisible();

    await user.selectOptions(others, '1');
    expect(
      screen.getByText(
        'Equifax may still report this item until January 10, 2032, and TransUnion until January 10, 2032. A letter asking to remove it can be made from the day after.',
      ),
    ).toBeVisible();
    expect(next()).toHaveAttribute('aria-disabled', 'true');

    await user.selectOptions(others, '0');
    expect(await generatedBodies(user, fake)).toEqual([
      outdatedBody({
        account_name: 'Old Loan',
        account_number: 'L-1',
        item_kind: 'bankruptcy',
        discharged_date: '2018-01-10',
      }),
    ]);
  });

  it('refuses a date in the future on its field', async () => {
    const { user } = await openForm();
    await fillAccount(user);
    await user.click(screen.getByRole('radio', { name: 'A collection' }));
    await user.type(date('Date of last activity'), '2026-12-01');
    expect(date('Date of last activity')).toHaveAccessibleDescription(
      'As your Equifax report shows it. This date cannot be in the future.',
    );
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('says the province is needed when the profile has no current address, and waits for it', async () => {
    const { user } = await openForm(null);
    await fillAccount(user);
    await user.click(screen.getByRole('radio', { name: 'A collection' }));
    await user.type(date('Date of last activity'), '2017-01-10');
    await user.click(within(bureaus()).getByRole('checkbox', { name: 'TransUnion Canada' }));
    expect(
      screen.getByText(
        'Add your current address in Personal Information: how long a bureau may report an item depends on your province.',
      ),
    ).toBeVisible();
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the API’s refusal of a bureau under the bureau choice', async () => {
    const { user, fake } = await openForm();
    fake.generateAnswers = [
      validationFailed({
        bureau:
          'Equifax may still report this item until March 2, 2024. A letter asking to remove it can be made from the day after.',
      }),
    ];
    await fillAccount(user);
    await user.click(screen.getByRole('radio', { name: 'A collection' }));
    await user.type(date('Date of last activity'), '2018-03-02');
    await user.click(within(bureaus()).getByRole('checkbox', { name: 'TransUnion Canada' }));
    await generate(user);
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(bureaus()).toHaveAccessibleDescription(
      'One letter is made for each credit bureau you choose. Equifax may still report this item until March 2, 2024. A letter asking to remove it can be made from the day after.',
    );
    // A new choice is a new question: the answer about the old one goes.
    await user.click(within(bureaus()).getByRole('checkbox', { name: 'TransUnion Canada' }));
    expect(bureaus()).toHaveAccessibleDescription(
      'One letter is made for each credit bureau you choose.',
    );
  });
});
