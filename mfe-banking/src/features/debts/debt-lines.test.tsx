import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { BankingAccountRecord } from 'shared/contract';
import { setLanguage } from 'shared/i18n';
import { Route, Routes, useLocation } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, plainSpaces, renderWithProviders } from 'shared/testing';
import { BAD_DEBT as CARD_BAD_DEBT, GOOD_STANDING, OLD_LATE } from '../../testing/debt-accounts';
import { apiUrl, createFakeBankingApi, VISA } from '../../testing/fake-banking-api';

const BAD_DEBT: BankingAccountRecord = { ...CARD_BAD_DEBT, interest_rate: 39.99 };
const BANKRUPTCY: BankingAccountRecord = { ...GOOD_STANDING, debt_kind: 'bankruptcy' };

import { DebtLines } from '.';
import { ADDRESS_TAB_PATH, BANKRUPTCY_TAB_PATH } from './debt-lines';

const { fake, server } = createFakeBankingApi();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  fake.bankruptcies = [];
  fake.calls = [];
});
afterAll(() => server.close());

const TODAY = '2026-11-28';
const PROVINCE_IDS = { ON: 8, NL: 4 } as const;

function livesIn(code: keyof typeof PROVINCE_IDS | null) {
  fake.addresses = code
    ? [{ id: 'a1', is_previous: false, province_id: PROVINCE_IDS[code], postal_code: '' }]
    : [];
}

/** Where a link leads: the path and the prefill it hands the wizard. */
function Destination() {
  const location = useLocation();
  return <pre data-testid="destination">{JSON.stringify(location.state)}</pre>;
}

function renderLines(account: BankingAccountRecord) {
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  renderWithProviders(
    <Routes>
      <Route
        path="/app/edit-account-info"
        element={<DebtLines account={account} today={TODAY} />}
      />
      <Route path="/app/credit-repair-suite/errors-with-account" element={<Destination />} />
      <Route path={ADDRESS_TAB_PATH} element={<Destination />} />
      <Route path={BANKRUPTCY_TAB_PATH} element={<h1>Bankruptcy tab</h1>} />
    </Routes>,
    { route: '/app/edit-account-info', store },
  );
}

async function lines() {
  return within(await screen.findByRole('list')).getAllByRole('listitem');
}

