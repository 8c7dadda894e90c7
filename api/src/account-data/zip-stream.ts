import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A ZIP archive written to a stream file by file, so only the file being added is in memory. */
export interface ZipStream {
  /** What the reply sends: the archive's bytes as they are made. */
  readonly output: Readable;
  /**
   * Adds one file. `compress: false` stores it as is (a PDF is compressed already). Resolves
   * once the reader has taken the bytes (or is gone), so a slow client holds back the next file.
   */
  addFile(name: string, data: Uint8Array, options: { compress: boolean }): Promise<void>;
  /** Writes the central directory and ends the stream. */
  finish(): void;
  /** The reader went away or the archive broke: stop adding files. */
  readonly closed: boolean;
}

export function createZipStream(modifiedAt: Date): ZipStream {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    if (output.destroyed) return;
    output.write(chunk);
    if (final) output.end();
  });

  /** fflate pushes synchronously and has no back-pressure of its own: wait for the reader. */
  function drained(): Promise<void> {
    if (!output.writableNeedDrain || output.destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        output.off('drain', done);
        output.off('close', done);
        resolve();
      };
      output.on('drain', done);
      output.on('close', done);
    });
  }

  return {
    output,
    get closed() {
      return output.destroyed;
    },
    async addFile(name, data, { compress }) {
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      entry.mtime = modifiedAt;
      zip.add(entry);
      entry.push(data, true);
      await drained();
    },
    finish() {
      zip.end();
    },
  };
}
