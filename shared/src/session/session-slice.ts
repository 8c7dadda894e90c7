import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionEndReason } from 'shared/contract';
import { readStoredSessionKey } from './session-storage';

export interface SessionState {
  /** The API key of the signed-in user; null when signed out. */
  key: string | null;
}

/** The part of the root state this slice needs (mounted at `session`). */
export interface SessionRootState {
  session: SessionState;
}

/** Initial state read from sessionStorage, so a reload keeps the user signed in. */
export function createInitialSessionState(): SessionState {
  return { key: readStoredSessionKey() };
}

export const sessionSlice = createSlice({
  name: 'session',
  // A lazy initializer: storage is read when a store is created, not when this module loads.
  initialState: createInitialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.key = action.payload;
    },
    /** The reason, when the server ended the session (a -4000 answer); none for Sign Out. */
    signedOut(state, _action: PayloadAction<SessionEndReason | undefined>) {
      state.key = null;
    },
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

export function selectSessionKey(state: SessionRootState): string | null {
  return state.session.key;
}

export function selectIsSignedIn(state: SessionRootState): boolean {
  return state.session.key !== null;
}
