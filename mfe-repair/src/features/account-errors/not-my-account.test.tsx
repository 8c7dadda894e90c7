import { screen, waitFor } from '@testing-library/react';
import type { CreditorDetail } from 'shared/contract';
import {
  DIRECTORY,
  fakeApiServer,
  NORTHERN_COLLECTIONS_ID,
  PASSWORD,
  serveLetterWizardApi,
} from 'shared/letter-wizard/testing';
import { ONTARIO, renderAccountErrors } from '../../testing/account-errors-wizard';

const server = fakeApiServer();

/** A directory entry the sources give no postal code for (as Bell Canada's head office). */
const NO_POSTAL_CODE_ID = '9c3e5a21-6d74-4e3f-9f2b-4d1b8e6f7a33';
const NO_POSTAL_CODE: CreditorDetail = {
  code: 0,
  msg: 'OK',
  company: 'Head Office Telecom',
  address: '1 Carrefour Alexander-Graham-Bell',
  city: 'Verdun (Montreal)',
  province: 'Quebec',
  postal_code: '',
  fax: '',
  fax_confirmed: false,
  fax_note: '',
  phone: '',
  toll_free: '',
  phone_note: '',
  address_note: '',
};

const next = () => screen.getByRole('button', { name: 'Next step' });
const creditor = () => screen.getByRole('combobox', { name: 'Creditor' });

/** The Not My Account form past the gate, its account number typed, with the entry above listed. */
async function openNotMyAccount() {
  const fake = serveLetterWizardApi(server, {
    profile: { addresses: [ONTARIO] },
    creditors: { ...DIRECTORY, [NO_POSTAL_CODE_ID]: NO_POSTAL_CODE },
  });
  const user = renderAccountErrors();
  await user.click(screen.getByRole('radio', { name: 'An account that is not mine' }));
  await user.click(next());
  await user.type(await screen.findByLabelText('Password'), `${PASSWORD}{Enter}`);
  await user.type(await screen.findByLabelText('Account number'), 'ACC-1414');
  return { fake, user };
}

/** Generate Letter, then the generated letters page. */
async function generateLetter(user: Awaited<ReturnType<typeof openNotMyAccount>>['user']) {
  await user.click(next());
  await user.click(await screen.findByRole('button', { name: 'Generate Letter' }));
  await screen.findByRole('heading', { name: 'Credit repair letters' });
}

describe('the Not My Account letter to a directory entry without its whole address', () => {
  it('asks for what the entry lacks, filled with what it has, and sends the completed address', async () => {
    const { fake, user } = await openNotMyAccount();
    await user.selectOptions(creditor(), 'Head Office Telecom');

    const postalCode = await screen.findByLabelText('Postal code');
    expect(
      screen.getByText(/Our creditor list does not have this creditor’s complete mailing address/),
    ).toBeVisible();
    expect(screen.getByLabelText('Street address')).toHaveValue(
      '1 Carrefour Alexander-Graham-Bell',
    );
    expect(screen.getByLabelText('City')).toHaveValue('Verdun (Montreal)');
    expect(postalCode).toHaveValue('');
    // Without the postal code the letter cannot be mailed: Next shows what is missing.
    await user.click(next());
    expect(await screen.findByText('Please enter the creditors postal code.')).toBeVisible();

    await user.type(postalCode, 'H3E 1H6');
    await generateLetter(user);
    expect(fake.generateBodies).toEqual([
      {
        letter: 'does_not_have_account',
        language: 'en',
        account_number: 'ACC-1414',
        creditor_id: NO_POSTAL_CODE_ID,
        creditor_street_address: '1 Carrefour Alexander-Graham-Bell',
        creditor_city: 'Verdun (Montreal)',
        creditor_province: 'Quebec',
        creditor_postal_code: 'H3E 1H6',
      },
    ]);
  });

  it('asks nothing more for an entry with a whole address, and sends none', async () => {
    const { fake, user } = await openNotMyAccount();
    // Picked incomplete first, then a whole one: the completion goes away with it.
    await user.selectOptions(creditor(), 'Head Office Telecom');
    await screen.findByLabelText('Postal code');
    await user.selectOptions(creditor(), 'Northern Collections Inc.');
    await waitFor(() => expect(screen.queryByLabelText('Postal code')).not.toBeInTheDocument());
    await generateLetter(user);
    expect(fake.generateBodies).toEqual([
      {
        letter: 'does_not_have_account',
        language: 'en',
        account_number: 'ACC-1414',
        creditor_id: NORTHERN_COLLECTIONS_ID,
      },
    ]);
  });
});
