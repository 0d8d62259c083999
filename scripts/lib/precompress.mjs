// Build step: every script, stylesheet and text asset under dist/client is written once more as
// Brotli (`.br`) and gzip (`.gz`) at the strongest settings, so the server sends them compressed
// without compressing anything per request (scripts/serve.mjs).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE_EXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.map',
  '.webmanifest',
]);
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `.br` and `.gz` beside each compressible file of `dir` that shrinks; returns how many. */
export async function precompress(dir) {
  let count = 0;
  const jobs = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE_EXT.has(path.extname(file))) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const body = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gz(body, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < body.length) await writeFile(`${file}.br`, br);
        if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
        count++;
      })(),
    );
  }
  await Promise.all(jobs);
  return count;
}

/** The Astro integration that runs `precompress` on the client output after each build. */
export function precompressIntegration() {
  return {
    name: 'precompress-assets',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = Date.now();
        const count = await precompress(fileURLToPath(dir));
        logger.info(`${count} assets stored as .br and .gz in ${Date.now() - started} ms`);
      },
    },
  };
}
