import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'shared/router';
import { SuiteLoaderContext } from '../features/suites/suite-loader-context';
import type { SuiteLoader } from '../lib/federation/suite-loader';
import type { AppStore } from './store';

type AppRouter = Parameters<typeof RouterProvider>[0]['router'];

export interface AppProps {
  store: AppStore;
  router: AppRouter;
  suiteLoader: SuiteLoader;
}

/** The providers every screen and every remote suite relies on: store, suite loader, router. */
export function App({ store, router, suiteLoader }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <SuiteLoaderContext value={suiteLoader}>
          <RouterProvider router={router} />
        </SuiteLoaderContext>
      </Provider>
    </StrictMode>
  );
}
