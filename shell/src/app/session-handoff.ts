// The public pages (login first) run without the store: Redux and RTK Query load only on the way
// into the app (issue 18). They begin and end sessions here; the store takes the key held here
// when it is created and follows every change from then on. Where the browser refuses
// sessionStorage (cookies blocked) the key is kept in memory: the session lasts until a reload.
import type { SessionEndReason } from 'shared/contract';
import {
  clearStoredSessionKey,
  isSessionStorageUsable,
  readStoredSessionKey,
  writeStoredSessionKey,
} from 'shared/session/storage';

type SessionListener = (key: string | null) => void;

let storeListener: SessionListener | null = null;
/** Why the server ended the last session, until the login page has said so. */
let endedBecause: SessionEndReason | null = null;
/** The key this tab holds, where sessionStorage cannot hold it. */
let keyInMemory: string | null = null;

function remember(key: string | null): void {
  if (!isSessionStorageUsable()) keyInMemory = key;
}

/** The session key this tab holds, from sessionStorage or, where it is refused, from memory. */
export function heldSessionKey(): string | null {
  return isSessionStorageUsable() ? readStoredSessionKey() : keyInMemory;
}

/** The store calls this once: `listener` hears every session begun or ended by a public page. */
export function followSessionChanges(listener: SessionListener): void {
  storeListener = listener;
}

/** The store reports a change it made itself (Sign Out, a -4000 answer, a registration). */
export function sessionChangedInStore(key: string | null): void {
  remember(key);
}

/** The server ended the session (a -4000 answer): the login page says why. */
export function sessionEndedByServer(reason: SessionEndReason): void {
  endedBecause = reason;
}

/** Why the server ended the last session; null when it did not (or the user signed out). */
export function sessionEndReason(): SessionEndReason | null {
  return endedBecause;
}

/** The login page has said why. */
export function forgetSessionEndReason(): void {
  endedBecause = null;
}

/** A sign-in succeeded: this tab now holds `key`. */
export function beginSession(key: string): void {
  endedBecause = null;
  remember(key);
  writeStoredSessionKey(key);
  storeListener?.(key);
}

/** This tab no longer holds a session key. */
export function endSession(): void {
  remember(null);
  clearStoredSessionKey();
  storeListener?.(null);
}
