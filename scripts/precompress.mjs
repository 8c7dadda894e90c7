// Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the front-end builds, so
// the server sends them as files (@fastify/static's preCompressed) instead of compressing the same
// bytes again on every request (the react-dom chunk served 166 req/s compressed on the fly against
// 969 as a file).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/i;
/** Below this size the headers cost more than compression saves (@fastify/compress's threshold). */
const MIN_BYTES = 1024;

async function* filesUnder(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** Compresses one file; a copy is written only when it is smaller than the original. */
async function precompressFile(file) {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  let written = 0;
  if (br.length < content.length) {
    await writeFile(`${file}.br`, br);
    written += 1;
  }
  if (gz.length < content.length) {
    await writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

/** Precompresses every compressible file of at least 1 KB under each folder. */
export async function precompressFolders(folders) {
  const files = [];
  for (const folder of folders) {
    for await (const file of filesUnder(folder)) {
      if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) files.push(file);
    }
  }
  // zlib runs in libuv's thread pool: a few files at a time keep both cores busy.
  let written = 0;
  for (let start = 0; start < files.length; start += 4) {
    const counts = await Promise.all(files.slice(start, start + 4).map(precompressFile));
    written += counts.reduce((sum, count) => sum + count, 0);
  }
  return { files: files.length, written };
}
