import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { loadDataKey } from '../src/crypto/data-key';

describe('loadDataKey', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'credit-repair-key-')), 'data');
  });
  afterEach(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

  it('generates a key file readable only by its owner, then reuses it', async () => {
    const first = await loadDataKey({ dataKey: undefined, databaseUrl: undefined, dataDir });
    expect(first.source).toBe('generated');
    expect(first.key.length).toBe(32);
    const file = path.join(dataDir, 'data.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await readFile(file, 'utf8'), 'base64').equals(first.key)).toBe(true);

    const second = await loadDataKey({ dataKey: undefined, databaseUrl: undefined, dataDir });
    expect(second.source).toBe('file');
    expect(second.key.equals(first.key)).toBe(true);
  });

  it('prefers DATA_KEY', async () => {
    const key = randomBytes(32);
    const loaded = await loadDataKey({
      dataKey: key.toString('base64'),
      databaseUrl: 'postgres://db/app',
      dataDir,
    });
    expect(loaded).toEqual({ key, source: 'env' });
  });

  it('refuses to start on PostgreSQL without DATA_KEY, saying what to do', async () => {
    const loading = loadDataKey({ dataKey: undefined, databaseUrl: 'postgres://db/app', dataDir });
    await expect(loading).rejects.toThrow(ConfigError);
    await expect(loading).rejects.toThrow(/DATA_KEY is required when DATABASE_URL is set/);
  });

  it('refuses a DATA_KEY that is not 32 bytes of base64', async () => {
    for (const dataKey of [randomBytes(16).toString('base64'), 'not base64 at all!']) {
      await expect(loadDataKey({ dataKey, databaseUrl: undefined, dataDir })).rejects.toThrow(
        /DATA_KEY must be 32 random bytes in base64/,
      );
    }
  });
});
