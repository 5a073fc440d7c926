// The apps' last build step (`vite build && node ../../scripts/precompress.mjs dist`): beside every
// text file of 1 KB or more under the folder, a brotli copy (.br) and a gzip copy (.gz), which the
// server sends to browsers that take them (@fastify/static, preCompressed). Compressing once here
// costs no request anything; images, fonts and sound are compressed already and are left alone.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text formats, which compress. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.webmanifest', '.txt', '.map']);
/** Smaller files gain nothing worth the header and the client's work. */
export const COMPRESS_FROM_BYTES = 1024;

const compressors = {
  // Quality 5 compresses the staff app's 2.2 MB of scripts to 0.71 MB in under a second of one
  // core; 11 saves another 8% for thirty times the work (docs/benchmarks.md, "On the wire").
  '.br': (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  '.gz': (body) => promisify(gzip)(body, { level: 9 }),
};

/** Every file under `folder`, depth first. */
async function filesUnder(folder) {
  const files = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/**
 * Writes the compressed copies of every compressible file under `folder` (anew: a rebuilt file
 * gets new copies). Resolves with the files compressed.
 * @param {string} folder
 * @returns {Promise<string[]>}
 */
export async function precompress(folder) {
  const chosen = [];
  for (const path of await filesUnder(folder)) {
    if (COMPRESSIBLE.has(extname(path).toLowerCase()) && (await stat(path)).size >= COMPRESS_FROM_BYTES) chosen.push(path);
  }
  // zlib runs in libuv's thread pool: the files are compressed side by side.
  await Promise.all(
    chosen.map(async (path) => {
      const body = await readFile(path);
      await Promise.all(Object.entries(compressors).map(async ([suffix, compress]) => writeFile(`${path}${suffix}`, await compress(body))));
    }),
  );
  return chosen;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = resolve(process.argv[2] ?? 'dist');
  const done = await precompress(folder);
  console.log(`precompress: ${done.length} files of ${folder} compressed (.br, .gz)`);
}
