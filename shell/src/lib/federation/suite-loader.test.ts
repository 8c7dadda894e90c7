import { createSuiteLoader, type FederationHost } from './suite-loader';

function Component() {
  return null;
}

/** A federation host recording registrations; `modules` says what each id gives. */
function fakeHost(modules: Record<string, () => Promise<unknown>>) {
  const registrations: { remotes: { name: string; entry: string }[]; force: boolean }[] = [];
  const host: FederationHost = {
    loadRemote: <T>(id: string) => {
      const load = modules[id];
      return (load ? load() : Promise.reject(new Error(`no ${id}`))) as Promise<T | null>;
    },
    registerRemotes: (remotes, options) => {
      registrations.push({ remotes, force: options?.force ?? false });
    },
  };
  return { host, registrations };
}

const MAP = {
  budget: '/remotes/budget/mf-manifest.json',
  profile: '/remotes/profile/mf-manifest.json',
};

describe('createSuiteLoader', () => {
  it('registers every remote of /remotes.json once, then loads the exposed component', async () => {
    const { host, registrations } = fakeHost({
      'budget/LiveChat': async () => ({ default: Component }),
    });
    const fetchRemotesMap = vi.fn(async () => MAP);
    const loader = createSuiteLoader({ host: () => host, fetchRemotesMap });
    await expect(loader.load('budget/LiveChat')).resolves.toBe(Component);
    await loader.load('budget/LiveChat');
    expect(fetchRemotesMap).toHaveBeenCalledTimes(1);
    expect(registrations).toEqual([
      {
        remotes: [
          { name: 'budget', entry: MAP.budget },
          { name: 'profile', entry: MAP.profile },
        ],
        force: false,
      },
    ]);
  });

  it('keeps a failure until forget(), then reads /remotes.json again', async () => {
    const { host } = fakeHost({ 'profile/App': async () => ({ default: Component }) });
    const fetchRemotesMap = vi
      .fn<() => Promise<typeof MAP>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(MAP);
    const loader = createSuiteLoader({ host: () => host, fetchRemotesMap });
    await expect(loader.load('profile/App')).rejects.toThrow('Failed to fetch');
    await expect(loader.load('profile/App')).rejects.toThrow('Failed to fetch');
    expect(fetchRemotesMap).toHaveBeenCalledTimes(1);
    loader.forget('profile/App');
    await expect(loader.load('profile/App')).resolves.toBe(Component);
    expect(fetchRemotesMap).toHaveBeenCalledTimes(2);
  });

  it('forgetFailure() drops a failed load only: a loaded suite is never fetched twice', async () => {
    let calls = 0;
    const { host } = fakeHost({
      'profile/App': async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return { default: Component };
      },
    });
    const loader = createSuiteLoader({ host: () => host, fetchRemotesMap: async () => MAP });
    await expect(loader.load('profile/App')).rejects.toThrow('Failed to fetch');
    loader.forgetFailure('profile/App');
    await expect(loader.load('profile/App')).resolves.toBe(Component);
    loader.forgetFailure('profile/App');
    await loader.load('profile/App');
    expect(calls).toBe(2);
  });

  it('rejects a module without a component as its default export', async () => {
    const { host } = fakeHost({ 'profile/App': async () => ({ default: 'not a component' }) });
    const loader = createSuiteLoader({ host: () => host, fetchRemotesMap: async () => MAP });
    await expect(loader.load('profile/App')).rejects.toThrow('did not export a component');
  });

  it('after a failure, forget() re-registers a remote that never loaded, so its manifest is fetched again', async () => {
    let available = false;
    const { host, registrations } = fakeHost({
      'profile/App': async () => {
        if (!available) throw new Error('manifest 404');
        return { default: Component };
      },
    });
    const loader = createSuiteLoader({ host: () => host, fetchRemotesMap: async () => MAP });
    await expect(loader.load('profile/App')).rejects.toThrow('manifest 404');
    loader.forget('profile/App');
    expect(registrations.at(-1)).toEqual({
      remotes: [{ name: 'profile', entry: MAP.profile }],
      force: true,
    });
    available = true;
    await expect(loader.load('profile/App')).resolves.toBe(Component);
  });

  it('never re-registers a remote that already served a module (its entry must not run twice)', async () => {
    let chunkOnline = false;
    const { host, registrations } = fakeHost({
      'budget/LiveChat': async () => ({ default: Component }),
      'budget/IdentityLock': async () => {
        if (!chunkOnline) throw new Error('ChunkLoadError');
        return { default: Component };
      },
    });
    const loader = createSuiteLoader({ host: () => host, fetchRemotesMap: async () => MAP });
    await loader.load('budget/LiveChat');
    await expect(loader.load('budget/IdentityLock')).rejects.toThrow('ChunkLoadError');
    loader.forget('budget/IdentityLock');
    expect(registrations.filter((registration) => registration.force)).toEqual([]);
    chunkOnline = true;
    await expect(loader.load('budget/IdentityLock')).resolves.toBe(Component);
  });
});
