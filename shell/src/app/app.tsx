import { StrictMode } from 'react';
import { RouterProvider } from 'shared/router';

type AppRouter = Parameters<typeof RouterProvider>[0]['router'];

export interface AppProps {
  router: AppRouter;
}

/**
 * The page's root: the router. The store and the suites' loader are provided below it, by the
 * routes that need them (app/services-root.tsx), so the login page loads neither.
 */
export function App({ router }: AppProps) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
