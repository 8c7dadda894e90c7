import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { DURABLE_START_PARAMS, DurableNodeFS } from './pglite-node-fs';

/**
 * PostgreSQL's memory settings in PGlite. Its WebAssembly memory only ever grows, and the shared
 * memory is touched as PostgreSQL starts, so what is sized here stays resident for the life of the
 * server, used or not: with PostgreSQL's default of 128 MB of shared buffers, 151 MiB of that
 * memory was resident on a nearly empty database, against 30 MiB with 16 MB. 16 MB hold 2,048
 * pages, many times the rows a request touches, and a page that is not in them is read from the
 * operating system's file cache (PGlite's files are ordinary files), not from the disk. wal_buffers
 * follows (1/32 of shared_buffers: 512 kB). maintenance_work_mem bounds what a VACUUM or an index
 * build may take (64 MB by default), which would otherwise stay resident after the first one.
 */
const BOUNDED_MEMORY_SETTINGS: readonly string[] = [
  'shared_buffers=16MB',
  'maintenance_work_mem=16MB',
];

const BOUNDED_MEMORY_START_PARAMS = BOUNDED_MEMORY_SETTINGS.flatMap((setting) => ['-c', setting]);

/** PGlite's start options in memory (tests): PGlite's defaults with the memory bounds. */
export const IN_MEMORY_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  ...BOUNDED_MEMORY_START_PARAMS,
];

/**
 * How the server opens the embedded database on disk: durable (see pglite-node-fs.ts), private,
 * and with bounded memory. initdb gets the same settings, so it also writes them into the new
 * database's postgresql.conf.
 */
export function onDiskOptions(pgliteDir: string): PGliteOptions {
  return {
    fs: new DurableNodeFS(pgliteDir),
    startParams: [...DURABLE_START_PARAMS, ...BOUNDED_MEMORY_START_PARAMS],
    initDbStartParams: [...BOUNDED_MEMORY_START_PARAMS],
  };
}
