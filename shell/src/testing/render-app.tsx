import { type RenderResult, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { SESSION_STORAGE_KEY } from 'shared/session';
import type { Suite } from 'shared/suites';
import { App } from '../app/app';
import { appRoutes } from '../app/routes';
import { connectServices } from '../app/signed-in-services';
import { type AppStore, createStore } from '../app/store';
import type { RemoteModuleId } from '../lib/federation/remote-modules';
import type { SuiteLoader } from '../lib/federation/suite-loader';

/** A loader whose every suite is a page with the module id as its heading. */
export function fakeSuiteLoader(
  load: (id: RemoteModuleId) => Promise<ComponentType> = async (id) =>
    // biome-ignore lint/correctness/noComponentHookFactories: a loader creates its suite once per load, never during a render.
    function FakeSuite() {
      return <h1>{id}</h1>;
    },
): SuiteLoader & { forgotten: RemoteModuleId[] } {
  const forgotten: RemoteModuleId[] = [];
  return {
    forgotten,
    prepare: async () => ({}),
    load,
    forget: (id) => {
      forgotten.push(id);
    },
    // Each load() is a new one here: no failure is kept to forget.
    forgetFailure: () => undefined,
  };
}

export interface RenderAppOptions {
  /** Start with this session key in sessionStorage, as after a sign-in in this tab. */
  storedKey?: string;
  suiteLoader?: SuiteLoader;
  /** The registry of suites the shell reads (a test adds a suite to it). */
  suites?: readonly Suite[];
}

export interface RenderedApp extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
}

/** The whole shell at `path`: its store, routes and providers, suites from a fake loader. */
export function renderApp(
  path: string,
  { storedKey, suiteLoader = fakeSuiteLoader(), suites }: RenderAppOptions = {},
): RenderedApp {
  if (storedKey) window.sessionStorage.setItem(SESSION_STORAGE_KEY, storedKey);
  const store = createStore();
  const services = connectServices({ store, suiteLoader });
  const router = createMemoryRouter(
    appRoutes(async () => services, suites),
    { initialEntries: [path] },
  );
  const result = render(<App router={router} />);
  return { ...result, store, router };
}

/** The login page's heading: the sign that the user has been sent to '/'. */
export function loginHeading(): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name: 'Sign in to your account' });
}
