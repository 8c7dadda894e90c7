import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const MANIFEST_RETRY_DELAY_MS = 500;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The shell's federation runtime plugin: the network layer of suite loading. A manifest fetch that
 * fails at the network level (a dropped connection, not an HTTP error) is tried once more; every
 * failure is logged with the module it concerns, then left to the suite's error boundary.
 */
export function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-suite-loading',
    async fetch(url, init) {
      try {
        return await fetch(url, init);
      } catch {
        await wait(MANIFEST_RETRY_DELAY_MS);
        return fetch(url, init);
      }
    },
    errorLoadRemote({ id, error }) {
      console.error(`[federation] ${id} could not be loaded`, error);
      // Returning nothing keeps the error: the suite shows its message and Retry button.
      return undefined;
    },
  };
}
