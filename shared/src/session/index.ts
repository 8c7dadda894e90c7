export {
  onServerReturn,
  reportServerAnswer,
  type ServerReachability,
  useServerReachability,
} from './server-reachability';
export { sessionStorageListener } from './session-listener';
export {
  createInitialSessionState,
  type SessionRootState,
  type SessionState,
  selectIsSignedIn,
  selectSessionKey,
  sessionReducer,
  sessionSlice,
  signedIn,
  signedOut,
} from './session-slice';
export {
  clearStoredSessionKey,
  readStoredSessionKey,
  SESSION_STORAGE_KEY,
  writeStoredSessionKey,
} from './session-storage';
