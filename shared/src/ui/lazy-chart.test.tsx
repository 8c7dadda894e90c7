import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared/i18n';
import { reportServerAnswer } from 'shared/session';
import { LazyChart } from './lazy-chart';

/** A chart module as a chunk's dynamic import gives it. */
function chartModule() {
  return {
    default: ({ total }: { total: string }) => (
      <svg role="img" aria-label={`Balances, ${total}`}>
        <title>{total}</title>
      </svg>
    ),
  };
}

/** An import that fails the first `failures` times, as a chunk does when the network drops. */
function flakyImport(failures: number) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return calls.count <= failures
      ? Promise.reject(new Error('Loading chunk 412 failed.'))
      : Promise.resolve(chartModule());
  };
  return { load, calls };
}

function renderPage(load: ReturnType<typeof flakyImport>['load']) {
  render(
    <main>
      <p>Debt-free in March 2029</p>
      <LazyChart owner="test" load={load} props={{ total: '$9,900.00' }} />
    </main>,
  );
}

describe('LazyChart', () => {
  // The boundary logs the failure to the console, as it does in production.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('draws the chart once its chunk has loaded', async () => {
    const { load } = flakyImport(0);
    renderPage(load);
    expect(await screen.findByRole('img', { name: 'Balances, $9,900.00' })).toBeInTheDocument();
  });

  it('says the chart could not be loaded, keeps the page, and Retry fetches the chunk again', async () => {
    const { load, calls } = flakyImport(1);
    renderPage(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('The chart could not be loaded.');
    // The rest of the page is still there.
    expect(screen.getByText('Debt-free in March 2029')).toBeInTheDocument();
    expect(calls.count).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'Balances, $9,900.00' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.count).toBe(2);
  });

  it('fetches the chunk again by itself once the server answers again after it was away', async () => {
    const { load, calls } = flakyImport(1);
    renderPage(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('The chart could not be loaded.');
    act(() => reportServerAnswer(false));
    expect(screen.getByRole('alert')).toHaveTextContent('The chart could not be loaded.');
    act(() => reportServerAnswer(true));
    expect(await screen.findByRole('img', { name: 'Balances, $9,900.00' })).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it('offers Retry again when the chunk fails again', async () => {
    const { load, calls } = flakyImport(2);
    renderPage(load);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The chart could not be loaded.');
    expect(calls.count).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'Balances, $9,900.00' })).toBeInTheDocument();
  });

  it('catches a chart that throws while drawing', async () => {
    const load = () =>
      Promise.resolve({
        default: (): never => {
          throw new Error('scale domain is empty');
        },
      });
    render(<LazyChart owner="test" load={load} props={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The chart could not be loaded.');
  });

  it('says it in French', async () => {
    await act(() => setLanguage('fr'));
    try {
      renderPage(flakyImport(1).load);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Le graphique n’a pas pu être chargé.',
      );
      expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
