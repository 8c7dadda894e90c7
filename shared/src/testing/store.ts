import { configureStore } from '@reduxjs/toolkit';
import { api } from 'shared/api';
import { sessionReducer, sessionStorageListener } from 'shared/session';

/** A store wired exactly like the shell's (shared/src/session/README.md). */
export function createTestStore() {
  return configureStore({
    reducer: { session: sessionReducer, [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(sessionStorageListener.middleware).concat(api.middleware),
  });
}

export type TestStore = ReturnType<typeof createTestStore>;
