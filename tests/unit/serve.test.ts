import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/lib/precompress.mjs';
import { publicFiles, sitePath, validHost, workerCount } from '../../scripts/serve.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const script = 'export const greet = () => "안녕하세요";\n'.repeat(200);
mkdirSync(path.join(dir, '_astro'));
mkdirSync(path.join(dir, 'images/icons'), { recursive: true });
writeFileSync(path.join(dir, '_astro/app.abc123.js'), script);
writeFileSync(path.join(dir, '_astro/tiny.def456.js'), 'export{}');
writeFileSync(path.join(dir, '_astro/photo.789.webp'), Buffer.alloc(4096, 7));
writeFileSync(path.join(dir, 'images/icons/eco leaf.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(dir, '.env'), 'SECRET=1');

/** The public files on a real server; whatever they leave goes to a stand-in for the shop. */
let server: http.Server;
let base = '';
beforeAll(async () => {
  expect(await precompress(dir)).toBe(1);
  const files = publicFiles(dir);
  server = http.createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('shop');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

/** A request as a browser sends it; `decompress: false` keeps the bytes as sent. */
function get(
  url: string,
  accept?: string,
  init: { method?: string | undefined; headers?: Record<string, string> } = {},
) {
  const headers = { 'accept-encoding': accept ?? 'identity', ...init.headers };
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('public files', () => {
  it('writes Brotli and gzip copies of scripts at build time, but not of tiny files or images', () => {
    expect(brotliDecompressSync(readFileSync(path.join(dir, '_astro/app.abc123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, '_astro/app.abc123.js.gz'))).toString()).toBe(script);
    expect(existsSync(path.join(dir, '_astro/tiny.def456.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, '_astro/photo.789.webp.br'))).toBe(false);
  });

  it('sends Brotli to browsers that take it, with the type, length and a year of caching', async () => {
    const out = await get('/_astro/app.abc123.js', 'gzip, deflate, br, zstd');
    expect(out.status).toBe(200);
    expect(out.headers['content-type']).toMatch(/^text\/javascript/);
    expect(out.headers['content-encoding']).toBe('br');
    expect(out.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(out.headers.vary).toMatch(/Accept-Encoding/i);
    expect(out.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(out.headers['content-length'])).toBe(out.body.length);
    expect(brotliDecompressSync(out.body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file for clients that take neither', async () => {
    expect((await get('/_astro/app.abc123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/_astro/app.abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('sends files without a hashed name for an hour, by their decoded path, and 304 for a known ETag', async () => {
    const icon = await get('/images/icons/eco%20leaf.svg?v=2', 'br');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(icon.headers['content-encoding']).toBeUndefined();
    const again = await get('/images/icons/eco%20leaf.svg', 'br', {
      headers: { 'if-none-match': String(icon.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get('/_astro/photo.789.webp')).headers['content-type']).toBe('image/webp');
  });

  it('answers HEAD without a body and leaves other paths, methods, dotfiles and unknown files to the shop', async () => {
    const head = await get('/_astro/app.abc123.js', 'br', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const [url, method] of [
      ['/_astro/app.abc123.js', 'POST'],
      ['/_astro/../../etc/passwd', 'GET'],
      ['/_astro/missing.js', 'GET'],
      ['/shop/app.abc123.js', 'GET'],
      ['/.env', 'GET'],
      ['/shop/category/1?sort=popular', 'GET'],
    ]) {
      const out = await get(url as string, 'br', { method });
      expect(out.body.toString(), `${method} ${url}`).toBe('shop');
    }
  });

  it('reads the site path without its query and refuses what cannot be decoded', () => {
    expect(sitePath('/a/b%20c.svg?x=%zz')).toBe('/a/b c.svg');
    expect(sitePath('/a#top')).toBe('/a');
    expect(sitePath('/%E0%A4%A')).toBeUndefined();
  });

  it('runs one process on the embedded database and WEB_CONCURRENCY processes on PostgreSQL', () => {
    expect(workerCount({})).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://x' })).toBe(4);
    expect(workerCount({ WEB_CONCURRENCY: '4' })).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: 'many', DATABASE_URL: 'postgres://x' })).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://x' })).toBe(1);
  });
});

describe('the Host header', () => {
  it('names a host and an optional port', () => {
    for (const host of [
      'www.evans-candle.com',
      '127.0.0.1:4321',
      'localhost',
      '[::1]:4321',
      'shop.localhost',
      undefined,
    ])
      expect(validHost(host), String(host)).toBe(true);
  });

  it('refuses credentials, paths and stray characters (400 before the shop)', () => {
    for (const host of [
      'user:pass@127.0.0.1',
      'evil.test/x',
      'a b',
      'host:port',
      'x\\y',
      '',
      'a:1:2',
      '127.0.0.1:99999',
      '1.2.3.4.5',
      '[::1',
      '@',
    ])
      expect(validHost(host), host).toBe(false);
  });
});
