import { Navigate, Outlet, type RouteObject } from 'shared/router';
import type { Suite } from 'shared/suites';
import { Spinner } from 'shared/ui/basics';
import { PublicPage } from '../components/public-page';
import { LoginPage } from '../features/auth/login-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import {
  ACCOUNT_DELETED_PATH,
  FORGOT_PASSWORD_PATH,
  HOME_PATH,
  RESET_PASSWORD_PATH,
} from './paths';
import type { SignedInServices } from './signed-in-services';

// The store, the suites' loader and the app's frame are one chunk, "signed-in", which the
// build announces in app.html (tooling/shell-pages.mjs); the login page loads none of it.

/** Where the store and the suites' loader come from (tests give their own). */
export type SignedInServicesSource = () => Promise<SignedInServices>;

const pageServices: SignedInServicesSource = async () =>
  (await import(/* webpackChunkName: "signed-in" */ './signed-in-services')).signedInServices();

/**
 * The suites the app shows: the registry's, downloaded with the app's code rather than with the
 * login page (whose bar it would pass in French), or those a test gives.
 */
function suitesOf(given: readonly Suite[] | undefined): Promise<readonly Suite[]> {
  if (given) return Promise.resolve(given);
  return import(/* webpackChunkName: "signed-in" */ 'shared/suites').then(({ SUITES }) => SUITES);
}

/**
 * Every route of the app (spec section 2, decisions.md section 7): one router, owned by the shell.
 * Only the login page is in the first download, without the store: the other screens, Redux and
 * RTK Query, and the suites' loader come when first needed, which keeps what every visitor loads
 * small (decisions.md section 8, issue 18). A route and a navigation entry per module of the
 * registry of suites (`suites`: the registry's, unless a test gives its own).
 */
export function appRoutes(
  loadServices: SignedInServicesSource = pageServices,
  suites?: readonly Suite[],
): RouteObject[] {
  return [
    {
      // Shown while the screen of the first address visited is still loading.
      hydrateFallbackElement: <Spinner />,
      children: screenRoutes(loadServices, suites),
    },
  ];
}

/**
 * While the visitor types on the login page, the app's code and the first suite after sign-in
 * download, so that on a slow connection Login leads to the app without a long wait. A failure
 * is forgotten: the suite's own load tries again.
 */
function warmUpSignedInApp(
  loadServices: SignedInServicesSource,
  suites: readonly Suite[] | undefined,
): void {
  Promise.all([
    loadServices(),
    suitesOf(suites),
    import(/* webpackChunkName: "signed-in" */ '../features/suites/suites'),
  ])
    .then(([{ suiteLoader }, shown, { suiteModuleAt }]) => {
      const home = suiteModuleAt(HOME_PATH, shown);
      if (home) suiteLoader.load(home).catch(() => suiteLoader.forget(home));
    })
    .catch(() => undefined);
}

function screenRoutes(
  loadServices: SignedInServicesSource,
  suites: readonly Suite[] | undefined,
): RouteObject[] {
  return [
    {
      path: '/',
      element: <LoginPage onFirstInput={() => warmUpSignedInApp(loadServices, suites)} />,
    },
    {
      path: '/termsofservice',
      lazy: async () => ({ Component: (await import('../features/terms/terms-page')).TermsPage }),
    },
    {
      path: '/privacy',
      lazy: async () => ({
        Component: (await import('../features/privacy/privacy-page')).PrivacyPage,
      }),
    },
    {
      path: ACCOUNT_DELETED_PATH,
      lazy: async () => ({
        Component: (await import('../features/account-deleted/account-deleted-page'))
          .AccountDeletedPage,
      }),
    },
    {
      // The screens that use the store: registering and resetting a password (RTK Query
      // mutations) and the whole app.
      lazy: async () => {
        const [services, { ServicesRoot }] = await Promise.all([
          loadServices(),
          import(/* webpackChunkName: "signed-in" */ './services-root'),
        ]);
        return { element: <ServicesRoot services={services} /> };
      },
      children: [
        {
          path: '/register',
          lazy: async () => ({
            Component: (await import('../features/auth/register-page')).RegisterPage,
          }),
        },
        {
          path: FORGOT_PASSWORD_PATH,
          lazy: async () => ({
            Component: (await import('../features/password-reset/forgot-password-page'))
              .ForgotPasswordPage,
          }),
        },
        {
          path: RESET_PASSWORD_PATH,
          lazy: async () => ({
            Component: (await import('../features/password-reset/reset-password-page'))
              .ResetPasswordPage,
          }),
        },
        {
          path: '/app',
          lazy: async () => {
            const { RequireSession } = await import(
              /* webpackChunkName: "signed-in" */ '../features/layout/require-session'
            );
            return {
              element: (
                <RequireSession>
                  <Outlet />
                </RequireSession>
              ),
            };
          },
          children: [
            {
              lazy: async () => {
                const [{ AppLayout }, shown] = await Promise.all([
                  import(/* webpackChunkName: "signed-in" */ '../features/layout/app-layout'),
                  suitesOf(suites),
                ]);
                return { element: <AppLayout suites={shown} /> };
              },
              children: [
                { index: true, element: <Navigate to={HOME_PATH} replace /> },
                {
                  // Each suite's route, and "Page not found" for any other address under /app.
                  path: '*',
                  lazy: async () => {
                    const [{ SuiteRoutes }, shown] = await Promise.all([
                      import(/* webpackChunkName: "signed-in" */ '../features/suites/suite-routes'),
                      suitesOf(suites),
                    ]);
                    return { element: <SuiteRoutes suites={shown} /> };
                  },
                },
              ],
            },
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
