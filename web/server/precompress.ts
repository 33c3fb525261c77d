/**
 * Build step: writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the
 * client build, at the highest levels, once. The server sends them as they are, so serving an
 * asset costs no compression at all.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { clientDist } from './renderer.ts';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|ico)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(path);
    } else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const path of files(clientDist)) {
  if ((await stat(path)).size < MIN_BYTES) continue;
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  count += 1;
}
console.log(`precompressed ${count} client files (.br, .gz)`);
