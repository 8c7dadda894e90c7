import { useEffect } from 'react';
import { endSession, heldSessionKey } from '../../app/session-handoff';
import { revokeSessionKey } from './revoke-session';

/**
 * Showing the login page ends any session still held in this tab: the key is cleared here (and
 * in the store, if the app has one) and revoked on the server (decisions.md section 4).
 */
export function useEndHeldSession(): void {
  useEffect(() => {
    const key = heldSessionKey();
    if (key === null) return;
    endSession();
    revokeSessionKey(key);
  }, []);
}
