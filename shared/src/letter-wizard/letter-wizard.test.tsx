import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type {
  AddressRecord,
  BankingAccountRecord,
  ContactRecord,
  EmploymentRecord,
  LetterBureauChoice,
} from 'shared/contract';
import { i18n } from 'shared/i18n';
import { signedIn } from 'shared/session';
import { createTestStore, renderWithProviders } from 'shared/testing';
import { AccountGate, type AccountUnlock } from './account-gate';
import { AccountPicker } from './account-picker';
import { BureauChoice } from './bureau-choice';
import { CreditorPicker, type PickedCreditor } from './creditor-picker';
import { SupportingDocuments } from './supporting-documents';
import {
  bankingAccount as account,
  fakeApiServer,
  NORTHERN_COLLECTIONS,
  NORTHERN_COLLECTIONS_ID,
  serveLetterWizardApi,
} from './testing/fake-letter-wizard-api';
import { letterWizardTextsFr } from './texts.fr';
import { useLetterGenerator } from './use-letter-generator';
import { defaultLetterLanguage } from './use-letter-language';
import { letterPrefillFrom } from './use-letter-prefill';

const server = fakeApiServer();

function signedInStore() {
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  return store;
}

describe('letterPrefillFrom', () => {
  const contact = { id: 'c1', first_name: 'Marie', last_name: 'Côté' } as ContactRecord;
  const current = {
    id: 'a1',
    is_previous: false,
    address_line_one: '12 Rue Principale',
    address_line_two: 'Apt 3',
    city: 'Gatineau',
    province_id: 10,
    postal_code: 'J8X 1A1',
  } as AddressRecord;
  const previous = { ...current, id: 'a2', is_previous: true, city: 'Ottawa' } as AddressRecord;
  const employment = { id: 'e1', name: 'Hydro-Québec' } as EmploymentRecord;

  it('takes the employer, the first contact’s name and the current address', () => {
    expect(letterPrefillFrom([contact], [previous, current], [employment])).toEqual({
      currentEmployer: 'Hydro-Québec',
      correctName: 'Marie Côté',
      address: {
        street_address: '12 Rue Principale',
        address_line_two: 'Apt 3',
        city: 'Gatineau',
        province: 'Quebec',
        postal_code: 'J8X 1A1',
      },
      provinceCode: 'QC',
    });
  });

  it('gives the province the letters use: the postal code wins over the select', () => {
    const mismatched = { ...current, province_id: 0, postal_code: 'M5V 2T6' } as AddressRecord;
    expect(letterPrefillFrom([], [mismatched], []).provinceCode).toBe('ON');
  });

  it('leaves every field empty without a profile, and names the Northwest Territories', () => {
    expect(letterPrefillFrom([], [], [])).toEqual({
      currentEmployer: '',
      correctName: '',
      address: {
        street_address: '',
        address_line_two: '',
        city: '',
        province: '',
        postal_code: '',
      },
      provinceCode: null,
    });
    const north = { ...current, province_id: 5 } as AddressRecord;
    expect(letterPrefillFrom([], [north], []).address.province).toBe('Northwest Territories');
  });
});

