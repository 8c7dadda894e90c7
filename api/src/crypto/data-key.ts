import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config';
import { preparePrivateDataDir, syncToDisk } from '../db/data-dir';

export const DATA_KEY_BYTES = 32;
export const DATA_KEY_FILE = 'data.key';

export interface DataKeySettings {
  /** DATA_KEY (base64) when set. */
  dataKey: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
}

export type DataKeySource = 'env' | 'file' | 'generated';

export function parseDataKey(text: string, origin: string): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, 'base64');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) || key.length !== DATA_KEY_BYTES) {
    throw new ConfigError(
      `${origin} must be ${DATA_KEY_BYTES} random bytes in base64 ` +
        '(for example the output of: openssl rand -base64 32).',
    );
  }
  return key;
}

/**
 * The key that encrypts sensitive columns. With DATABASE_URL every process must share one key,
 * so it has to come from DATA_KEY; the embedded database keeps its own key beside its files.
 */
export async function loadDataKey(
  settings: DataKeySettings,
): Promise<{ key: Buffer; source: DataKeySource }> {
  if (settings.dataKey) return { key: parseDataKey(settings.dataKey, 'DATA_KEY'), source: 'env' };
  if (settings.databaseUrl) {
    throw new ConfigError(
      'DATA_KEY is required when DATABASE_URL is set, so that every API process encrypts with ' +
        'the same key. Generate one with: openssl rand -base64 32',
    );
  }
  const file = path.join(settings.dataDir, DATA_KEY_FILE);
  // Refuses a folder others can write (they could have planted a key of their own) and makes
  // the key file, like everything in the folder, 0600.
  await preparePrivateDataDir(settings.dataDir);
  try {
    await writeFile(file, `${randomBytes(DATA_KEY_BYTES).toString('base64')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
    // The data it encrypts is durable once committed: the key must not be lost to a power cut.
    await syncToDisk(file);
    await syncToDisk(settings.dataDir);
    return { key: await readKeyFile(file), source: 'generated' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { key: await readKeyFile(file), source: 'file' };
}

async function readKeyFile(file: string): Promise<Buffer> {
  return parseDataKey(await readFile(file, 'utf8'), file);
}
