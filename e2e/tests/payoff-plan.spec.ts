import type { APIRequestContext } from '@playwright/test';
import { expect, postApi, test } from '../fixtures';
import { BankingPage } from '../page-models/banking-page';
import { directoryCreditor } from '../page-models/creditor-directory';
import { type NewUser, signInNewUser } from '../page-models/letters-user';
import { SettlementSuitePage } from '../page-models/settlement-suite';
import { englishShown } from '../support/french-sweep';

/**
 * Three debts whose avalanche (the card at 29.99 % first) ends two months before their snowball
 * (the store card first) at $500 a month; their minimums add up to $330 a month.
 */
const DEBTS = [
  { name: 'Maple Visa', number: '4520 8817 3306 2201', balance: 8000, rate: 29.99, minimum: 240 },
  { name: 'Car loan', number: 'CL-55-0192', balance: 1500, rate: 6, minimum: 50 },
  { name: 'Store card', number: 'SC-77-3310', balance: 400, rate: 0, minimum: 40 },
];

/** The three debts, added through the API; banking writes carry the password as `secret`. */
async function addDebts(request: APIRequestContext, user: NewUser): Promise<void> {
  for (const debt of DEBTS) {
    const answer = await postApi(
      request,
      '/banking-information',
      {
        account_name: debt.name,
        full_account_number: debt.number,
        credit_limit: 10000,
        account_association: 'individual',
        account_type: 'revolving',
        account_status: 'agreed',
        correct_credit_balance: debt.balance,
        reported_credit_balance: debt.balance,
        number_of_late_payments: 0,
        date_of_last_activity: '2026-10-01',
        date_opened: '2020-01-15',
        interest_rate: debt.rate,
        minimum_payment: debt.minimum,
        secret: user.password,
      },
      { 'X-API-Key': user.key },
    );
    expect(answer.code).toBe(0);
  }
}

