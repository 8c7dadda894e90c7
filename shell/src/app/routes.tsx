import { Navigate, Outlet, type RouteObject } from 'shared/router';
import { Spinner } from 'shared/ui';
import { PublicPage } from '../components/public-page';
import { LoginPage } from '../features/auth/login-page';
import { RequireSession } from '../features/layout/require-session';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteSuite } from '../features/suites/remote-suite';
import { SUITE_ROUTES } from '../features/suites/suites';
import { HOME_PATH } from './paths';

/**
 * Every route of the app (spec section 2, decisions.md section 7): one router, owned by the shell.
 * Only the login page is in the first download; the other screens load when first visited, which
 * keeps what every visitor loads small (decisions.md section 8).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      // Shown while the screen of the first address visited is still loading.
      hydrateFallbackElement: <Spinner />,
      children: screenRoutes(),
    },
  ];
}

function screenRoutes(): RouteObject[] {
  return [
    { path: '/', element: <LoginPage /> },
    {
      path: '/register',
      lazy: async () => ({
        Component: (await import('../features/auth/register-page')).RegisterPage,
      }),
    },
    {
      path: '/termsofservice',
      lazy: async () => ({ Component: (await import('../features/terms/terms-page')).TermsPage }),
    },
    {
      path: '/app',
      element: (
        <RequireSession>
          <Outlet />
        </RequireSession>
      ),
      children: [
        {
          lazy: async () => ({
            Component: (await import('../features/layout/app-layout')).AppLayout,
          }),
          children: [
            { index: true, element: <Navigate to={HOME_PATH} replace /> },
            ...SUITE_ROUTES.map(({ path, module }) => ({
              path,
              // Keyed: two suites never share a loading attempt or an error state.
              element: <RemoteSuite key={module} id={module} />,
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
    {
      path: '*',
      element: (
        <PublicPage wide>
          <NotFoundPage />
        </PublicPage>
      ),
    },
  ];
}
