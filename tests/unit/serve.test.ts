import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/lib/precompress.mjs';
import { loadAssets, pickEncoding, serveAsset, workerCount } from '../../scripts/serve.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const script = 'export const greet = () => "안녕하세요";\n'.repeat(200);
writeFileSync(path.join(dir, 'app.abc123.js'), script);
writeFileSync(path.join(dir, 'tiny.def456.js'), 'export{}');
writeFileSync(path.join(dir, 'photo.789.webp'), Buffer.alloc(4096, 7));

type Sent = { status?: number; headers?: Record<string, unknown>; body?: Buffer | undefined };
function call(assets: ReturnType<typeof loadAssets>, url: string, accept?: string, method = 'GET') {
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
  const req = { method, url, headers: accept === undefined ? {} : { 'accept-encoding': accept } };
  const answered = serveAsset(assets, req as never, res as never);
  return { answered, ...sent };
}

describe('precompressed assets', () => {
  it('writes Brotli and gzip copies of scripts at build time, but not of tiny files or images', async () => {
    expect(await precompress(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'app.abc123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'app.abc123.js.gz'))).toString()).toBe(script);
    const assets = loadAssets(dir);
    expect([...assets.keys()]).toEqual(['app.abc123.js']);
  });

  it('sends Brotli to browsers that take it, with the type, length and a year of caching', () => {
    const out = call(loadAssets(dir), '/_astro/app.abc123.js', 'gzip, deflate, br, zstd');
    expect(out.answered).toBe(true);
    expect(out.status).toBe(200);
    expect(out.headers).toMatchObject({
      'Content-Type': 'text/javascript; charset=utf-8',
      'Content-Encoding': 'br',
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    expect(out.headers?.['Content-Length']).toBe(out.body?.length);
    expect(brotliDecompressSync(out.body as Buffer).toString()).toBe(script);
  });

  it('falls back to gzip, and leaves clients that take neither (or refuse both) to the plain file', () => {
    const assets = loadAssets(dir);
    expect(call(assets, '/_astro/app.abc123.js', 'gzip').headers?.['Content-Encoding']).toBe('gzip');
    expect(call(assets, '/_astro/app.abc123.js', 'br;q=0, gzip').headers?.['Content-Encoding']).toBe('gzip');
    expect(call(assets, '/_astro/app.abc123.js').answered).toBe(false);
    expect(call(assets, '/_astro/app.abc123.js', 'identity').answered).toBe(false);
    expect(call(assets, '/_astro/app.abc123.js', 'br;q=0, gzip;q=0').answered).toBe(false);
  });

  it('answers HEAD without a body and leaves other paths, methods and unknown files to the shop', () => {
    const assets = loadAssets(dir);
    const head = call(assets, '/_astro/app.abc123.js', 'br', 'HEAD');
    expect(head.answered).toBe(true);
    expect(head.body).toBeUndefined();
    expect(call(assets, '/_astro/app.abc123.js', 'br', 'POST').answered).toBe(false);
    expect(call(assets, '/_astro/../../etc/passwd', 'br').answered).toBe(false);
    expect(call(assets, '/_astro/missing.js', 'br').answered).toBe(false);
    expect(call(assets, '/shop/app.abc123.js', 'br').answered).toBe(false);
    expect(call(assets, '/_astro/tiny.def456.js', 'br').answered).toBe(false);
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
