import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EmbeddedDatabaseHandle, openEmbeddedDatabase } from '../../src/db/database';

const MIB = 1024 * 1024;

async function setting(handle: EmbeddedDatabaseHandle, name: string): Promise<string> {
  const { rows } = await handle.client.query<Record<string, string>>(`SHOW ${name}`);
  return rows[0]?.[name] ?? '';
}

describe('the embedded database keeps its memory bounded', () => {
  let scratch: string;
  let handle: EmbeddedDatabaseHandle | undefined;
  beforeEach(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'credit-repair-memory-'));
  });
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
    await rm(scratch, { recursive: true, force: true });
  });

  // First in the file, so no other database of this file is open in the process yet.
  it('creates a new database without keeping initdb in the server process', async () => {
    const before = process.memoryUsage().external;
    handle = await openEmbeddedDatabase({ dataDir: path.join(scratch, 'data') });
    await handle.migrate();
    const added = (process.memoryUsage().external - before) / MIB;
    // One PostgreSQL instance is 128 MiB of WebAssembly memory and its few MiB of files. Running
    // initdb in this process kept a second instance and a copy of its memory: about 630 MiB.
    expect(added).toBeLessThan(250);
    expect(await handle.client.query('SELECT 1 AS one')).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('starts PostgreSQL with 16 MB of shared buffers, on a new database and when reopened', async () => {
    const dataDir = path.join(scratch, 'data');
    handle = await openEmbeddedDatabase({ dataDir });
    expect(await setting(handle, 'shared_buffers')).toBe('16MB');
    expect(await setting(handle, 'wal_buffers')).toBe('512kB');
    expect(await setting(handle, 'maintenance_work_mem')).toBe('16MB');
    await handle.close();

    handle = await openEmbeddedDatabase({ dataDir });
    expect(await setting(handle, 'shared_buffers')).toBe('16MB');
    expect(await setting(handle, 'maintenance_work_mem')).toBe('16MB');
  });

  it('uses the same bounds in memory (tests)', async () => {
    handle = await openEmbeddedDatabase();
    expect(await setting(handle, 'shared_buffers')).toBe('16MB');
    expect(await setting(handle, 'maintenance_work_mem')).toBe('16MB');
  });
});
