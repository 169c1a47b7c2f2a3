// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible built file, so the server
// sends them as they are (server/static-assets.ts) instead of compressing on every request.
// Usage: node scripts/precompress.mjs [dir]   (default dist/renderer); build.mjs runs it after Vite.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; source maps too (devtools fetch them, and they are the largest). */
export const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|map|txt|wasm|xml|ico)$/i;
/** Below this, the headers cost more than compression saves. */
export const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Compresses every file of `dir` that is worth it (Vite empties the folder first, so all are new).
 * A copy no smaller than its source is not kept (the server then sends the file itself).
 * Returns the totals, for the build's log.
 */
export async function precompressDir(dir) {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const jobs = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    jobs.push(path);
  }
  // Brotli at its best quality is slow; the zlib thread pool runs a few at a time.
  const queue = [...jobs];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const body = await readFile(path);
      if (body.length < MIN_BYTES) continue;
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            // Source maps are large and rarely fetched: a faster level for them.
            [constants.BROTLI_PARAM_QUALITY]: path.endsWith('.map') ? 9 : 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      if (br.length < body.length) await writeFile(`${path}.br`, br);
      if (gzipped.length < body.length) await writeFile(`${path}.gz`, gzipped);
      totals.files += 1;
      totals.bytes += body.length;
      totals.brotli += Math.min(br.length, body.length);
      totals.gzip += Math.min(gzipped.length, body.length);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist/renderer';
  const t = await precompressDir(dir);
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  console.log(
    `Precompressed ${t.files} files of ${dir}: ${kb(t.bytes)} -> br ${kb(t.brotli)}, gz ${kb(t.gzip)}`,
  );
}
