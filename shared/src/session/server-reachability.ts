import { useSyncExternalStore } from 'react';

/** Whether the server answered the app's last request, and how many times it came back. */
export interface ServerReachability {
  /** False while the last request got no answer at all (server stopped, network down). */
  reachable: boolean;
  /**
   * Counts the server's returns: each time a request is answered after one that was not. What
   * failed while it was away (a suite's code, a chart, stale data) tries again when it changes.
   */
  returns: number;
}

let current: ServerReachability = { reachable: true, returns: 0 };
const listeners = new Set<() => void>();

function update(next: ServerReachability): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Told by the API's base query after every request: answered (any status) or not. */
export function reportServerAnswer(answered: boolean): void {
  if (answered === current.reachable) return;
  update({ reachable: answered, returns: current.returns + (answered ? 1 : 0) });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls the listener each time the server answers again after it was away. */
export function onServerReturn(listener: () => void): () => void {
  let seen = current.returns;
  return subscribe(() => {
    if (current.returns === seen) return;
    seen = current.returns;
    listener();
  });
}

function snapshot(): ServerReachability {
  return current;
}

/** The server's reachability, re-rendering when it changes. */
export function useServerReachability(): ServerReachability {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