test('payoff plan: three debts, opened from the list, strategies compared, the monthly amount changed', {
  tag: ['@banking', '@settlement'],
}, async ({ page, request, makeAxeBuilder }) => {
  const user = await signInNewUser(page, request, { withPersonalData: true });
  await addDebts(request, user);

  const banking = new BankingPage(page);
  await banking.goto();
  await banking.unlock(user.password);
  await page.getByRole('link', { name: 'Plan to pay off my debts' }).click();
  await expect(page).toHaveURL(/\/app\/edit-account-info\/payoff$/);
  await expect(page.getByRole('heading', { name: 'Plan to pay off your debts' })).toBeVisible();
  // Moving from the list to the plan did not ask for the password again.
  await expect(page.getByLabel('Password')).toHaveCount(0);

  const amount = page.getByRole('textbox', {
    name: 'Amount you can pay toward your debts each month',
  });
  const debtFree = page.getByText(/^Debt-free in/);
  await amount.fill('500');
  await expect(debtFree).toContainText('after 26 months');
  const avalanche = await debtFree.textContent();

  await page.getByRole('radio', { name: /Smallest balance first/ }).check();
  await expect(debtFree).toContainText('after 28 months');
  expect(await debtFree.textContent()).not.toBe(avalanche);

  await amount.fill('600');
  await expect(debtFree).toContainText('after 22 months');
  await amount.fill('0');
  await expect(page.getByText('Enter an amount above $0.')).toBeVisible();
  await expect(debtFree).toHaveCount(0);
  await amount.fill('600');
  await page.getByLabel('How often you are paid').selectOption('biweekly');
  await expect(page.getByText(/^Set aside \$276\.93 from each pay/)).toBeVisible();
  // The chart loads after the figures; axe then checks it too.
  const chart = page.getByRole('img', { name: 'Balances over time' });
  await expect(chart).toBeVisible();
  expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

  // On a 360 px phone nothing scrolls sideways, and the comparison shows each strategy as a
  // card: its debt-free date and total interest in view, each under its label.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(chart).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
  const compare = page.getByRole('table', { name: 'The three orders compared' });
  for (const cell of await compare.getByRole('cell').all()) {
    await cell.scrollIntoViewIfNeeded();
    const box = await cell.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360).toBe(true);
  }
  await expect(compare.getByRole('cell').first()).toBeInViewport();

  // An amount below the minimums: by how much, and the options side by side.
  await amount.fill('200');
  await expect(page.getByText(/\$130\.00 short of the minimum payments/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Consumer proposal' })).toBeVisible();
  expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
});

test('payoff plan: a visitor who opens its address directly meets the password gate', {
  tag: ['@banking', '@settlement'],
}, async ({ page, request }) => {
  const user = await signInNewUser(page, request, { withPersonalData: false });
  await page.goto('/app/edit-account-info/payoff');
  const banking = new BankingPage(page);
  await banking.unlock(user.password);
  await expect(page.getByText('None of your accounts has a balance to pay off.')).toBeVisible();
});

test('payoff plan: what if I settle a debt at 40 %, then the offer letter prefilled with it', {
  tag: ['@banking', '@settlement'],
}, async ({ page, request }) => {
  const user = await signInNewUser(page, request, { withPersonalData: true });
  await addDebts(request, user);
  const creditor = await directoryCreditor(request, user.key, 'Tangerine Bank');
  await page.goto('/app/edit-account-info/payoff');
  await new BankingPage(page).unlock(user.password);
  await page
    .getByRole('textbox', { name: 'Amount you can pay toward your debts each month' })
    .fill('500');
  await page.getByLabel('Debt to settle').selectOption({ label: 'Maple Visa' });
  await page.getByRole('spinbutton', { name: 'Offer, in % of its balance' }).fill('40');
  await expect(
    page.getByText(
      'Settling Maple Visa at this percentage means offering $3,200.00 of its $8,000.00 balance.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/your plan would end 22 months sooner/)).toBeVisible();
  await page
    .getByRole('link', { name: 'Prepare the settlement offer letter with this amount' })
    .click();

  const suite = new SettlementSuitePage(page);
  const { wizard } = suite;
  await expect(wizard.step(1)).toBeVisible();
  await expect(
    wizard.region.getByRole('radio', { name: 'A Letter To Offer A Settlement' }),
  ).toBeChecked();
  await wizard.next();
  await wizard.chooseCreditor(creditor.name);
  await wizard.next();
  await wizard.enterGatePassword(user.password);
  await expect(wizard.account).toBeVisible();
  await expect(wizard.account.locator('option:checked')).toHaveText(/^Maple Visa/);
  await expect(suite.amount).toHaveValue('3200.00');
  await expect(suite.balance).toHaveValue('8000.00');
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('payoff plan: in French, no English text and nothing for axe, with the plan, the chart and the relief options', {
    tag: ['@banking', '@settlement'],
  }, async ({ page, request, makeAxeBuilder }) => {
    const user = await signInNewUser(page, request, { withPersonalData: true });
    const language = await request.put('/api/v1/language', {
      data: { language: 'fr' },
      headers: { 'X-API-Key': user.key },
    });
    expect(((await language.json()) as { code: number }).code).toBe(0);
    await addDebts(request, user);

    await page.goto('/app/edit-account-info/payoff');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(
      page.getByRole('heading', { name: 'Planifier le remboursement de vos dettes' }),
    ).toBeVisible();

    // The plan, its comparison, the settlement what-if, the schedule and the chart.
    await page
      .getByRole('textbox', { name: 'Montant que vous pouvez consacrer à vos dettes chaque mois' })
      .fill('500');
    await page.getByLabel('À quelle fréquence vous êtes payé').selectOption('biweekly');
    await expect(page.getByText(/^Libéré de vos dettes en/)).toContainText('après 26 mois');
    await page.getByLabel('Dette à régler').selectOption({ label: 'Maple Visa' });
    await page.getByRole('spinbutton', { name: 'Offre, en % de son solde' }).fill('40');
    await expect(page.getByText(/^Régler Maple Visa à ce pourcentage/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Les soldes au fil du temps' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await englishShown(page, 'the plan')).toEqual([]);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    // An amount below the minimums: the shortfall and the debt-relief options.
    await page
      .getByRole('textbox', { name: 'Montant que vous pouvez consacrer à vos dettes chaque mois' })
      .fill('200');
    await expect(page.getByRole('heading', { name: 'Proposition de consommateur' })).toBeVisible();
    expect(await englishShown(page, 'the relief options')).toEqual([]);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
  });
});
