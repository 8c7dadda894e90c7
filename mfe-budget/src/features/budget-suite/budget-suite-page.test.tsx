import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { DEFAULT_BUDGET, defaultBudget } from 'shared/contract';
import { languageOf, setLanguage } from 'shared/i18n';
import { Route, Routes } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, renderWithProviders } from 'shared/testing';
import BudgetSuite from '../../app/budget-suite';
import { apiServer, apiUrl, serveBudget, serveFakeApi } from '../../testing/budget-api-server';

serveFakeApi();

// Two tables of fields make each step slow in jsdom, and the test machine has 2 shared cores.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  vi.useRealTimers();
});

function renderSuite() {
  const store = createTestStore();
  store.dispatch(signedIn('test-key'));
  return renderWithProviders(
    <Routes>
      <Route path="/app/budget-suite/*" element={<BudgetSuite />} />
    </Routes>,
    { route: '/app/budget-suite', store },
  );
}

async function renderLoaded() {
  const rendered = renderSuite();
  await screen.findByRole('tab', { name: 'Income' });
  return rendered;
}

// Label queries rather than role queries: the page holds two tables of fields, and role queries
// over it are slow in jsdom.
function amount(description: string): HTMLElement {
  return screen.getByLabelText(`Amount for ${description}`);
}

function frequency(description: string): HTMLElement {
  return screen.getByLabelText(`Frequency for ${description}`);
}

function rowOf(description: string): HTMLElement {
  const row = amount(description).closest('tr');
  if (!row) throw new Error(`No row for ${description}`);
  return row;
}

/** The names of the rows of the table shown. */
function rowNames(): (string | null)[] {
  const table = screen.getByRole('tabpanel').querySelector('table');
  return Array.from(table?.querySelectorAll('tbody th') ?? [], (cell) => cell.textContent);
}

/** The value shown beside a label in the totals panel. */
function total(label: string): string | null {
  const panel = screen.getByRole('region', { name: 'Totals' });
  return within(panel).getByText(label).nextElementSibling?.textContent ?? null;
}

/** The save status line (a polite live region). */
function expectSaveStatus(text: string | RegExp) {
  const line = screen.getByText(text);
  expect(line).toHaveAttribute('role', 'status');
}

