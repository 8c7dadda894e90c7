import { constants as fsConstants, type Stats } from 'node:fs';
import { chmod, lstat, mkdir, open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config';

/** Permission bits that let the group or other users read, write or enter. */
const GROUP_AND_OTHER = 0o077;
const GROUP_OR_OTHER_WRITE = 0o022;

/** A mode without its group and other bits: 0666 becomes 0600, 0755 becomes 0700. */
export function privateMode(mode: number): number {
  return mode & ~GROUP_AND_OTHER;
}

function octal(mode: number): string {
  return (mode & 0o7777).toString(8).padStart(4, '0');
}

function quoteForShell(file: string): string {
  return `'${file.replaceAll("'", `'\\''`)}'`;
}

interface Entry {
  file: string;
  stats: Stats;
}

/**
 * Every entry of a folder and of its sub-folders, the folder itself first. Symbolic links are
 * listed but never followed, so nothing outside the folder is visited or changed.
 */
async function walk(folder: string): Promise<Entry[]> {
  const entries: Entry[] = [{ file: folder, stats: await stat(folder) }];
  for (let index = 0; index < entries.length; index += 1) {
    const { file, stats } = entries[index] as Entry;
    if (!stats.isDirectory()) continue;
    for (const name of await readdir(file)) {
      const child = path.join(file, name);
      entries.push({ file: child, stats: await lstat(child) });
    }
  }
  return entries;
}

/**
 * Makes DATA_DIR private before anything is read from it or written to it: created 0700 when
 * missing; refused when it, or a folder in it, can be written by another account (someone could
 * have replaced the database's files, a password hash with them, or the data key); otherwise every
 * folder and file in it loses its group and other bits (0755 and 0666 become 0700 and 0600), which
 * tightens what earlier versions left readable by every local account.
 *
 * Nothing is changed when the folder is refused. A parent folder is the operator's layout (a home
 * folder, /srv, /tmp with its sticky bit) and is not checked: DATA_DIR's own 0700 already keeps
 * other accounts out of everything inside it.
 */
export async function preparePrivateDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // POSIX permissions mean nothing on Windows, where Node reports 0666/0777 for everything.
  if (process.platform === 'win32') return;

  const uid = process.getuid?.();
  const entries = await walk(dataDir);
  for (const { file, stats } of entries) {
    if (!stats.isDirectory()) continue;
    if (uid !== undefined && stats.uid !== uid) {
      throw new ConfigError(
        `The data folder ${file} belongs to another account (uid ${stats.uid}), which could ` +
          `change its files, so the server will not start on it. Run the server as that account, ` +
          `or give the folder to this one (uid ${uid}) with: chown -R ${uid} ${quoteForShell(dataDir)}`,
      );
    }
    if ((stats.mode & GROUP_OR_OTHER_WRITE) !== 0) {
      throw new ConfigError(
        `The data folder ${file} can be written by other accounts (mode ${octal(stats.mode)}), ` +
          'so its files may have been changed: the server will not start on it. Check it, then ' +
          `make it private with: chmod -R go-rwx ${quoteForShell(dataDir)}`,
      );
    }
  }
  for (const { file, stats } of entries) {
    if (stats.isSymbolicLink() || (stats.mode & GROUP_AND_OTHER) === 0) continue;
    await chmod(file, privateMode(stats.mode & 0o7777));
  }
}

/** fsync(2) of one file or folder (a folder's sync makes its new entries durable). */
export async function syncToDisk(file: string): Promise<void> {
  const handle = await open(file, fsConstants.O_RDONLY);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * fsyncs every file and folder under `folder`, as initdb does before it finishes: PGlite writes a
 * new database's files from its initdb image without syncing them, and PostgreSQL only syncs
 * what it writes itself, so without this a power cut soon after the first start could leave
 * the catalog behind the WAL that refers to it.
 */
export async function syncFolderToDisk(folder: string): Promise<void> {
  for (const { file, stats } of await walk(folder)) {
    if (!stats.isSymbolicLink()) await syncToDisk(file);
  }
}
