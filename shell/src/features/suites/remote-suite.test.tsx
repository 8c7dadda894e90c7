import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { reportServerAnswer } from 'shared/session';
import type { RemoteModuleId } from '../../lib/federation/remote-modules';
import { serveFakeApi } from '../../testing/api-server';
import { fakeSuiteLoader, renderApp } from '../../testing/render-app';

serveFakeApi();

function Suite({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

/** A loader whose `failing` modules reject until `recover()` is called. */
function flakyLoader(failing: RemoteModuleId) {
  let broken = true;
  const calls: RemoteModuleId[] = [];
  const loader = fakeSuiteLoader(async (id) => {
    calls.push(id);
    if (id === failing && broken) throw new Error('mf-manifest.json answered 404');
    // biome-ignore lint/correctness/noComponentHookFactories: a loader creates its suite once per load, never during a render.
    return function Loaded() {
      return <Suite title={`${id} loaded`} />;
    };
  });
  return {
    loader,
    calls,
    recover: () => {
      broken = false;
    },
  };
}

beforeEach(() => {
  // The boundary logs what it caught; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a suite that fails to load', () => {
  it('shows the message and Retry, and Retry forgets the failure and loads it again', async () => {
    const user = userEvent.setup();
    const { loader, calls, recover } = flakyLoader('banking/App');
    renderApp('/app/edit-account-info', { storedKey: 'key-1', suiteLoader: loader });
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    recover();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'banking/App loaded' })).toBeInTheDocument();
    expect(screen.queryByText('This section could not be loaded.')).not.toBeInTheDocument();
    expect(loader.forgotten).toEqual(['banking/App']);
    expect(calls.filter((id) => id === 'banking/App').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the navigation and the other suites working', async () => {
    const user = userEvent.setup();
    const { loader } = flakyLoader('banking/App');
    renderApp('/app/edit-account-info', { storedKey: 'key-1', suiteLoader: loader });
    await screen.findByText('This section could not be loaded.');
    await user.click(screen.getByRole('link', { name: 'Budget Suite' }));
    expect(
      await screen.findByRole('heading', { name: 'budget/BudgetSuite loaded' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This section could not be loaded.')).not.toBeInTheDocument();
  });

  it('also catches a suite that throws while rendering', async () => {
    const user = userEvent.setup();
    let crash = true;
    // biome-ignore lint/correctness/noComponentHookFactories: the crashing suite reads the test's flag; created once per test.
    function Crashing() {
      if (crash) throw new Error('render failed');
      return <Suite title="recovered" />;
    }
    const loader = fakeSuiteLoader(async () => Crashing satisfies ComponentType);
    renderApp('/app/live-chat', { storedKey: 'key-1', suiteLoader: loader });
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    crash = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'recovered' })).toBeInTheDocument();
  });

  it('shows a spinner while the suite loads', async () => {
    // Like the real loader, every caller waits for the same fetch.
    let finish: (component: ComponentType) => void = () => undefined;
    const fetching = new Promise<ComponentType>((resolve) => {
      finish = resolve;
    });
    const loader = fakeSuiteLoader(() => fetching);
    renderApp('/app/live-chat', { storedKey: 'key-1', suiteLoader: loader });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    // biome-ignore lint/correctness/noComponentHookFactories: a loader creates its suite once per load, never during a render.
    finish(function Ready() {
      return <Suite title="ready" />;
    });
    expect(await screen.findByRole('heading', { name: 'ready' })).toBeInTheDocument();
  });

  it('tries again by itself when the server answers again after it was away', async () => {
    const { loader, recover } = flakyLoader('banking/App');
    renderApp('/app/edit-account-info', { storedKey: 'key-1', suiteLoader: loader });
    await screen.findByText('This section could not be loaded.');
    act(() => reportServerAnswer(false));
    recover();
    act(() => reportServerAnswer(true));
    expect(await screen.findByRole('heading', { name: 'banking/App loaded' })).toBeInTheDocument();
    expect(screen.queryByText('This section could not be loaded.')).not.toBeInTheDocument();
  });
});
