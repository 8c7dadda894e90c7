import { createListenerMiddleware } from '@reduxjs/toolkit';
import { signedIn, signedOut } from './session-slice';
import { clearStoredSessionKey, writeStoredSessionKey } from './session-storage';

/**
 * Keeps sessionStorage in step with the slice. Reducers stay pure; this middleware does the
 * writing. The store must include `sessionStorageListener.middleware` (prepended). Effects run
 * synchronously during dispatch, so storage is up to date when `dispatch` returns.
 * `shared/api` adds its own listener here (reset of the cache on sign-out).
 */
export const sessionStorageListener = createListenerMiddleware();

sessionStorageListener.startListening({
  actionCreator: signedIn,
  effect: (action) => {
    writeStoredSessionKey(action.payload);
  },
});

sessionStorageListener.startListening({
  actionCreator: signedOut,
  effect: () => {
    clearStoredSessionKey();
  },
});