describe('the debt lines of an account card, in English', () => {
  it('dates the removal at both bureaus and links to the outdated item letter, prefilled, once it has passed', async () => {
    livesIn('ON');
    renderLines(OLD_LATE);
    const [equifax, transunion, dispute] = await lines();
    expect(equifax).toHaveTextContent(
      'Should have left your Equifax report on April 15, 2025: if it is still there, you can ask for its removal.',
    );
    expect(transunion).toHaveTextContent(
      'Should have left your TransUnion report around April 15, 2025 (unconfirmed: the sources do not settle this date)',
    );
    const link = within(dispute as HTMLElement).getByRole('link', {
      name: 'Ask Equifax and TransUnion to remove it',
    });
    await userEvent.click(link);
    expect(JSON.parse((await screen.findByTestId('destination')).textContent ?? '')).toEqual({
      accountErrorsPrefill: {
        letter: 'outdated_item',
        account_id: VISA.id,
        item_kind: 'account',
        bureau: 'both',
        last_activity_date: '2019-04-15',
      },
    });
  });

  it('names the one bureau the item is past at in the link', async () => {
    livesIn('ON');
    // A judgment filed on 2020-03-01: past Equifax's 6 years, not TransUnion's 7 in Ontario.
    renderLines({ ...GOOD_STANDING, debt_kind: 'judgment', date_opened: '2020-03-01' });
    const list = await screen.findByRole('list', { name: 'Credit report and limitation period' });
    expect(list).toHaveTextContent('Leaves your TransUnion report around March 1, 2027.');
    await userEvent.click(within(list).getByRole('link', { name: 'Ask Equifax to remove it' }));
    expect(JSON.parse((await screen.findByTestId('destination')).textContent ?? '')).toEqual({
      accountErrorsPrefill: {
        letter: 'outdated_item',
        account_id: VISA.id,
        item_kind: 'judgment',
        bureau: 'Equifax',
        started_date: '2020-03-01',
      },
    });
  });

  it('says a debt is past its limitation period (ON) and links to the statute-barred letter with its last payment', async () => {
    livesIn('ON');
    renderLines(BAD_DEBT);
    const list = await screen.findByRole('list', { name: 'Credit report and limitation period' });
    expect(list).toHaveTextContent('Leaves your Equifax report around March 1, 2028.');
    expect(list).toHaveTextContent(
      'Past the limitation period since July 1, 2023. Counted from the last payment or activity, June 30, 2021.',
    );
    expect(list).not.toHaveTextContent('legal clinic');
    // 39.99 % on a bad debt opened in 2019: above the criminal rate, with the date's caveat.
    expect(list).toHaveTextContent(
      'Your rate, 39.99% APR, is above 35% APR, the criminal interest rate for credit agreements made since January 1, 2025',
    );
    expect(list).toHaveTextContent('This account was opened before that date');
    expect(list).toHaveTextContent('complain to Consumer Protection Ontario');
    await userEvent.click(screen.getByRole('link', { name: 'Prepare the statute-barred letter' }));
    expect(JSON.parse((await screen.findByTestId('destination')).textContent ?? '')).toEqual({
      accountErrorsPrefill: {
        letter: 'statute_barred_account',
        account_id: VISA.id,
        last_payment_date: '2021-06-30',
      },
    });
  });

  it('in Newfoundland and Labrador, says the period is unconfirmed and warns before paying', async () => {
    livesIn('NL');
    renderLines(BAD_DEBT);
    const list = await screen.findByRole('list');
    expect(list).toHaveTextContent(
      'Limitation period ends July 1, 2027. Counted from the last payment or activity, June 30, 2021. Secured debts, student loans, tax and support debts follow other rules. Unconfirmed for your province; check with a legal clinic.',
    );
    expect(list).toHaveTextContent(
      'Before paying anything on this debt: any payment, even a small one, or a written acknowledgement starts the limitation period again.',
    );
    expect(screen.queryByRole('link', { name: 'Prepare the statute-barred letter' })).toBeNull();
  });

  it('asks for the current address, with a link to its tab, when none is known', async () => {
    livesIn(null);
    renderLines(BAD_DEBT);
    expect(await screen.findByRole('link', { name: 'Add your current address' })).toHaveAttribute(
      'href',
      ADDRESS_TAB_PATH,
    );
  });

  it('says nothing about the address when it could not be read', async () => {
    server.use(http.get(apiUrl('/address'), () => HttpResponse.json({}, { status: 500 })));
    renderLines(BAD_DEBT);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('link', { name: 'Add your current address' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('asks for a bankruptcy’s date of discharge, with a link to the bankruptcy tab, when the profile does not hold it', async () => {
    livesIn('ON');
    fake.bankruptcies = [{ id: 'b1', declared: true, times: 1, discharge: null }];
    renderLines(BANKRUPTCY);
    const list = await screen.findByRole('list', { name: 'Credit report and limitation period' });
    expect(list).toHaveTextContent(
      'When this bankruptcy leaves your credit reports depends on its date of discharge: add it to this account or to your profile to see the dates.',
    );
    // One request for the date, not a line per bureau.
    expect(list).not.toHaveTextContent('Equifax');
    await userEvent.click(within(list).getByRole('link', { name: 'Add your date of discharge' }));
    expect(await screen.findByRole('heading', { name: 'Bankruptcy tab' })).toBeInTheDocument();
  });

  it('asks for the date of discharge too when the bankruptcy tab was never filled', async () => {
    livesIn('ON');
    renderLines(BANKRUPTCY);
    expect(await screen.findByRole('link', { name: 'Add your date of discharge' })).toHaveAttribute(
      'href',
      BANKRUPTCY_TAB_PATH,
    );
  });

  it('dates a bankruptcy from the discharge on the profile, and offers the dispute once both dates passed', async () => {
    livesIn('ON');
    fake.bankruptcies = [{ id: 'b1', declared: true, times: 1, discharge: '2019-05-20' }];
    renderLines(BANKRUPTCY);
    const list = await screen.findByRole('list', { name: 'Credit report and limitation period' });
    expect(list).toHaveTextContent(
      'Should have left your Equifax report on May 20, 2025: if it is still there, you can ask for its removal.',
    );
    expect(list).toHaveTextContent(
      'Should have left your TransUnion report around May 20, 2026 (unconfirmed: the sources do not settle this date)',
    );
    expect(screen.queryByRole('link', { name: 'Add your date of discharge' })).toBeNull();
    await userEvent.click(
      within(list).getByRole('link', { name: 'Ask Equifax and TransUnion to remove it' }),
    );
    // The discharge and the other bankruptcies come from the profile's bankruptcy tab.
    expect(JSON.parse((await screen.findByTestId('destination')).textContent ?? '')).toEqual({
      accountErrorsPrefill: {
        letter: 'outdated_item',
        account_id: VISA.id,
        item_kind: 'bankruptcy',
        bureau: 'both',
        discharged_date: '2019-05-20',
        other_bankruptcies: 0,
      },
    });
  });

  it('dates a bankruptcy 14 years from discharge when the profile counts two', async () => {
    livesIn('ON');
    fake.bankruptcies = [{ id: 'b1', declared: true, times: 2, discharge: '2019-05-20' }];
    renderLines(BANKRUPTCY);
    const list = await screen.findByRole('list', { name: 'Credit report and limitation period' });
    expect(list).toHaveTextContent('Leaves your Equifax report around May 20, 2033.');
  });

  it('shows nothing for an account in good standing', async () => {
    livesIn('ON');
    renderLines(GOOD_STANDING);
    // Wait for the address read, then check nothing came.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('list')).toBeNull();
    // Only a bankruptcy's card reads the bankruptcy tab.
    expect(fake.calls.filter((call) => call.path === '/bankruptcy')).toEqual([]);
  });
});

describe('the debt lines of an account card, in French', () => {
  beforeEach(() => setLanguage('fr'));
  afterEach(() => setLanguage('en'));

  it('says the same in Québec French, dates and amounts as French writes them', async () => {
    livesIn('NL');
    renderLines({ ...BAD_DEBT, debt_kind: 'payday_loan', interest_rate: 400 });
    const list = await screen.findByRole('list', {
      name: 'Dossier de crédit et délai de prescription',
    });
    const text = plainSpaces(list.textContent);
    expect(text).toContain('Quitte votre dossier Équifax vers le 1er mars 2028.');
    expect(text).toContain('Le délai de prescription prend fin le 1er juillet 2027.');
    expect(text).toContain(
      'Non confirmé pour votre province ; vérifiez auprès d’une clinique juridique.',
    );
    expect(text).toContain('Avant de payer quoi que ce soit sur cette dette :');
    expect(text).toContain(
      'À 400 % TAP, un prêt sur salaire de 14 jours ou plus coûte plus de 14 $ par tranche de 100 $ empruntés (15,34 $ par 100 $ sur 14 jours)',
    );
  });

  it('words the removal letter’s link in French', async () => {
    livesIn('ON');
    renderLines(OLD_LATE);
    expect(
      await screen.findByRole('link', {
        name: 'Demander à Équifax et à TransUnion de retirer cette inscription',
      }),
    ).toBeInTheDocument();
  });

  it('asks for the date of discharge in French', async () => {
    livesIn('ON');
    renderLines(BANKRUPTCY);
    const link = await screen.findByRole('link', { name: 'Ajouter votre date de libération' });
    expect(plainSpaces(link.closest('li')?.textContent)).toContain(
      'La date à laquelle cette faillite quittera vos dossiers de crédit dépend de sa date de libération : ajoutez-la à ce compte ou à votre profil pour voir ces dates.',
    );
  });
});
