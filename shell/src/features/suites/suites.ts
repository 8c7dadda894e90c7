import type { RemoteModuleId } from '../../lib/federation/remote-modules';

export interface SuiteRouteDefinition {
  /** Path under /app; a splat where the suite has routes of its own. */
  path: string;
  module: RemoteModuleId;
}

/** Each guarded route prefix and the exposed module that renders it (decisions.md section 2). */
export const SUITE_ROUTES: readonly SuiteRouteDefinition[] = [
  { path: 'edit-personal-info/*', module: 'profile/App' },
  { path: 'credit-report-suite/*', module: 'repair/CreditReportSuite' },
  { path: 'my-generated-letters/*', module: 'letters/App' },
  { path: 'edit-account-info/*', module: 'banking/App' },
  { path: 'credit-repair-suite/*', module: 'repair/CreditRepairSuite' },
  { path: 'debt-settlement-suite/*', module: 'settlement/App' },
  { path: 'budget-suite/*', module: 'budget/BudgetSuite' },
  { path: 'financial-suite/*', module: 'budget/FinancialSuite' },
  { path: 'live-chat', module: 'budget/LiveChat' },
  { path: 'identity-lock', module: 'budget/IdentityLock' },
];

/** The exposed module that renders an address under /app; null for any other address. */
export function suiteModuleAt(pathname: string): RemoteModuleId | null {
  if (!pathname.startsWith('/app/')) return null;
  const rest = pathname.slice('/app/'.length);
  const route = SUITE_ROUTES.find(({ path }) =>
    path.endsWith('/*')
      ? rest === path.slice(0, -2) || rest.startsWith(path.slice(0, -1))
      : rest === path,
  );
  return route?.module ?? null;
}
