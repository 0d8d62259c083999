// The production server: `node scripts/serve.mjs` after `astro build`.
//
// - The public files of dist/client (built assets under /_astro/, icons, favicon) are read into
//   memory once at start-up and answered from there: Brotli or gzip copies written at build time
//   (scripts/lib/precompress.mjs) where the browser takes them, hashed /_astro/ names cached for a
//   year, the others for an hour with an ETag. Every other request goes straight to the shop
//   (dist/server/entry.mjs, the adapter's middleware build), with no file-system look-up on the way.
// - Pages the shop keeps for anonymous visitors are sent by the shop's own answer for them
//   (src/server/http/kept-page-answer.ts) before Astro's request pipeline; the rest go through it.
// - WEB_CONCURRENCY=N runs N worker processes sharing the port (node:cluster); a worker that dies
//   is replaced. Several processes need DATABASE_URL: the embedded database belongs to one process.
import cluster from 'node:cluster';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'dist/client');
const ENTRY = path.join(ROOT, 'dist/server/entry.mjs');

/** How many processes serve: WEB_CONCURRENCY, but one on the embedded database. */
export function workerCount(env = process.env) {
  const asked = Math.floor(Number(env.WEB_CONCURRENCY ?? 1));
  if (!Number.isFinite(asked) || asked < 1) return 1;
  return env.DATABASE_URL ? Math.min(asked, 64) : 1;
}

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

/** The public files under `dir`, as site paths (`/a/b.svg`), each with its path on disk. */
function* walk(dir, prefix = '') {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dotfiles stay private, as a static server would keep them.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    const site = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) yield* walk(full, site);
    else if (entry.isFile()) yield [site, full];
  }
}

/**
 * The public files, read once: site path → { type, body, br?, gz?, etag, immutable }. The `.br` and
 * `.gz` copies written at build time ride along with their file instead of being files of their own.
 * A build replaces dist/ and the server with it.
 */
export function loadPublicFiles(dir = CLIENT) {
  const files = new Map();
  if (!existsSync(dir)) return files;
  const copies = [];
  for (const [site, full] of walk(dir)) {
    const m = /^(.+)\.(br|gz)$/.exec(site);
    if (m) {
      copies.push([m[1], m[2], full]);
      continue;
    }
    const body = readFileSync(full);
    files.set(site, {
      type: TYPES[path.extname(site).toLowerCase()] ?? 'application/octet-stream',
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      immutable: site.startsWith('/_astro/'),
    });
  }
  for (const [site, encoding, full] of copies) {
    const file = files.get(site);
    if (file) file[encoding] = readFileSync(full);
  }
  return files;
}

/** Which stored encoding to send for an Accept-Encoding header, Brotli first. */
export function pickEncoding(accept, entry) {
  const header = String(accept ?? '');
  const allows = (name) => new RegExp(`(^|[\\s,])${name}(?![\\w-])(?!\\s*;\\s*q=0(\\.0*)?(\\s|,|$))`, 'i').test(header);
  if (entry.br && allows('br')) return 'br';
  if (entry.gz && allows('gzip')) return 'gz';
  return undefined;
}

/** The site path of a request (no query, percent-decoded), or undefined when it cannot be decoded. */
export function sitePath(url) {
  const raw = String(url ?? '/');
  const end = raw.search(/[?#]/);
  try {
    return decodeURIComponent(end === -1 ? raw : raw.slice(0, end));
  } catch {
    return undefined;
  }
}

/**
 * Whether a Host header names a host (and port) and nothing else. Credentials (`user:pass@host`)
 * or stray characters make an address no Request can be built from; they are the sender's error.
 */
export function validHost(host) {
  if (host === undefined) return true;
  if (!/^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/.test(host)) return false;
  // What a URL parser refuses (a port past 65535, `1.2.3.4.5`) would leave the adapter guessing.
  try {
    return new URL(`http://${host}/`).hostname !== '';
  } catch {
    return false;
  }
}

/** 400 for a request no address can be made of: JSON under /api/, as every API answer is. */
function badRequest(req, res) {
  const api = String(req.url ?? '').startsWith('/api/');
  res.writeHead(400, {
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(api ? JSON.stringify({ message: '잘못된 요청입니다.' }) : 'Bad request.');
}

/** Answers a request for a public file; false when the shop should answer it instead. */
export function servePublic(files, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const site = sitePath(req.url);
  const file = site === undefined ? undefined : files.get(site);
  if (!file) return false;
  const encoding = file.br || file.gz ? pickEncoding(req.headers['accept-encoding'], file) : undefined;
  const headers = {
    'Content-Type': file.type,
    'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    ETag: file.etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (file.br || file.gz) headers.Vary = 'Accept-Encoding';
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  const body = encoding ? file[encoding] : file.body;
  if (encoding) headers['Content-Encoding'] = encoding === 'br' ? 'br' : 'gzip';
  headers['Content-Length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * Where the shop registers its answer for kept pages (src/server/http/kept-page-answer.ts) once its
 * middleware has loaded.
 */
export const KEPT_PAGE_ANSWER = Symbol.for('evans-candle.kept-page-answer');

/**
 * The shop's handler, with kept pages first: the shop's own answer takes the anonymous GETs for
 * pages it holds (and may still hand one back), Astro's `handler` everything else.
 */
export function withKeptPages(handler) {
  return (req, res) => {
    const kept = globalThis[KEPT_PAGE_ANSWER];
    if (!kept?.(req, res, () => handler(req, res))) handler(req, res);
  };
}

async function serve() {
  const { handler } = await import(pathToFileURL(ENTRY).href);
  const files = loadPublicFiles();
  const shop = withKeptPages(handler);
  const server = http.createServer((req, res) => {
    if (sitePath(req.url) === undefined || !validHost(req.headers.host)) {
      badRequest(req, res);
      return;
    }
    if (!servePublic(files, req, res)) shop(req, res);
  });
  const host = process.env.HOST ?? '0.0.0.0';
  const port = Number(process.env.PORT ?? 4321);
  server.listen(port, host, () => {
    if (cluster.isPrimary || cluster.worker?.id === 1) console.log(`Listening on http://${host}:${port}`);
  });
  const stop = () => {
    server.close(() => closeDatabase().finally(() => process.exit(0)));
    server.closeIdleConnections();
    // Requests under way get three seconds to finish.
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * The shop's database handle (src/server/db/client.ts keeps it under this symbol), closed on the way
 * out: a PGlite folder closed cleanly is a consistent copy and starts without replaying its log.
 */
async function closeDatabase() {
  const handle = globalThis[Symbol.for('shop.db')];
  if (!handle) return;
  try {
    await (await handle).close();
  } catch {
    // Closing is best effort: the process ends either way.
  }
}

function supervise(count) {
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal) => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    setTimeout(() => process.exit(0), 6000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = workerCount();
  if (process.env.WEB_CONCURRENCY && count === 1 && Number(process.env.WEB_CONCURRENCY) > 1) {
    console.warn('WEB_CONCURRENCY needs DATABASE_URL: the embedded database serves one process.');
  }
  if (count > 1 && cluster.isPrimary) supervise(count);
  else await serve();
}
