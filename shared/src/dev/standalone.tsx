// Development only: runs one suite without the shell (`pnpm --filter <its package> dev`), with
// the same providers the shell gives it. Never part of a production build.
import 'shared/ui/global.css';
import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { type ReactElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { api } from 'shared/api';
import { initI18n } from 'shared/i18n';
import { createBrowserRouter, Link, Navigate, Outlet, RouterProvider } from 'shared/router';
import { sessionReducer, sessionStorageListener, signedIn } from 'shared/session';
import { requestSignIn } from 'shared/session/sign-in';

/** The demo account the API creates on an empty embedded database (see the README). */
const DEMO_ACCOUNT = { username: 'demo@example.ca', password: 'Maple-Leaf-Demo-2026' };

export interface StandaloneRoute {
  /** Path under /app, as in the shell's router ('budget-suite/*'). */
  path: string;
  element: ReactElement;
}

function StandaloneFrame({ routes }: { routes: readonly StandaloneRoute[] }) {
  return (
    <>
      <nav aria-label="Standalone routes">
        <ul>
          {routes.map(({ path }) => (
            <li key={path}>
              <Link to={`/app/${path.replace('/*', '')}`}>/app/{path.replace('/*', '')}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main-content">
        <Outlet />
      </main>
    </>
  );
}

/** Builds a store and a router around the suite's routes and signs in as the demo account. */
export function mountStandalone(routes: readonly StandaloneRoute[]): void {
  initI18n();
  const store = configureStore({
    reducer: { session: sessionReducer, [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(sessionStorageListener.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  if (store.getState().session.key === null) {
    requestSignIn(DEMO_ACCOUNT, initI18n().language).then((outcome) => {
      if (outcome.kind === 'signedIn') {
        store.dispatch(signedIn(outcome.key));
      } else {
        console.error(
          '[standalone] demo sign-in failed: is `pnpm --filter api dev` running?',
          outcome,
        );
      }
    });
  }
  const home = `/app/${routes[0]?.path.replace('/*', '') ?? ''}`;
  const router = createBrowserRouter([
    {
      path: '/app',
      element: <StandaloneFrame routes={routes} />,
      children: [...routes, { path: '*', element: <Navigate to={home} replace /> }],
    },
    { path: '*', element: <Navigate to={home} replace /> },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
