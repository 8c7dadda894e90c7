import type { ComponentType } from 'react';

/**
 * The exposed modules of the six remotes (decisions.md section 2). The shell never imports them by
 * name: it loads them at run time with loadRemote() and checks what it got against this shape.
 */
export type RemoteModuleId =
  | 'profile/App'
  | 'banking/App'
  | 'letters/App'
  | 'repair/CreditReportSuite'
  | 'repair/CreditRepairSuite'
  | 'settlement/App'
  | 'budget/BudgetSuite'
  | 'budget/FinancialSuite'
  | 'budget/LiveChat'
  | 'budget/IdentityLock';

/** A suite: a component without props that renders its nested routes under its prefix. */
export type SuiteComponent = ComponentType;

/** What every exposed module must be: its suite as the default export. */
export interface RemoteSuiteModule {
  default: SuiteComponent;
}

/** 'budget/LiveChat' -> 'budget'. */
export function remoteNameOf(id: RemoteModuleId): string {
  return id.slice(0, id.indexOf('/'));
}
