/** Name of the sessionStorage entry holding the session key (spec section 3). */
export const SESSION_STORAGE_KEY = 'creditRepair.sessionKey';

// Storage can be missing (no window) or throw (privacy modes, quota); the key then lives in the
// store only, which is still a working session for this page.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** False where the browser refuses sessionStorage (cookies blocked): the key then lives in memory. */
export function isSessionStorageUsable(): boolean {
  return storage() !== null;
}

export function readStoredSessionKey(): string | null {
  try {
    const key = storage()?.getItem(SESSION_STORAGE_KEY);
    return key ? key : null;
  } catch {
    return null;
  }
}

export function writeStoredSessionKey(key: string): void {
  try {
    storage()?.setItem(SESSION_STORAGE_KEY, key);
  } catch {
    // See storage(): keep working without persistence.
  }
}

export function clearStoredSessionKey(): void {
  try {
    storage()?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // See storage().
  }
}
