// The production server: `node scripts/serve.mjs` after `astro build`.
//
// - Built assets under /_astro/ go out as the Brotli or gzip copies written at build time
//   (scripts/lib/precompress.mjs), from memory, cached for a year (their names carry a hash).
//   Everything else goes to the shop (dist/server/entry.mjs), which serves the other public files.
// - WEB_CONCURRENCY=N runs N worker processes sharing the port (node:cluster); a worker that dies
//   is replaced. Several processes need DATABASE_URL: the embedded database belongs to one process.
import cluster from 'node:cluster';
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
};

/**
 * The precompressed copies of /_astro/ files: name → { type, br?, gz? }. Read once at start-up;
 * a build replaces dist/ and the server with it.
 */
export function loadAssets(dir = path.join(CLIENT, '_astro')) {
  const assets = new Map();
  if (!existsSync(dir)) return assets;
  for (const name of readdirSync(dir)) {
    const m = /^(.+)\.(br|gz)$/.exec(name);
    if (!m) continue;
    const [, original, encoding] = m;
    const type = TYPES[path.extname(original)];
    if (!type) continue;
    const entry = assets.get(original) ?? { type };
    entry[encoding] = readFileSync(path.join(dir, name));
    assets.set(original, entry);
  }
  return assets;
}

/** Which stored encoding to send for an Accept-Encoding header, Brotli first. */
export function pickEncoding(accept, entry) {
  const header = String(accept ?? '');
  const allows = (name) => new RegExp(`(^|[\\s,])${name}(?![\\w-])(?!\\s*;\\s*q=0(\\.0*)?(\\s|,|$))`, 'i').test(header);
  if (entry.br && allows('br')) return 'br';
  if (entry.gz && allows('gzip')) return 'gz';
  return undefined;
}

/** Answers a request for a precompressed asset; false when the shop should answer it instead. */
export function serveAsset(assets, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  if (!url.startsWith('/_astro/')) return false;
  const name = url.slice('/_astro/'.length).split('?')[0];
  const entry = assets.get(name);
  if (!entry) return false;
  const encoding = pickEncoding(req.headers['accept-encoding'], entry);
  if (!encoding) return false;
  const body = entry[encoding];
  res.writeHead(200, {
    'Content-Type': entry.type,
    'Content-Encoding': encoding === 'br' ? 'br' : 'gzip',
    'Content-Length': body.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

async function serve() {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler } = await import(pathToFileURL(ENTRY).href);
  const assets = loadAssets();
  const server = http.createServer((req, res) => {
    if (!serveAsset(assets, req, res)) handler(req, res);
  });
  const host = process.env.HOST ?? '0.0.0.0';
  const port = Number(process.env.PORT ?? 4321);
  server.listen(port, host, () => {
    if (cluster.isPrimary || cluster.worker?.id === 1) console.log(`Listening on http://${host}:${port}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Requests under way get three seconds to finish.
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
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
