import type { RemoteModuleId, RemoteSuiteModule, SuiteComponent } from './remote-modules';
import { remoteNameOf } from './remote-modules';
import type { RemotesMap } from './remotes-map';

/** The part of the federation runtime instance the loader uses (easy to fake in tests). */
export interface FederationHost {
  loadRemote<T>(id: string): Promise<T | null>;
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
}

export interface SuiteLoader {
  /** Fetches /remotes.json and registers the remotes (again after a failure). */
  prepare(): Promise<RemotesMap>;
  /**
   * The exposed module's component: one fetch per module, shared by every caller. A failure is
   * kept too (React renders a failing tree more than once; that must not mean more fetches)
   * until forget().
   */
  load(id: RemoteModuleId): Promise<SuiteComponent>;
  /** Drops a failed load, so the next load() really goes to the network again (Retry). */
  forget(id: RemoteModuleId): void;
  /** forget() if the module's last load failed: a new visit to its suite tries again. */
  forgetFailure(id: RemoteModuleId): void;
}

export interface SuiteLoaderOptions {
  host: () => FederationHost;
  fetchRemotesMap: () => Promise<RemotesMap>;
}

export function createSuiteLoader({ host, fetchRemotesMap }: SuiteLoaderOptions): SuiteLoader {
  let registration: Promise<RemotesMap> | null = null;
  const modules = new Map<RemoteModuleId, Promise<SuiteComponent>>();
  const failed = new Set<RemoteModuleId>();
  /** Remotes whose container has served a module: their entry must never run twice. */
  const servingRemotes = new Set<string>();
  let registered: RemotesMap | null = null;

  function prepare(): Promise<RemotesMap> {
    if (registration) return registration;
    const pending = fetchRemotesMap().then((map) => {
      host().registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
      registered = map;
      return map;
    });
    registration = pending;
    pending.catch(() => {
      // /remotes.json could not be read: the next load asks for it again.
      if (registration === pending) registration = null;
    });
    return pending;
  }

  async function fetchModule(id: RemoteModuleId): Promise<SuiteComponent> {
    await prepare();
    // What a remote serves is only known at run time: check it before React renders it.
    const loaded = await host().loadRemote<Partial<RemoteSuiteModule>>(id);
    if (!loaded || typeof loaded.default !== 'function') {
      throw new Error(`${id} did not export a component`);
    }
    servingRemotes.add(remoteNameOf(id));
    return loaded.default;
  }

  return {
    prepare,
    load(id) {
      const known = modules.get(id);
      if (known) return known;
      const pending = fetchModule(id);
      modules.set(id, pending);
      pending.catch(() => {
        if (modules.get(id) === pending) failed.add(id);
      });
      return pending;
    },
    forgetFailure(id) {
      if (failed.has(id)) this.forget(id);
    },
    forget(id) {
      modules.delete(id);
      failed.delete(id);
      const name = remoteNameOf(id);
      const entry = registered?.[name];
      // The runtime caches a failed manifest load and a half-loaded entry; registering the remote
      // again with `force` clears both. Not once the remote has served a module: that would run
      // its entry a second time (a second copy of its modules), and a chunk that failed to load
      // is fetched again by the remote's own runtime anyway.
      if (entry && !servingRemotes.has(name)) {
        host().registerRemotes([{ name, entry }], { force: true });
      }
    },
  };
}
