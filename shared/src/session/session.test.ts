import { createTestStore } from 'shared/testing';
import {
  createInitialSessionState,
  SESSION_STORAGE_KEY,
  selectSessionKey,
  signedIn,
  signedOut,
} from './index';

describe('session', () => {
  it('starts signed out when nothing is stored', () => {
    expect(createInitialSessionState()).toEqual({ key: null });
    expect(selectSessionKey(createTestStore().getState())).toBeNull();
  });

  it('starts with the key kept in sessionStorage (a reload stays signed in)', () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, 'stored-key');
    expect(createInitialSessionState()).toEqual({ key: 'stored-key' });
    expect(selectSessionKey(createTestStore().getState())).toBe('stored-key');
  });

  it('signedIn stores the key in the state and in sessionStorage', () => {
    const store = createTestStore();
    store.dispatch(signedIn('new-key'));
    expect(selectSessionKey(store.getState())).toBe('new-key');
    // The literal name: e2e tests and the guard read this entry directly.
    expect(window.sessionStorage.getItem('creditRepair.sessionKey')).toBe('new-key');
  });

  it('signedOut clears the key from the state and from sessionStorage', () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, 'old-key');
    const store = createTestStore();
    store.dispatch(signedOut());
    expect(selectSessionKey(store.getState())).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
