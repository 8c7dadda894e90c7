import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the page is pre-rendered (tooling/prerender-login.mjs) and while React takes over
 * that HTML in the browser; true from then on, and at once on a page React draws itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
