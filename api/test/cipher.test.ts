import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCipher, DecryptError } from '../src/crypto/cipher';

describe('AES-256-GCM cipher', () => {
  const cipher = createCipher(randomBytes(32));

  it('round-trips text and bytes', () => {
    const text = 'Numéro de compte 0042-1234567 🍁';
    expect(cipher.decryptText(cipher.encryptText(text))).toBe(text);
    const bytes = randomBytes(5000);
    expect(cipher.decrypt(cipher.encrypt(bytes)).equals(bytes)).toBe(true);
    expect(cipher.decrypt(cipher.encrypt(Buffer.alloc(0))).length).toBe(0);
  });

  it('never writes the plain text and seals the same value differently each time', () => {
    const sealed = cipher.encrypt('4520 1234 5678 9012');
    expect(sealed.toString('latin1')).not.toContain('4520');
    expect(cipher.encrypt('same').equals(cipher.encrypt('same'))).toBe(false);
  });

  it('refuses altered values, another key and another context', () => {
    const sealed = cipher.encrypt('secret', 'bank_accounts.number:user-1');
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] = (altered.at(-1) ?? 0) ^ 1;
    expect(() => cipher.decrypt(altered, 'bank_accounts.number:user-1')).toThrow(DecryptError);
    expect(() => cipher.decrypt(sealed, 'bank_accounts.number:user-2')).toThrow(DecryptError);
    expect(() =>
      createCipher(randomBytes(32)).decrypt(sealed, 'bank_accounts.number:user-1'),
    ).toThrow(DecryptError);
    expect(() => cipher.decrypt(Buffer.from('short'))).toThrow(DecryptError);
  });

  it('needs a 32-byte key', () => {
    expect(() => createCipher(randomBytes(16))).toThrow();
  });
});
