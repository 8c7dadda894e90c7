// The registry comes as a parameter, never imported here: this module is on the login page,
// which must not download the registry (routes.tsx loads it with the app).
import { type Suite, suiteModules } from 'shared/suites';
import type { RemoteModuleId } from '../../lib/federation/remote-modules';

export interface SuiteRouteDefinition {
  /** Path under /app; a splat where the suite has routes of its own. */
  path: string;
  module: RemoteModuleId;
}

/**
 * Each guarded route prefix and the exposed module that renders it: one per module of the
 * registry of suites (decisions.md section 2).
 */
export function suiteRoutes(suites: readonly Suite[]): SuiteRouteDefinition[] {
  return suiteModules(suites).map(({ module, id }) => ({
    path: module.route,
    module: id,
  }));
}

/** The exposed module that renders an address under /app; null for any other address. */
export function suiteModuleAt(pathname: string, suites: readonly Suite[]): RemoteModuleId | null {
  if (!pathname.startsWith('/app/')) return null;
  const rest = pathname.slice('/app/'.length);
  const route = suiteRoutes(suites).find(({ path }) =>
    path.endsWith('/*')
      ? rest === path.slice(0, -2) || rest.startsWith(path.slice(0, -1))
      : rest === path,
  );
  return route?.module ?? null;
}
