import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressRecord } from 'shared/contract';
import { addCatalog, i18n } from 'shared/i18n';
import {
  fakeApiServer,
  serveLetterWizardApi,
  validationFailed,
} from 'shared/letter-wizard/testing';
import { Route, Routes } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, renderWithProviders } from 'shared/testing';
import { loadRepairCatalogFr, REPAIR_NAMESPACE, repairCatalog } from '../../i18n/catalog';
import { repairCatalogFr } from '../../i18n/catalog.fr';
import { ConsumerStatementForm } from './consumer-statement-form';

addCatalog(REPAIR_NAMESPACE, repairCatalog, loadRepairCatalogFr);

const server = fakeApiServer();
const PATH = '/app/credit-repair-suite/consumer-statement';

function livingIn(provinceId: number, postalCode: string): Partial<AddressRecord> {
  return { id: 'a1', is_previous: false, province_id: provinceId, postal_code: postalCode };
}

const ALBERTA = livingIn(0, 'T5J 0N3');

function renderForm(address: Partial<AddressRecord> = ALBERTA) {
  const fake = serveLetterWizardApi(server, { profile: { addresses: [address] } });
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path={PATH} element={<ConsumerStatementForm />} />
      <Route
        path="/app/my-generated-letters/credit-repair"
        element={<h1>Credit repair letters</h1>}
      />
    </Routes>,
    { route: PATH, store },
  );
  return { user, fake };
}

const statement = () => screen.getByRole('textbox', { name: 'Your statement' });
const counter = () => screen.getByRole('list');
const generate = () => screen.getByRole('button', { name: 'Generate Letter' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the consumer statement', () => {
  it('counts as the user types, against each chosen bureau’s limit, and says which are unconfirmed', async () => {
    const { user } = renderForm();
    expect(within(counter()).getByText('Equifax: 0 of 400 characters')).toBeVisible();
    expect(within(counter()).getByText('TransUnion: 0 of 100 words')).toBeVisible();
    expect(within(counter()).getByText(/TransUnion Canada’s FAQ\)/)).toHaveTextContent(
      'This limit is unconfirmed',
    );

    await user.type(statement(), 'I lost my job in 2023.');
    expect(within(counter()).getByText('Equifax: 22 of 400 characters')).toBeVisible();
    expect(within(counter()).getByText('TransUnion: 6 of 100 words')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'TransUnion Canada' }));
    expect(within(counter()).queryByText(/TransUnion/)).not.toBeInTheDocument();
  });

  it('names the source of an unconfirmed limit in French on a French page', async () => {
    // What the lazy loading does in the app once the French texts have arrived.
    i18n.addResourceBundle('fr-CA', REPAIR_NAMESPACE, repairCatalogFr, true, true);
    await i18n.changeLanguage('fr-CA');
    try {
      renderForm();
      const list = await screen.findByRole('list');
      expect(
        within(list).getByText(/une copie de la foire aux questions de TransUnion/),
      ).toBeVisible();
      expect(within(list).queryByText(/mirror|FAQ/)).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en-CA');
    }
  });

  it('gives an Ontario resident 200 words at each bureau (after July 1, 2026)', async () => {
    renderForm(livingIn(8, 'M5X 1A9'));
    expect(await within(counter()).findByText('Equifax: 0 of 200 words')).toBeVisible();
    expect(within(counter()).getByText('TransUnion: 0 of 200 words')).toBeVisible();
  });

  it('blocks a statement over a limit with a message naming it, then sends it once shortened', async () => {
    const { user, fake } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Equifax Canada' }));
    const words = Array.from({ length: 101 }, () => 'paid').join(' ');
    await user.click(statement());
    await user.paste(words);
    expect(statement()).toHaveAccessibleDescription(
      expect.stringContaining(
        'TransUnion accepts up to 100 words; your statement has 101. Please shorten it.',
      ),
    );
    expect(
      within(counter()).getByText('TransUnion: 101 of 100 words (over the limit)'),
    ).toBeVisible();
    await user.click(generate());
    expect(fake.generateBodies).toEqual([]);
    expect(statement()).toHaveFocus();

    await user.type(statement(), '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(statement()).not.toHaveAccessibleDescription(expect.stringContaining('accepts up to'));
    await user.type(screen.getByLabelText('What the statement explains (optional)'), 'Maple Visa');
    await user.click(generate());
    expect(await screen.findByRole('heading', { name: 'Credit repair letters' })).toBeVisible();
    expect(fake.generateBodies).toEqual([
      {
        letter: 'consumer_statement',
        language: 'en',
        statement: Array.from({ length: 100 }, () => 'paid').join(' '),
        item: 'Maple Visa',
        bureau: 'TransUnion',
      },
    ]);
  });

  it('asks for a statement before sending, and shows the API’s message on the field', async () => {
    const { user, fake } = renderForm();
    await user.click(generate());
    expect(statement()).toHaveAccessibleDescription(
      expect.stringContaining('Please write your statement.'),
    );
    expect(fake.generateBodies).toEqual([]);

    fake.generateAnswers = [
      validationFailed({
        statement: 'Equifax accepts up to 400 characters; your statement has 401.',
      }),
    ];
    await user.type(statement(), 'Short.');
    await user.click(generate());
    expect(await screen.findByText(/your statement has 401/)).toBeVisible();
  });

  it('writes the letter in French for a Québec resident, or in the language chosen', async () => {
    const { user, fake } = renderForm(livingIn(10, 'H2X 3K4'));
    const french = await screen.findByRole('radio', { name: 'Français' });
    await vi.waitFor(() => expect(french).toBeChecked());
    await user.type(statement(), 'I paid this account in full.');
    await user.click(generate());
    await vi.waitFor(() => expect(fake.generateBodies).toHaveLength(1));
    expect(fake.generateBodies[0]).toMatchObject({ letter: 'consumer_statement', language: 'fr' });
  });

  it('lets an Alberta resident choose French for the letter', async () => {
    const { user, fake } = renderForm();
    expect(screen.getByRole('group', { name: 'Language of the letter' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Français' }));
    await user.type(statement(), 'I paid this account in full.');
    await user.click(generate());
    await vi.waitFor(() => expect(fake.generateBodies).toHaveLength(1));
    expect(fake.generateBodies[0]).toMatchObject({ language: 'fr' });
  });
});
