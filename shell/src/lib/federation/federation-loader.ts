import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { fetchRemotesMap } from './remotes-map';
import { shellRuntimePlugin } from './runtime-plugin';
import { createSuiteLoader, type FederationHost, type SuiteLoader } from './suite-loader';

/**
 * The runtime instance the build created for the shell (its `name: 'shell'` options, shared
 * singletons and shareStrategy 'loaded-first'); remotes are added to it at run time.
 */
function shellFederation(): ModuleFederation {
  const instance = getInstance();
  if (!instance) {
    throw new Error('The Module Federation runtime of the shell is not initialised');
  }
  return instance;
}

/** The loader the app uses: /remotes.json, then the federation runtime. */
export function createFederationSuiteLoader(): SuiteLoader {
  shellFederation().registerPlugins([shellRuntimePlugin()]);
  const host = (): FederationHost => shellFederation();
  return createSuiteLoader({ host, fetchRemotesMap });
}
