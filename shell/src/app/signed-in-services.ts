import { setupListeners } from '@reduxjs/toolkit/query/react';
import {
  onServerReturn,
  selectSessionKey,
  sessionStorageListener,
  signedIn,
  signedOut,
} from 'shared/session';
import { createFederationSuiteLoader } from '../lib/federation/federation-loader';
import type { SuiteLoader } from '../lib/federation/suite-loader';
import {
  followSessionChanges,
  heldSessionKey,
  sessionChangedInStore,
  sessionEndedByServer,
} from './session-handoff';
import { type AppStore, createStore } from './store';

/** What the screens after sign-in need and the public pages do not: the store and the suites' loader. */
export interface SignedInServices {
  store: AppStore;
  suiteLoader: SuiteLoader;
}

/**
 * Makes the store hold the tab's session key and follow the sessions the public pages begin and
 * end, and tells the hand-off of the changes the store makes itself.
 */
export function connectServices(services: SignedInServices): SignedInServices {
  const { store } = services;
  const follow = (key: string | null) => {
    if (selectSessionKey(store.getState()) !== key) {
      store.dispatch(key === null ? signedOut() : signedIn(key));
    }
  };
  follow(heldSessionKey());
  followSessionChanges(follow);
  store.subscribe(() => sessionChangedInStore(selectSessionKey(store.getState())));
  return services;
}

// Every store's sign-outs: when the server ended the session, the login page says why.
sessionStorageListener.startListening({
  actionCreator: signedOut,
  effect: ({ payload: reason }) => {
    if (reason) sessionEndedByServer(reason);
  },
});

let services: SignedInServices | null = null;

/** The page's one store and suite loader, created on first use. */
export function signedInServices(): SignedInServices {
  if (services === null) {
    const store = createStore();
    // Refetch on focus and reconnect, for every suite's queries: once, for the one store.
    setupListeners(store.dispatch);
    // The server answering again after it was away counts as coming back online: what the page
    // shows, loaded before or failed meanwhile, is fetched afresh.
    setupListeners(store.dispatch, (dispatch, { onOnline }) =>
      onServerReturn(() => dispatch(onOnline())),
    );
    const suiteLoader = createFederationSuiteLoader();
    // Read /remotes.json now, without delaying the screen; a failure is retried by the first
    // suite that needs it.
    suiteLoader.prepare().catch(() => undefined);
    services = connectServices({ store, suiteLoader });
  }
  return services;
}