function BureauHarness({ onChange }: { onChange: (value: LetterBureauChoice) => void }) {
  const [value, setValue] = useState<LetterBureauChoice>('both');
  return (
    <BureauChoice
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('BureauChoice', () => {
  it('starts with both bureaus and never lets the choice become empty', async () => {
    const user = userEvent.setup();
    const changes: LetterBureauChoice[] = [];
    renderWithProviders(<BureauHarness onChange={(value) => changes.push(value)} />);
    const equifax = screen.getByRole('checkbox', { name: 'Equifax Canada' });
    const transunion = screen.getByRole('checkbox', { name: 'TransUnion Canada' });
    expect(equifax).toBeChecked();
    expect(transunion).toBeChecked();

    await user.click(transunion);
    expect(changes).toEqual(['Equifax']);
    await user.click(equifax);
    expect(equifax).toBeChecked();
    expect(changes).toEqual(['Equifax']);
    await user.click(transunion);
    expect(changes).toEqual(['Equifax', 'both']);
  });
});

describe('AccountPicker', () => {
  it('shows each account as name | full account number', async () => {
    const user = userEvent.setup();
    const picked: BankingAccountRecord[] = [];
    const accounts = [account('b', 'Amex', '3782 822463 10005'), account('a', 'Visa', '4520')];
    renderWithProviders(
      <AccountPicker accounts={accounts} value="" onPick={(chosen) => picked.push(chosen)} />,
    );
    const select = screen.getByRole('combobox', { name: 'Account' });
    expect(screen.getByRole('option', { name: 'Amex | 3782 822463 10005' })).toBeInTheDocument();
    await user.selectOptions(select, 'Visa | 4520');
    expect(picked.map((chosen) => chosen.id)).toEqual(['a']);
  });

  it('points to Banking Information when there is no account', () => {
    renderWithProviders(<AccountPicker accounts={[]} value="" onPick={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Go to Banking Information' })).toHaveAttribute(
      'href',
      '/app/edit-account-info',
    );
  });
});

describe('AccountGate', () => {
  it('says Incorrect password. on -1, then opens with the right password', async () => {
    const user = userEvent.setup();
    serveLetterWizardApi(server, {
      password: 'Right-Password-2026',
      accounts: [account('z', 'Zed Card', '9'), account('a', 'Amex', '1')],
    });
    const unlocks: AccountUnlock[] = [];
    renderWithProviders(<AccountGate onUnlocked={(unlock) => unlocks.push(unlock)} />, {
      store: signedInStore(),
    });
    const field = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();

    await user.type(field, 'wrong{Enter}');
    expect(await screen.findByText('Incorrect password.')).toBeInTheDocument();
    expect(unlocks).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Right-Password-2026{Enter}');
    await waitFor(() => expect(unlocks).toHaveLength(1));
    expect(unlocks[0]?.accounts.map((chosen) => chosen.account_name)).toEqual(['Amex', 'Zed Card']);
    expect(unlocks[0]?.password.reveal()).toBe('Right-Password-2026');
    expect(JSON.stringify(unlocks[0]?.password)).toBe('"[concealed]"');
  });
});

describe('CreditorPicker', () => {
  it('lists the directory and hands over the chosen creditor’s details', async () => {
    const user = userEvent.setup();
    const id = '6f1c2b9e-3f9a-4c55-9d0e-0a1b2c3d4e5f';
    const api = serveLetterWizardApi(server, {
      creditors: {
        [id]: {
          code: 0,
          msg: 'OK',
          company: 'Capital One (Canada)',
          address: 'P.O. Box 503, Stn. D',
          city: 'Scarborough',
          province: 'Ontario',
          postal_code: 'M1R 5L1',
          fax: '',
          fax_confirmed: false,
          fax_note: '',
          phone: '',
          toll_free: '1-800-481-3239',
          phone_note: '',
          address_note: '',
        },
        [NORTHERN_COLLECTIONS_ID]: NORTHERN_COLLECTIONS,
      },
    });
    const picks: PickedCreditor[] = [];
    renderWithProviders(<CreditorPicker value={null} onPick={(picked) => picks.push(picked)} />, {
      store: signedInStore(),
    });
    const select = await screen.findByRole('combobox', { name: 'Creditor' });
    await user.selectOptions(select, 'Capital One (Canada)');
    await waitFor(() => expect(picks).toHaveLength(1));
    expect(api.creditorIds).toEqual([id]);
    expect(picks[0]).toMatchObject({ id, address: 'P.O. Box 503, Stn. D', province: 'Ontario' });
  });
});

describe('defaultLetterLanguage', () => {
  it('follows the interface language', () => {
    expect(defaultLetterLanguage('en-CA', 'ON')).toBe('en');
    expect(defaultLetterLanguage('fr-CA', 'ON')).toBe('fr');
    expect(defaultLetterLanguage('fr', null)).toBe('fr');
    expect(defaultLetterLanguage(undefined, null)).toBe('en');
  });

  it('is French for a consumer whose current address is in Québec', () => {
    expect(defaultLetterLanguage('en-CA', 'QC')).toBe('fr');
  });
});

/** The documents step of a wizard, as the wizards use the kit: its generator and its choice. */
function DocumentsHarness() {
  const generator = useLetterGenerator({ successPath: '/app/my-generated-letters' });
  return (
    <SupportingDocuments language={generator.language}>
      <button
        type="button"
        onClick={() =>
          void generator.generate({
            letter: 'error_of_name',
            correct_name: 'Marie Côté',
            incorrect_name: 'Mary Cote',
          })
        }
      >
        Generate Letter
      </button>
    </SupportingDocuments>
  );
}

const QUEBEC_ADDRESS = {
  id: 'a1',
  is_previous: false,
  address_line_one: '12 Rue Principale',
  address_line_two: '',
  city: 'Gatineau',
  province_id: 10,
  postal_code: 'J8X 1A1',
} as AddressRecord;
const ONTARIO_ADDRESS = {
  ...QUEBEC_ADDRESS,
  city: 'Ottawa',
  province_id: 8,
  postal_code: 'K1P 1J1',
} as AddressRecord;

describe('Language of the letter', () => {
  it('defaults to French for a Québec address and sends it in the body', async () => {
    const user = userEvent.setup();
    const api = serveLetterWizardApi(server, { profile: { addresses: [QUEBEC_ADDRESS] } });
    renderWithProviders(<DocumentsHarness />, { store: signedInStore() });
    const group = screen.getByRole('group', { name: 'Language of the letter' });
    expect(group).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));
    await waitFor(() => expect(api.generateBodies).toHaveLength(1));
    expect(api.generateBodies[0]).toMatchObject({ letter: 'error_of_name', language: 'fr' });
  });

  it('defaults to the interface language elsewhere, and sends the language chosen', async () => {
    const user = userEvent.setup();
    const api = serveLetterWizardApi(server, { profile: { addresses: [ONTARIO_ADDRESS] } });
    renderWithProviders(<DocumentsHarness />, { store: signedInStore() });
    await waitFor(() => expect(api.generateBodies).toHaveLength(0));
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));
    await waitFor(() => expect(api.generateBodies).toHaveLength(1));
    expect(api.generateBodies[0]).toMatchObject({ language: 'en' });

    await user.click(screen.getByRole('radio', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Generate Letter' }));
    await waitFor(() => expect(api.generateBodies).toHaveLength(2));
    expect(api.generateBodies[1]).toMatchObject({ language: 'fr' });
  });

  it('defaults to French in the French interface, labelled « Langue de la lettre »', async () => {
    i18n.addResourceBundle('fr-CA', 'letterWizard', letterWizardTextsFr, true, true);
    await i18n.changeLanguage('fr-CA');
    try {
      const user = userEvent.setup();
      const api = serveLetterWizardApi(server, { profile: { addresses: [ONTARIO_ADDRESS] } });
      renderWithProviders(<DocumentsHarness />, { store: signedInStore() });
      // The French texts hold the screen until they arrive (the lead's lazy loading).
      expect(await screen.findByRole('group', { name: 'Langue de la lettre' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Generate Letter' }));
      await waitFor(() => expect(api.generateBodies).toHaveLength(1));
      expect(api.generateBodies[0]).toMatchObject({ language: 'fr' });
    } finally {
      await i18n.changeLanguage('en-CA');
    }
  });
});
