import { Route, Routes } from 'shared/router';
import type { Suite } from 'shared/suites';
import { NotFoundPage } from '../not-found/not-found-page';
import { RemoteSuite } from './remote-suite';
import { suiteRoutes } from './suites';

/**
 * The routes under /app: one per module of the registry of suites, each loading its module, and
 * "Page not found" for any other address. Routes of their own, drawn with the app's frame, so
 * that the registry downloads with the app rather than with the login page.
 */
export function SuiteRoutes({ suites }: { suites: readonly Suite[] }) {
  return (
    <Routes>
      {suiteRoutes(suites).map(({ path, module }) => (
        // Keyed: two suites never share a loading attempt or an error state.
        <Route key={module} path={path} element={<RemoteSuite key={module} id={module} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
