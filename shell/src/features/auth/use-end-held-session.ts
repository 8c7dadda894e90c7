import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import {
  readStoredSessionKey,
  type SessionRootState,
  selectSessionKey,
  signedOut,
} from 'shared/session';
import { revokeSessionKey } from './revoke-session';

/**
 * Showing the login page ends any session still held in this tab: the key is cleared here and
 * revoked on the server (decisions.md section 4).
 */
export function useEndHeldSession(): void {
  const store = useStore<SessionRootState>();
  const dispatch = useDispatch();
  useEffect(() => {
    const key = selectSessionKey(store.getState()) ?? readStoredSessionKey();
    if (key === null) return;
    dispatch(signedOut());
    revokeSessionKey(key);
  }, [store, dispatch]);
}
