import type { Language } from 'shared/contract';
import type { Cipher } from '../crypto/cipher';
import type { Db } from '../db/database';
import { loadLetterPdf } from '../letters-store/letters';
import type { AccountData } from './my-data';
import { exportReadme } from './readme';
import type { ZipStream } from './zip-stream';

/**
 * Writes the archive: README.txt, my-data.json, then each letter's PDF, read and decrypted one
 * at a time, so that however many letters a user has, one PDF at most is in memory.
 */
export async function writeExportArchive(
  zip: ZipStream,
  source: { db: Db; cipher: Cipher; userId: string },
  data: AccountData,
  readme: { language: Language; day: string },
): Promise<void> {
  const text = (value: string) => new TextEncoder().encode(value);
  const { language, day } = readme;
  await zip.addFile(
    'README.txt',
    text(exportReadme(language, { day, letterCount: data.letters.length })),
    {
      compress: true,
    },
  );
  await zip.addFile('my-data.json', text(`${JSON.stringify(data, null, 2)}\n`), { compress: true });
  for (const letter of data.letters) {
    if (zip.closed) return;
    const stored = await loadLetterPdf(source.db, source.cipher, source.userId, letter.id);
    // Deleted meanwhile (from another tab): my-data.json names it, the archive just lacks it.
    if (!stored) continue;
    await zip.addFile(letter.file, stored.pdf, { compress: false });
  }
  zip.finish();
}
