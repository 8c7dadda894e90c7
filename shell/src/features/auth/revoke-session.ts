import { API_KEY_HEADER } from 'shared/contract';

/**
 * Tells the server a key is no longer used (POST /logout with that key), without waiting for the
 * answer. Used where the key has already left the store, so the api slice, which sends the
 * store's key, cannot carry it. A failure only leaves the key to expire on the server.
 */
export function revokeSessionKey(key: string): void {
  fetch(`${window.location.origin}/api/v1/logout`, {
    method: 'POST',
    headers: { [API_KEY_HEADER]: key },
    keepalive: true,
  }).catch(() => {
    // Nothing to show the user: the key is gone from this tab either way.
  });
}
