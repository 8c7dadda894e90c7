import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

/**
 * AES-256-GCM for values stored at rest. Layout: version byte, IV, tag, ciphertext.
 * `context` (for example 'bank_accounts.number:<user id>') is authenticated but not stored, so a
 * value copied to another row or column fails to decrypt.
 */
export interface Cipher {
  encrypt(plain: Buffer | string, context?: string): Buffer;
  decrypt(sealed: Buffer, context?: string): Buffer;
  /** encrypt() of UTF-8 text, as base64 for text columns. */
  encryptText(plain: string, context?: string): string;
  decryptText(sealed: string, context?: string): string;
}

export class DecryptError extends Error {
  override name = 'DecryptError';
}

export function createCipher(key: Buffer): Cipher {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key.');

  function encrypt(plain: Buffer | string, context = ''): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.of(VERSION), iv, cipher.getAuthTag(), body]);
  }

  function decrypt(sealed: Buffer, context = ''): Buffer {
    if (sealed.length < HEADER_BYTES || sealed[0] !== VERSION) {
      throw new DecryptError('Not a value sealed by this cipher.');
    }
    const iv = sealed.subarray(1, 1 + IV_BYTES);
    const tag = sealed.subarray(1 + IV_BYTES, HEADER_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    try {
      return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]);
    } catch {
      throw new DecryptError('The value was altered or sealed with another key or context.');
    }
  }

  return {
    encrypt,
    decrypt,
    encryptText: (plain, context) => encrypt(plain, context).toString('base64'),
    decryptText: (sealed, context) =>
      decrypt(Buffer.from(sealed, 'base64'), context).toString('utf8'),
  };
}
