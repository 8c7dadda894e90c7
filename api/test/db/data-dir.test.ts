import { execFile } from 'node:child_process';
import { chmod, chown, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config';
import { loadDataKey } from '../../src/crypto/data-key';
import { openEmbeddedDatabase } from '../../src/db/database';

const API_FOLDER = fileURLToPath(new URL('../..', import.meta.url));

/** Every folder and file under `root` whose mode is not 0700 (folders) or 0600 (files). */
async function notPrivate(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (file: string) => {
    const stats = await lstat(file);
    const mode = stats.mode & 0o7777;
    const expected = stats.isDirectory() ? 0o700 : 0o600;
    if (mode !== expected) found.push(`${path.relative(root, file) || '.'} ${mode.toString(8)}`);
    if (stats.isDirectory()) {
      for (const name of await readdir(file)) await visit(path.join(file, name));
    }
  };
  await visit(root);
  return found;
}

async function countEntries(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true });
  return entries.length;
}

function mode(stats: { mode: number }): number {
  return stats.mode & 0o7777;
}

const settings = (dataDir: string) => ({ dataKey: undefined, databaseUrl: undefined, dataDir });

describe('the embedded database folder (DATA_DIR) is private', () => {
  let scratch: string;
  let dataDir: string;
  let umask: number;
  beforeEach(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'credit-repair-data-dir-'));
    dataDir = path.join(scratch, 'data');
    umask = process.umask();
  });
  afterEach(async () => {
    process.umask(umask);
    await rm(scratch, { recursive: true, force: true });
  });

  it('keeps every folder 0700 and every file 0600 under umask 0, through a first start and use', async () => {
    process.umask(0o000);
    await loadDataKey(settings(dataDir));
    const handle = await openEmbeddedDatabase({ dataDir });
    await handle.migrate();
    // New tables, an index, rows and a checkpoint: files PostgreSQL creates while it runs.
    await handle.client.exec(`
      CREATE TABLE probe (id serial PRIMARY KEY, note text NOT NULL);
      CREATE INDEX probe_note ON probe (note);
      INSERT INTO probe (note) SELECT 'row ' || n FROM generate_series(1, 500) AS n;
      CHECKPOINT;
    `);
    await handle.close();

    expect(await countEntries(dataDir)).toBeGreaterThan(1000);
    expect(await notPrivate(dataDir)).toEqual([]);
  });

  it('tightens an install an earlier version left readable by every account, keeping its data', async () => {
    process.umask(0o022);
    // What earlier versions did: PGlite's own NodeFS in DATA_DIR/pglite, the key file 0644.
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
    const old = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    await old.exec("CREATE TABLE probe (note text); INSERT INTO probe VALUES ('kept');");
    await old.close();
    await writeFile(path.join(dataDir, 'data.key'), `${Buffer.alloc(32, 7).toString('base64')}\n`, {
      mode: 0o644,
    });
    const before = await notPrivate(dataDir);
    expect(before).toContain('pglite 755');
    expect(before.filter((entry) => entry.endsWith(' 666')).length).toBeGreaterThan(900);

    const { key } = await loadDataKey(settings(dataDir));
    const handle = await openEmbeddedDatabase({ dataDir });
    const rows = await handle.client.query('SELECT note FROM probe');
    await handle.close();

    expect(key.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(rows.rows).toEqual([{ note: 'kept' }]);
    expect(await notPrivate(dataDir)).toEqual([]);
  });

  it('refuses a DATA_DIR other accounts can write, says how to fix it, and changes nothing', async () => {
    await mkdir(dataDir);
    await chmod(dataDir, 0o777);
    const planted = path.join(dataDir, 'data.key');
    await writeFile(planted, `${Buffer.alloc(32, 1).toString('base64')}\n`);
    await chmod(planted, 0o666);
    const message =
      `The data folder ${dataDir} can be written by other accounts (mode 0777), so its files ` +
      'may have been changed: the server will not start on it. Check it, then make it private ' +
      `with: chmod -R go-rwx '${dataDir}'`;

    const opening = openEmbeddedDatabase({ dataDir });
    await expect(opening).rejects.toThrow(ConfigError);
    await expect(opening).rejects.toThrow(message);
    await expect(loadDataKey(settings(dataDir))).rejects.toThrow(message);

    expect(mode(await lstat(dataDir))).toBe(0o777);
    expect(mode(await lstat(planted))).toBe(0o666);
    expect(await readdir(dataDir)).toEqual(['data.key']);
  });

  it('refuses a database folder inside DATA_DIR that others can write', async () => {
    const pgliteFolder = path.join(dataDir, 'pglite');
    await mkdir(pgliteFolder, { recursive: true });
    await chmod(dataDir, 0o700);
    await chmod(pgliteFolder, 0o775);

    await expect(openEmbeddedDatabase({ dataDir })).rejects.toThrow(
      `The data folder ${pgliteFolder} can be written by other accounts (mode 0775)`,
    );
  });

  it.runIf(process.getuid?.() === 0)(
    'refuses a DATA_DIR that belongs to another account',
    async () => {
      await mkdir(dataDir, { mode: 0o700 });
      await chown(dataDir, 4321, 4321);

      await expect(openEmbeddedDatabase({ dataDir })).rejects.toThrow(
        `The data folder ${dataDir} belongs to another account (uid 4321)`,
      );
    },
  );

  it('npm start stops with that message instead of serving', async () => {
    await mkdir(dataDir);
    await chmod(dataDir, 0o757);

    // One process (tsx's loader in node itself), so the time limit stops a server that started.
    const starting = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_FOLDER,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
      timeout: 20_000,
      killSignal: 'SIGKILL',
    });

    const failure = await starting.then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr?.trim()).toBe(
      `The data folder ${dataDir} can be written by other accounts (mode 0757), so its files ` +
        'may have been changed: the server will not start on it. Check it, then make it private ' +
        `with: chmod -R go-rwx '${dataDir}'`,
    );
    expect(await readdir(dataDir)).toEqual([]);
  });
});
