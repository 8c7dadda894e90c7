import { createContext, useContext } from 'react';
import type { SuiteLoader } from '../../lib/federation/suite-loader';

/** The loader of remote suites: the federation runtime in the app, a fake in tests. */
export const SuiteLoaderContext = createContext<SuiteLoader | null>(null);

export function useSuiteLoader(): SuiteLoader {
  const loader = useContext(SuiteLoaderContext);
  if (!loader) {
    throw new Error('useSuiteLoader needs a SuiteLoaderContext provider');
  }
  return loader;
}
