import type { ComponentType } from 'react';

/**
 * An exposed module of a suite, `<suite>/<module>` ('budget/LiveChat'), as the registry of suites
 * lists them (shared/src/suites/registry.mjs). The shell never imports them by name: it loads
 * them at run time with loadRemote() and checks what it got against this shape.
 */
export type RemoteModuleId = `${string}/${string}`;

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
