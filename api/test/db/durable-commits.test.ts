import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const API_FOLDER = fileURLToPath(new URL('../..', import.meta.url));
const CHILD = path.join('test', 'db', 'durable-commits-child.ts');
const COMMITS = 20;

/** strace's options: follow threads, stop only at the traced calls, show each fd's path. */
const TRACE = ['-f', '-qq', '--seccomp-bpf', '-y', '-e', 'trace=fsync,fdatasync'];

/** Why strace cannot trace a child here (not installed, ptrace refused), or undefined. */
function straceUnavailable(): string | undefined {
  const probe = spawnSync('strace', [
    ...TRACE,
    '-o',
    '/dev/null',
    '--',
    process.execPath,
    '-e',
    '0',
  ]);
  if (probe.error) {
    return `strace cannot run (${probe.error.message}); scripts/ensure-system-deps.sh installs it`;
  }
  if (probe.status !== 0) return `strace cannot trace here: ${probe.stderr.toString().trim()}`;
  return undefined;
}

interface Sync {
  call: string;
  file: string;
  result: string;
}

/** The fsync/fdatasync calls of an `strace -y` output, in order. */
function parseSyncs(trace: string): Sync[] {
  const syncs: Sync[] = [];
  for (const line of trace.split('\n')) {
    const match = /^\d+\s+(fsync|fdatasync)\(\d+<([^>]*)>.*=\s*(-?\d+)/.exec(line);
    if (match) syncs.push({ call: match[1] ?? '', file: match[2] ?? '', result: match[3] ?? '' });
  }
  return syncs;
}

describe('a commit on the embedded database is on disk before its answer', () => {
  let scratch: string;
  beforeEach(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'credit-repair-durable-'));
  });
  afterEach(() => rm(scratch, { recursive: true, force: true }));

  it('fsyncs the WAL segment before each commit answers, and syncs nothing for a read', async (context) => {
    const unavailable = straceUnavailable();
    if (unavailable) context.skip(unavailable);
    const dataDir = path.join(scratch, 'data');
    const marker = path.join(scratch, 'answered');
    const traceFile = path.join(scratch, 'trace.txt');
    await writeFile(marker, '');

    const child = [...TRACE, '-o', traceFile, '--', process.execPath, '--import', 'tsx', CHILD];
    const run = spawnSync('strace', [...child, dataDir, marker, String(COMMITS)], {
      cwd: API_FOLDER,
      env: { PATH: process.env.PATH ?? '' },
      timeout: 60_000,
      killSignal: 'SIGKILL',
    });
    expect(run.status, run.stderr.toString()).toBe(0);

    const syncs = parseSyncs(await readFile(traceFile, 'utf8'));
    expect(syncs.filter((sync) => sync.result !== '0')).toEqual([]);
    // What was synced between one answer and the next, from the table's creation to the read.
    const answers: Sync[][] = [];
    for (const sync of syncs) {
      if (sync.file === marker) answers.push([]);
      else answers.at(-1)?.push(sync);
    }
    const commits = answers.slice(0, COMMITS + 1);
    const read = answers[COMMITS + 1];
    const wal = new RegExp(`^${path.join(dataDir, 'pglite', 'pg_wal')}/[0-9A-F]{24}$`);

    expect(answers.length).toBe(COMMITS + 3);
    for (const synced of commits) {
      expect(synced.filter((sync) => wal.test(sync.file)).length).toBeGreaterThanOrEqual(1);
    }
    expect(read).toEqual([]);
  });
});
