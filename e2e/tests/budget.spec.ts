import type AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { AppShell } from '../page-models/app-shell';
import { BudgetSuitePage, signInAsNewUser } from '../page-models/budget-suite-page';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@budget'] };

const DEFAULT_INCOME = [
  'Your take home pay',
  'Partners take home pay',
  'Bonuses and overtime',
  'Income from savings and investments',
  'Child support received',
  'Any other income or money',
];

const ACCOMMODATION = 'Accomodation (Rent or House Mortgage Tax and Expenses)';

function summarize(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test.beforeEach(async ({ page, request }) => {
  await signInAsNewUser(page, request);
});

test(
  'edits both tables, keeps the totals right, and finds everything after a reload',
  JOURNEY,
  async ({ page }) => {
    const budget = new BudgetSuitePage(page);
    await budget.goto();
    await expect(budget.heading).toBeVisible();

    // A new user starts from the default rows, all at 0.
    await expect(budget.tab('Income')).toHaveAttribute('aria-selected', 'true');
    await expect(budget.rowNames()).toHaveText(DEFAULT_INCOME);
    await expect(budget.amount('Your take home pay')).toHaveValue('0');
    await expect(budget.frequency('Your take home pay')).toHaveValue('Weekly');
    await expect(budget.total('Total Yearly Income')).toHaveText('$0.00');

    // Income: amounts and frequencies, a new row, a deleted row.
    await budget.setAmount('Your take home pay', '1000');
    await expect(budget.annualAmount('Your take home pay')).toHaveText('$52,000.00');
    await budget.setFrequency('Your take home pay', 'Bi-Weekly');
    await expect(budget.annualAmount('Your take home pay')).toHaveText('$26,000.00');
    await budget.setFrequency('Partners take home pay', 'Weekly');
    await budget.setAmount('Partners take home pay', '0.10');
    await expect(budget.annualAmount('Partners take home pay')).toHaveText('$5.20');

    await budget.addNewRowButton.click();
    await budget.addRowButton.click();
    await expect(page.getByText('Please enter a name for this row.')).toBeVisible();
    await budget.newRowName.fill('Side job');
    await budget.addRowButton.click();
    await expect(budget.frequency('Side job')).toHaveValue('Monthly');
    await budget.setAmount('Side job', '250');
    await budget.deleteRow('Child support received');
    await expect(budget.rowNames()).toHaveText([
      'Your take home pay',
      'Partners take home pay',
      'Bonuses and overtime',
      'Income from savings and investments',
      'Any other income or money',
      'Side job',
    ]);
    await expect(budget.total('Total Yearly Income')).toHaveText('$29,005.20');

    // Outgoing: the same, on the other tab.
    await budget.openTab('Outgoing');
    await budget.setFrequency(ACCOMMODATION, 'Monthly');
    await budget.setAmount(ACCOMMODATION, '1800');
    await budget.setAmount('Electricity', '150');
    await expect(budget.annualAmount('Electricity')).toHaveText('$600.00');
    await budget.addRow('Groceries');
    await budget.setAmount('Groceries', '400');
    await budget.deleteRow('Entertainment Expenses');
    await expect(budget.deleteButton('Entertainment Expenses')).toHaveCount(0);

    await expect(budget.total('Total Yearly Income')).toHaveText('$29,005.20');
    await expect(budget.total('Total Yearly Outgoings')).toHaveText('$27,000.00');
    await expect(budget.total('Each Year You Save')).toHaveText('$2,005.20');
    await expect(budget.savedStatus()).toBeVisible();

    await page.reload();
    await expect(budget.rowNames()).toHaveText([
      'Your take home pay',
      'Partners take home pay',
      'Bonuses and overtime',
      'Income from savings and investments',
      'Any other income or money',
      'Side job',
    ]);
    await expect(budget.amount('Your take home pay')).toHaveValue('1000');
    await expect(budget.frequency('Your take home pay')).toHaveValue('Bi-Weekly');
    await expect(budget.amount('Partners take home pay')).toHaveValue('0.10');
    await expect(budget.amount('Side job')).toHaveValue('250');
    await budget.openTab('Outgoing');
    await expect(budget.frequency(ACCOMMODATION)).toHaveValue('Monthly');
    await expect(budget.amount(ACCOMMODATION)).toHaveValue('1800');
    await expect(budget.amount('Groceries')).toHaveValue('400');
    await expect(budget.rowNames().last()).toHaveText('Groceries');
    await expect(budget.deleteButton('Entertainment Expenses')).toHaveCount(0);
    await expect(budget.total('Total Yearly Outgoings')).toHaveText('$27,000.00');
    await expect(budget.total('Each Year You Save')).toHaveText('$2,005.20');

    // Outgoings above income: a shortfall, said in words.
    await budget.setAmount('Groceries', '1000');
    await expect(budget.total('Each Year You Save')).toHaveText('-$5,194.80');
    await expect(
      page.getByText('Shortfall: you spend $5,194.80 more than you earn each year.'),
    ).toBeVisible();
  },
);

test('an invalid amount is marked and not saved until it is fixed', JOURNEY, async ({ page }) => {
  const budget = new BudgetSuitePage(page);
  await budget.goto();
  await budget.setAmount('Bonuses and overtime', '1.234');
  await expect(budget.amount('Bonuses and overtime')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Please enter an amount from 0 to 10,000,000 with at most 2 decimals.'),
  ).toBeVisible();
  await expect(
    page.getByText('Not saved: fix the marked amount to save your changes.'),
  ).toBeVisible();

  await page.reload();
  await expect(budget.amount('Bonuses and overtime')).toHaveValue('0');
  await budget.setAmount('Bonuses and overtime', '1.23');
  await expect(budget.savedStatus()).toBeVisible();
  await page.reload();
  await expect(budget.amount('Bonuses and overtime')).toHaveValue('1.23');
});

test('a change made just before leaving the page is not lost', JOURNEY, async ({ page }) => {
  const budget = new BudgetSuitePage(page);
  const shell = new AppShell(page);
  await budget.goto();

  // Leaving through the navigation at once, before the autosave's pause is over.
  await budget.setAmount('Your take home pay', '321');
  await shell.navigateTo('Financial Suite');
  await expect(shell.heading('Financial Suite')).toBeVisible();
  await shell.navigateTo('Budget Suite');
  await expect(budget.amount('Your take home pay')).toHaveValue('321');
  await page.reload();
  await expect(budget.amount('Your take home pay')).toHaveValue('321');

  // Reloading at once: the page sends the change with keepalive as it goes.
  await budget.setAmount('Any other income or money', '654');
  await page.reload();
  await expect(budget.amount('Any other income or money')).toHaveValue('654');
});

test('the chart shows where the money goes, with a text alternative', JOURNEY, async ({ page }) => {
  const budget = new BudgetSuitePage(page);
  await budget.goto();
  await budget.scrollToChart();
  await expect(
    budget.chartPanel.getByText('Enter your amounts to see where your money goes.'),
  ).toBeVisible();

  await budget.setAmount('Your take home pay', '1000');
  await budget.openTab('Outgoing');
  await budget.setAmount('Electricity', '300');
  await budget.setAmount('Car Insurance', '2400');

  const versus = budget.chartPanel.getByRole('img', { name: 'Income against outgoings' });
  await expect(versus).toBeVisible();
  await expect(versus).toHaveAccessibleDescription(
    'Each year, income of $52,000.00 against outgoings of $3,600.00.',
  );
  const byRow = budget.chartPanel.getByRole('img', { name: 'Yearly outgoings by row' });
  await expect(byRow).toHaveAccessibleDescription(
    '2 outgoings, largest first: Car Insurance $2,400.00 (66.7%), Electricity $1,200.00 (33.3%).',
  );
  await budget.chartPanel.getByText('Show the numbers as a table').click();
  await expect(
    budget.chartPanel
      .getByRole('table', { name: 'Yearly outgoings by row' })
      .getByRole('rowheader'),
  ).toHaveText(['Car Insurance', 'Electricity']);
});

test('the budget suite has no axe violations', JOURNEY, async ({ page, makeAxeBuilder }) => {
  const budget = new BudgetSuitePage(page);
  await budget.goto();
  await expect(budget.amount('Your take home pay')).toBeVisible();
  expect(summarize(await makeAxeBuilder().analyze())).toEqual([]);

  // With numbers, a shortfall, the chart, an invalid amount and the new-row entry open.
  await budget.setAmount('Your take home pay', '10');
  await budget.openTab('Outgoing');
  await budget.setAmount('Electricity', '900');
  await budget.setAmount('Gas', '12.345');
  await budget.addNewRowButton.click();
  await budget.addRowButton.click();
  await expect(page.getByText('Please enter a name for this row.')).toBeVisible();
  await budget.scrollToChart();
  await expect(
    budget.chartPanel.getByRole('img', { name: 'Yearly outgoings by row' }),
  ).toBeVisible();
  await budget.chartPanel.getByText('Show the numbers as a table').click();
  // Back at the top: scrolled, a row passes under the sticky top bar, and axe would count the
  // bar's language switch over its Delete button as a target too close to another.
  await page.evaluate('window.scrollTo(0, 0)');
  expect(summarize(await makeAxeBuilder().analyze())).toEqual([]);
});
