import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { privateMode } from './data-dir';

/**
 * PostgreSQL's start options in PGlite, without `-F` (fsync = off), and with the WAL synced by
 * fsync(): PGlite's default start options turn fsync off, so a commit is acknowledged once its WAL
 * record is in the operating system's cache, and a power cut loses it. With fsync on, PostgreSQL
 * itself decides what to sync and when, exactly as a server does: the WAL up to the commit record
 * before a commit returns (synchronous_commit stays on), new WAL segments and their folder, and
 * the data files at each checkpoint.
 *
 * wal_sync_method = fsync because PGlite's WebAssembly C library answers fdatasync() (PostgreSQL's
 * Linux default) with success without doing anything, while fsync() reaches the file system's
 * `fsync` operation, which DurableNodeFS provides. On ext4 the two cost the same per commit here.
 */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

/** The parts of Emscripten's NODEFS (PGlite's bridge to Node's fs) that DurableNodeFS changes. */
interface EmscriptenNodeFs {
  tryFSOperation<T>(operation: () => T): T;
  node_ops: {
    mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
    setattr(node: unknown, attr: { mode?: number }): void;
  };
  stream_ops: {
    setattr(stream: unknown, attr: { mode?: number }): void;
    fsync?(stream: { nfd: number }): number;
  };
}

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
type EmscriptenModule = Parameters<NonNullable<EmscriptenOptions['preRun']>[number]>[0];

function privateAttr<T extends { mode?: number }>(attr: T): T {
  return attr.mode === undefined ? attr : { ...attr, mode: privateMode(attr.mode) };
}

/**
 * PGlite's Node file system (Emscripten's NODEFS, which maps PostgreSQL's files one to one onto
 * files under the data folder) with two changes, made on this database's own copy of NODEFS:
 *
 * - fsync(): NODEFS has no `fsync` stream operation, so PostgreSQL's fsync() of a file returned
 *   success without reaching the disk. It now calls fsync(2) on the host file.
 * - private files: PostgreSQL asks for 0600 files and 0700 folders, but PGlite writes a new
 *   database from its initdb image with chmod 0666, and files opened through the C library get
 *   0666 less Emscripten's own umask; every mode that reaches the host now loses its group and
 *   other bits, whatever the process umask. (A process-wide umask would not be enough: chmod
 *   ignores the umask, and the 0666 image files are chmodded.)
 *
 * PGlite's `relaxedDurability` and `syncToFs` concern the browser file systems (IndexedDB, OPFS)
 * that copy an in-memory database out after each query; with NODEFS every write already goes to
 * the host file, so they change nothing here.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod: EmscriptenModule) => {
        // NODEFS is created per PGlite instance, so this changes no other database in the process.
        const nodefs: EmscriptenNodeFs = mod.NODEFS;
        const { node_ops: nodeOps, stream_ops: streamOps } = nodefs;
        const mknod = nodeOps.mknod.bind(nodeOps);
        const setattr = nodeOps.setattr.bind(nodeOps);
        const setattrOfStream = streamOps.setattr.bind(streamOps);
        nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, privateMode(mode), dev);
        nodeOps.setattr = (node, attr) => setattr(node, privateAttr(attr));
        streamOps.setattr = (stream, attr) => setattrOfStream(stream, privateAttr(attr));
        // Errors become errno values, so PostgreSQL sees a failed fsync and stops, as it must.
        streamOps.fsync = (stream) => {
          nodefs.tryFSOperation(() => fsyncSync(stream.nfd));
          return 0;
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}
