// The production server: `node scripts/serve.mjs` after `astro build`.
//
// - Public files of dist/client through sirv (`publicFiles`); every other request goes to the shop
//   (dist/server/entry.mjs, the adapter's middleware build), where Astro's middleware and route
//   cache answer it.
// - WEB_CONCURRENCY=N runs N worker processes sharing the port (node:cluster); a worker that dies
//   is replaced. Several processes need DATABASE_URL: the embedded database belongs to one process.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import http from 'node:http';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';

// Node's own on-disk cache of compiled code (NODE_COMPILE_CACHE, else a folder in the system's temporary
// one): a restart compiles the built server's modules once rather than on every start (about 0.5 s of
// a 4 s start on a 2-core machine, measured with the test servers).
module.enableCompileCache?.();

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'dist/client');
const ENTRY = path.join(ROOT, 'dist/server/entry.mjs');

/** How many processes serve: WEB_CONCURRENCY, but one on the embedded database. */
export function workerCount(env = process.env) {
  const asked = Math.floor(Number(env.WEB_CONCURRENCY ?? 1));
  if (!Number.isFinite(asked) || asked < 1) return 1;
  return env.DATABASE_URL ? Math.min(asked, 64) : 1;
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

/**
 * The public files of dist/client through sirv: the Brotli and gzip copies written at build time
 * (scripts/lib/precompress.mjs) where the browser takes them, hashed /_astro/ names cached for a
 * year as immutable, the others for an hour, ETags, and nothing under a dot. `next` is the shop.
 */
export function publicFiles(dir = CLIENT) {
  if (!existsSync(dir)) return (_req, _res, next) => next();
  const serveFile = sirv(dir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  // sirv answers any method; a form posted to a file's address is the shop's to refuse.
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? serveFile(req, res, next) : next());
}

async function serve() {
  const { handler } = await import(pathToFileURL(ENTRY).href);
  const files = publicFiles();
  const server = http.createServer((req, res) => {
    // No Request can be built for these (Astro's adapter would fail with a 500): the sender's error.
    if (sitePath(req.url) === undefined || !validHost(req.headers.host)) {
      badRequest(req, res);
      return;
    }
    files(req, res, () => handler(req, res));
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
  // Started by a process that watches it over IPC (a test harness, a process manager): when that
  // process goes away, however it ends, the channel closes and the shop stops instead of living on.
  if (cluster.isPrimary && process.channel) {
    process.channel.unref();
    process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  }
  if (count > 1 && cluster.isPrimary) supervise(count);
  else await serve();
}
