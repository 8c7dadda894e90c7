import { configureStore } from '@reduxjs/toolkit';
import { api } from 'shared/api';
import { sessionReducer, sessionStorageListener } from 'shared/session';

/**
 * The app's one store: the session slice (its key starts from sessionStorage) and the one RTK
 * Query api. The session listener goes first so storage is updated before anything else reacts
 * to signedIn/signedOut.
 */
export function createStore() {
  return configureStore({
    reducer: { session: sessionReducer, [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(sessionStorageListener.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
