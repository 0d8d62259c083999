import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/lib/precompress.mjs';
import {
  KEPT_PAGE_ANSWER,
  loadPublicFiles,
  pickEncoding,
  servePublic,
  sitePath,
  validHost,
  withKeptPages,
  workerCount,
} from '../../scripts/serve.mjs';

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

type Sent = { status?: number; headers?: Record<string, unknown>; body?: Buffer | undefined };
function call(
  files: ReturnType<typeof loadPublicFiles>,
  url: string,
  accept?: string,
  method = 'GET',
  extra: Record<string, string> = {},
) {
  const sent: Sent = {};
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      sent.status = status;
      sent.headers = headers;
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  };
  const headers = { ...(accept === undefined ? {} : { 'accept-encoding': accept }), ...extra };
  const answered = servePublic(files, { method, url, headers } as never, res as never);
  return { answered, ...sent };
}

describe('public files', () => {
  it('writes Brotli and gzip copies of scripts at build time, but not of tiny files or images', async () => {
    expect(await precompress(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(path.join(dir, '_astro/app.abc123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, '_astro/app.abc123.js.gz'))).toString()).toBe(script);
    const files = loadPublicFiles(dir);
    expect([...files.keys()].sort()).toEqual([
      '/_astro/app.abc123.js',
      '/_astro/photo.789.webp',
      '/_astro/tiny.def456.js',
      '/images/icons/eco leaf.svg',
    ]);
    expect(files.get('/_astro/app.abc123.js')?.br).toBeDefined();
    expect(files.get('/_astro/tiny.def456.js')?.br).toBeUndefined();
  });

  it('sends Brotli to browsers that take it, with the type, length and a year of caching', () => {
    const out = call(loadPublicFiles(dir), '/_astro/app.abc123.js', 'gzip, deflate, br, zstd');
    expect(out.answered).toBe(true);
    expect(out.status).toBe(200);
    expect(out.headers).toMatchObject({
      'Content-Type': 'text/javascript; charset=utf-8',
      'Content-Encoding': 'br',
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(out.headers?.['Content-Length']).toBe(out.body?.length);
    expect(brotliDecompressSync(out.body as Buffer).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file for clients that take neither (or refuse both)', () => {
    const files = loadPublicFiles(dir);
    expect(call(files, '/_astro/app.abc123.js', 'gzip').headers?.['Content-Encoding']).toBe('gzip');
    expect(call(files, '/_astro/app.abc123.js', 'br;q=0, gzip').headers?.['Content-Encoding']).toBe('gzip');
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = call(files, '/_astro/app.abc123.js', accept);
      expect(plain.answered).toBe(true);
      expect(plain.headers?.['Content-Encoding']).toBeUndefined();
      expect(plain.body?.toString()).toBe(script);
    }
  });

  it('sends files without a hashed name for an hour, by their decoded path, and 304 for a known ETag', () => {
    const files = loadPublicFiles(dir);
    const icon = call(files, '/images/icons/eco%20leaf.svg?v=2', 'br');
    expect(icon.status).toBe(200);
    expect(icon.headers).toMatchObject({ 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' });
    expect(icon.headers?.['Content-Encoding']).toBeUndefined();
    const again = call(files, '/images/icons/eco%20leaf.svg', 'br', 'GET', {
      'if-none-match': String(icon.headers?.ETag),
    });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(call(files, '/_astro/photo.789.webp').headers?.['Content-Type']).toBe('image/webp');
  });

  it('answers HEAD without a body and leaves other paths, methods, dotfiles and unknown files to the shop', () => {
    const files = loadPublicFiles(dir);
    const head = call(files, '/_astro/app.abc123.js', 'br', 'HEAD');
    expect(head.answered).toBe(true);
    expect(head.body).toBeUndefined();
    expect(call(files, '/_astro/app.abc123.js', 'br', 'POST').answered).toBe(false);
    expect(call(files, '/_astro/../../etc/passwd', 'br').answered).toBe(false);
    expect(call(files, '/_astro/missing.js', 'br').answered).toBe(false);
    expect(call(files, '/shop/app.abc123.js', 'br').answered).toBe(false);
    expect(call(files, '/_astro/app.abc123.js.br', 'br').answered).toBe(false);
    expect(call(files, '/.env').answered).toBe(false);
    expect(call(files, '/shop/category/1?sort=popular').answered).toBe(false);
  });

  it('reads the site path without its query and refuses what cannot be decoded', () => {
    expect(sitePath('/a/b%20c.svg?x=%zz')).toBe('/a/b c.svg');
    expect(sitePath('/a#top')).toBe('/a');
    expect(sitePath('/%E0%A4%A')).toBeUndefined();
  });

  it('picks the encoding by the Accept-Encoding tokens, not substrings', () => {
    const both = { br: Buffer.from('b'), gz: Buffer.from('g') };
    expect(pickEncoding('gzip, br', both)).toBe('br');
    expect(pickEncoding('x-gzip', both)).toBeUndefined();
    expect(pickEncoding('brotli', both)).toBeUndefined();
    expect(pickEncoding('gzip;q=0.5', both)).toBe('gz');
  });
});

describe('worker processes', () => {
  it('runs WEB_CONCURRENCY processes on PostgreSQL and one on the embedded database', () => {
    expect(workerCount({})).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://x' })).toBe(4);
    expect(workerCount({ WEB_CONCURRENCY: '4' })).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: 'many', DATABASE_URL: 'postgres://x' })).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://x' })).toBe(1);
  });
});

describe('kept pages before Astro', () => {
  const slot = globalThis as unknown as Record<symbol, unknown>;
  afterEach(() => {
    delete slot[KEPT_PAGE_ANSWER];
  });
  const req = { method: 'GET', url: '/' } as never;
  const res = {} as never;

  it('hands every request to Astro until the shop has registered its answer', () => {
    const astro: unknown[] = [];
    withKeptPages((...args: unknown[]) => astro.push(args))(req, res);
    expect(astro).toHaveLength(1);
  });

  it("lets the shop's answer take a kept page, and sends Astro only what it declines or hands back", () => {
    const astro: string[] = [];
    let handBack: (() => void) | undefined;
    slot[KEPT_PAGE_ANSWER] = (r: { url: string }, _res: unknown, fallback: () => void) => {
      if (r.url === '/kept') return true;
      if (r.url === '/later') {
        handBack = fallback;
        return true;
      }
      return false;
    };
    const shop = withKeptPages((r: { url: string }) => astro.push(r.url));
    shop({ method: 'GET', url: '/kept' } as never, res);
    shop({ method: 'GET', url: '/other' } as never, res);
    shop({ method: 'GET', url: '/later' } as never, res);
    expect(astro).toEqual(['/other']);
    handBack?.();
    expect(astro).toEqual(['/other', '/later']);
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
