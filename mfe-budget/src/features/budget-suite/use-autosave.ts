import { useCallback, useEffect, useRef, useState } from 'react';

/** How long after the last change the page saves (a pause in typing, not every keystroke). */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus =
  | { kind: 'idle' }
  /** Changes wait for the pause or are on their way. */
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** A field is invalid: nothing is saved until it is fixed. */
  | { kind: 'invalid' }
  | { kind: 'failed'; error: unknown };

export interface AutosaveOptions<T> {
  /** The value to save, or null while it is invalid. */
  value: T | null;
  /** Bumped on every user change; 0 is the loaded value, which is never saved back. */
  revision: number;
  /** The normal save (the RTK mutation); it must go on after the component unmounts. */
  save: (value: T) => Promise<unknown>;
  /** The save that outlives the page (fetch keepalive), for `pagehide`. */
  saveOnExit: (value: T) => void;
  delayMs?: number;
}

export interface Autosave {
  status: SaveStatus;
  /** Sends the unsaved value again (after a failure). */
  retry: () => void;
}

/**
 * Saves `value` a moment after the last change, one save at a time, in order. Never loses a
 * change: on unmount (the user follows a link) the waiting value is sent at once, and on
 * `pagehide` (reload, closing the tab) everything not yet confirmed is sent with keepalive. While
 * the value is invalid the last valid one is still what those two send.
 */
export function useAutosave<T>({
  value,
  revision,
  save,
  saveOnExit,
  delayMs = AUTOSAVE_DELAY_MS,
}: AutosaveOptions<T>): Autosave {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The latest valid value not yet handed to `save`. */
  const waiting = useRef<T | null>(null);
  /** The latest valid value not yet confirmed saved (waiting or on its way). */
  const unconfirmed = useRef<T | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Read through refs: the change effect must run once per revision, not per render.
  const valueRef = useRef(value);
  const saveRef = useRef(save);
  const saveOnExitRef = useRef(saveOnExit);
  valueRef.current = value;
  saveRef.current = save;
  saveOnExitRef.current = saveOnExit;

  const clearTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const flush = useCallback(() => {
    clearTimer();
    const next = waiting.current;
    if (next === null) return;
    waiting.current = null;
    // Chained: a slow save never lands after a newer one.
    queue.current = queue.current.then(async () => {
      try {
        await saveRef.current(next);
        if (unconfirmed.current === next) unconfirmed.current = null;
        if (mounted.current && unconfirmed.current === null) {
          setStatus({ kind: 'saved', at: new Date() });
        }
      } catch (error) {
        // Keep it for Retry, the next change, or the exit save, unless something newer waits.
        waiting.current ??= next;
        if (mounted.current) setStatus({ kind: 'failed', error });
      }
    });
  }, [clearTimer]);

  // A user change: wait for the pause, then save; an invalid value holds the save back.
  useEffect(() => {
    if (revision === 0) return;
    clearTimer();
    const value = valueRef.current;
    if (value === null) {
      setStatus({ kind: 'invalid' });
      return;
    }
    waiting.current = value;
    unconfirmed.current = value;
    setStatus({ kind: 'saving' });
    timer.current = setTimeout(flush, delayMs);
  }, [revision, delayMs, flush, clearTimer]);

  // Leaving the page inside the app (the suite unmounts): send what waits, now.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      flush();
    };
  }, [flush]);

  // Reload, closing the tab, another site: an ordinary request would be cancelled.
  useEffect(() => {
    function onPageHide() {
      const pending = unconfirmed.current;
      if (pending === null) return;
      clearTimer();
      waiting.current = null;
      saveOnExitRef.current(pending);
    }
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [clearTimer]);

  const retry = useCallback(() => {
    waiting.current ??= unconfirmed.current;
    if (waiting.current === null) return;
    setStatus({ kind: 'saving' });
    flush();
  }, [flush]);

  return { status, retry };
}
