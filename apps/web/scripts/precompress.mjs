// Brotli and gzip siblings (`x.js.br`, `x.js.gz`) of a build's text files, so the server sends
// compressed bytes without compressing on every request (docs/decisions.md: compression).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed response saves less than its headers cost. */
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes `.br` (quality 11) and `.gz` (level 9) next to every compressible file of `dir`. */
export function precompress(dir) {
  let files = 0;
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path) || path.includes('/.vite/')) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
  }
  return files;
}