describe('loading', () => {
  it('shows a spinner, then the default rows of both tables with amounts at 0', async () => {
    const user = userEvent.setup({ delay: null });
    serveBudget();
    renderSuite();
    expect(screen.getByRole('heading', { level: 1, name: 'Budget Suite' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    const incomeTab = await screen.findByRole('tab', { name: 'Income' });
    expect(incomeTab).toHaveAttribute('aria-selected', 'true');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Description',
      'Frequency',
      'Amount',
      'Annual Amount (CAD)',
      'Actions',
    ]);
    expect(rowNames()).toEqual(DEFAULT_BUDGET.income.map((row) => row.description));
    expect(amount('Your take home pay')).toHaveValue('0');
    expect(frequency('Your take home pay')).toHaveValue('Weekly');
    expect(frequency('Partners take home pay')).toHaveValue('Quarterly');

    await user.click(screen.getByRole('tab', { name: 'Outgoing' }));
    expect(rowNames()).toEqual(DEFAULT_BUDGET.outgoing.map((row) => row.description));
    expect(rowNames()).toContain('Accomodation (Rent or House Mortgage Tax and Expenses)');
    expect(frequency('Electricity')).toHaveValue('Quarterly');
    expect(frequency('Entertainment Expenses')).toHaveValue('Annually');

    expect(total('Total Yearly Income')).toBe('$0.00');
    expect(total('Total Yearly Outgoings')).toBe('$0.00');
    expect(total('Each Year You Save')).toBe('$0.00');
  });

  it('shows the saved budget to the cent', async () => {
    serveBudget({
      income: [{ description: 'Tips', frequency: 'Weekly', amount: 0.1 }],
      outgoing: [],
    });
    await renderLoaded();
    expect(amount('Tips')).toHaveValue('0.10');
    expect(within(rowOf('Tips')).getByText('$5.20')).toBeInTheDocument();
    expect(total('Total Yearly Income')).toBe('$5.20');
  });

  it('says so when the budget cannot be loaded, and Retry loads it', async () => {
    const user = userEvent.setup({ delay: null });
    apiServer.use(
      http.get(apiUrl('/budget'), () =>
        HttpResponse.json({ code: -1, msg: 'boom' }, { status: 500 }),
      ),
    );
    renderSuite();
    expect(await screen.findByText('Your budget could not be loaded.')).toBeInTheDocument();
    serveBudget();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Income' })).toBeInTheDocument();
  });

  it('says the server could not be reached on a network failure', async () => {
    apiServer.use(http.get(apiUrl('/budget'), () => HttpResponse.error()));
    renderSuite();
    expect(
      await screen.findByText(
        'We could not reach the server. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });
});

describe('editing', () => {
  it('updates the annual amount and the totals as the user types and changes frequencies', async () => {
    const user = userEvent.setup({ delay: null });
    serveBudget();
    await renderLoaded();

    await user.clear(amount('Your take home pay'));
    await user.type(amount('Your take home pay'), '100');
    expect(within(rowOf('Your take home pay')).getByText('$5,200.00')).toBeInTheDocument();
    expect(total('Total Yearly Income')).toBe('$5,200.00');

    await user.selectOptions(frequency('Your take home pay'), 'Bi-Weekly');
    expect(total('Total Yearly Income')).toBe('$2,600.00');
    await user.selectOptions(frequency('Your take home pay'), 'Monthly');
    expect(total('Total Yearly Income')).toBe('$1,200.00');

    await user.click(screen.getByRole('tab', { name: 'Outgoing' }));
    await user.clear(amount('Electricity'));
    await user.type(amount('Electricity'), '500.25');
    expect(total('Total Yearly Outgoings')).toBe('$2,001.00');
    expect(total('Each Year You Save')).toBe('-$801.00');
    expect(
      screen.getByText('Shortfall: you spend $801.00 more than you earn each year.'),
    ).toBeInTheDocument();
  });

  it('marks an invalid amount with the message and does not count it', async () => {
    const user = userEvent.setup({ delay: null });
    serveBudget();
    await renderLoaded();
    const field = amount('Bonuses and overtime');
    await user.clear(field);
    await user.type(field, '1.234');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Please enter an amount from 0 to 10,000,000 with at most 2 decimals.',
    );
    expect(total('Total Yearly Income')).toBe('$0.00');
    expectSaveStatus('Not saved: fix the marked amount to save your changes.');

    await user.clear(field);
    await user.type(field, 'ten');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, '10');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(total('Total Yearly Income')).toBe('$260.00');
  });

  it('adds a named row, refusing an empty name, and Cancel adds nothing', async () => {
    const user = userEvent.setup({ delay: null });
    serveBudget();
    await renderLoaded();
    await user.click(screen.getByRole('tab', { name: 'Outgoing' }));

    await user.click(screen.getByRole('button', { name: 'Add A New Row' }));
    const name = screen.getByRole('textbox', { name: 'Name of the new row' });
    expect(name).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Name of the new row' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add A New Row' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add A New Row' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of the new row' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    expect(screen.getByText('Please enter a name for this row.')).toBeInTheDocument();
    expect(rowNames()).toHaveLength(DEFAULT_BUDGET.outgoing.length);

    await user.clear(screen.getByRole('textbox', { name: 'Name of the new row' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Name of the new row' }),
      'Groceries{Enter}',
    );
    expect(rowNames().at(-1)).toBe('Groceries');
    expect(frequency('Groceries')).toHaveValue('Monthly');
    expect(amount('Groceries')).toHaveFocus();
    await user.clear(amount('Groceries'));
    await user.type(amount('Groceries'), '400');
    expect(total('Total Yearly Outgoings')).toBe('$4,800.00');
  });

  it('deletes a row by its Delete button and moves focus to the next row', async () => {
    const user = userEvent.setup({ delay: null });
    serveBudget();
    await renderLoaded();
    await user.type(amount('Child support received'), '5');
    expect(total('Total Yearly Income')).toBe('$60.00');

    await user.click(screen.getByRole('button', { name: 'Delete Child support received' }));
    expect(rowNames()).not.toContain('Child support received');
    expect(total('Total Yearly Income')).toBe('$0.00');
    expect(screen.getByRole('button', { name: 'Delete Any other income or money' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete Any other income or money' }));
    expect(
      screen.getByRole('button', { name: 'Delete Income from savings and investments' }),
    ).toHaveFocus();
  });
});

describe('saving', () => {
  // Fake timers for the debounce. Typing goes through fireEvent here: user-event waits on a
  // zero-delay setTimeout of Testing Library that fake timers never fire.
  function startFakeClock() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  }

  /** Types `text` one keystroke at a time, `gapMs` apart. */
  async function typeSlowly(field: HTMLElement, text: string, gapMs: number) {
    for (let length = 1; length <= text.length; length += 1) {
      fireEvent.change(field, { target: { value: text.slice(0, length) } });
      await act(() => vi.advanceTimersByTimeAsync(gapMs));
    }
  }

  it('saves the whole budget once, 800 ms after the last change, then says when', async () => {
    const puts = serveBudget();
    await renderLoaded();
    startFakeClock();
    vi.setSystemTime(new Date(2026, 2, 14, 9, 30));

    // Pauses shorter than the debounce: still one save, for the final value.
    await typeSlowly(amount('Your take home pay'), '1234.56', 500);
    expectSaveStatus('Saving…');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(puts).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    const expected = structuredClone(DEFAULT_BUDGET);
    const firstRow = expected.income[0];
    if (firstRow) firstRow.amount = 1234.56;
    expect(puts[0]).toEqual({ body: expected, keepalive: false, key: 'test-key' });
    await vi.waitFor(() => expectSaveStatus('Saved at 9:30 a.m.'));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(puts).toHaveLength(1);
  });

  it('does not save an invalid amount, and saves once it is fixed', async () => {
    const puts = serveBudget();
    await renderLoaded();
    startFakeClock();
    const field = amount('Partners take home pay');

    fireEvent.change(field, { target: { value: '1.234' } });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(puts).toHaveLength(0);
    expectSaveStatus('Not saved: fix the marked amount to save your changes.');

    fireEvent.change(field, { target: { value: '1.23' } });
    await act(() => vi.advanceTimersByTimeAsync(800));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.body).toMatchObject({
      income: expect.arrayContaining([
        { description: 'Partners take home pay', frequency: 'Quarterly', amount: 1.23 },
      ]),
    });
  });

  it('sends a waiting change at once when the user leaves the suite', async () => {
    const puts = serveBudget();
    const { unmount } = await renderLoaded();
    startFakeClock();
    fireEvent.change(frequency('Bonuses and overtime'), { target: { value: 'Monthly' } });
    fireEvent.change(amount('Bonuses and overtime'), { target: { value: '45' } });

    unmount();
    // No time passes: the save must not wait for the debounce.
    await vi.waitFor(() => expect(puts).toHaveLength(1), { interval: 0 });
    expect(puts[0]?.keepalive).toBe(false);
    expect(puts[0]?.body).toMatchObject({
      income: expect.arrayContaining([
        { description: 'Bonuses and overtime', frequency: 'Monthly', amount: 45 },
      ]),
    });
  });

  it('sends unsaved changes with keepalive when the page is hidden (reload, closed tab)', async () => {
    const puts = serveBudget();
    await renderLoaded();
    startFakeClock();
    fireEvent.change(amount('Your take home pay'), { target: { value: '7' } });

    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(puts).toHaveLength(1), { interval: 0 });
    expect(puts[0]).toMatchObject({ keepalive: true, key: 'test-key' });
    expect(puts[0]?.body).toMatchObject({
      income: expect.arrayContaining([
        { description: 'Your take home pay', frequency: 'Weekly', amount: 7 },
      ]),
    });
  });

  it('says when a save failed, and Try again sends it again', async () => {
    const user = userEvent.setup({ delay: null });
    serveBudget(DEFAULT_BUDGET, { status: 500, body: { code: -1, msg: 'boom' } });
    await renderLoaded();
    await user.type(amount('Your take home pay'), '3');
    expect(await screen.findByText('Your changes could not be saved.')).toBeInTheDocument();

    const puts = serveBudget();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
  });
});

describe('the chart', () => {
  it('is named and described in words, with the rows as a table', async () => {
    const user = userEvent.setup({ delay: null });
    serveBudget();
    await renderLoaded();
    expect(
      await screen.findByText('Enter your amounts to see where your money goes.'),
    ).toBeInTheDocument();

    await user.type(amount('Your take home pay'), '1000');
    await user.click(screen.getByRole('tab', { name: 'Outgoing' }));
    await user.type(amount('Electricity'), '300');
    await user.type(amount('Car Insurance'), '2400');

    const versus = await screen.findByRole('img', { name: 'Income against outgoings' });
    expect(versus).toHaveAccessibleDescription(
      'Each year, income of $52,000.00 against outgoings of $3,600.00.',
    );
    const byRow = screen.getByRole('img', { name: 'Yearly outgoings by row' });
    expect(byRow).toHaveAccessibleDescription(
      '2 outgoings, largest first: Car Insurance $2,400.00 (66.7%), Electricity $1,200.00 (33.3%).',
    );
    const table = screen.getByRole('table', { name: 'Yearly outgoings by row' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Car Insurance', 'Electricity']);
  });
});

describe("the budget in the page's language", () => {
  afterEach(() => act(() => setLanguage('en')));

  it("words a budget never saved in the page's language, and again after a switch of language", async () => {
    const asked: (string | null)[] = [];
    apiServer.use(
      http.get(apiUrl('/budget'), ({ request }) => {
        const language = request.headers.get('Accept-Language');
        asked.push(language);
        return HttpResponse.json(defaultBudget(languageOf(language)));
      }),
    );
    await renderLoaded();
    expect(rowNames()[0]).toBe(DEFAULT_BUDGET.income[0]?.description);

    await act(() => setLanguage('fr'));
    const french = defaultBudget('fr').income[0]?.description ?? '';

    await waitFor(() => expect(rowNames()[0]).toBe(french));
    expect(asked).toEqual(['en-CA', 'fr-CA']);
  });
});
