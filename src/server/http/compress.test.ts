import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseCoding, compress, decodeFrom, encodeAs } from './compress';

const html = '<p>향</p>'.repeat(500);
const req = (enc = 'gzip') => new Request('http://x/', { headers: { 'Accept-Encoding': enc } });
const res = (body: string, type = 'text/html; charset=utf-8') =>
  new Response(body, { headers: { 'Content-Type': type } });

describe('response compression', () => {
  it('gzips HTML for clients that accept it and says so', async () => {
    const out = await compress(req(), res(html));
    expect(out.headers.get('content-encoding')).toBe('gzip');
    expect(out.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await out.arrayBuffer())).toString()).toBe(html);
  });

  it('says how long the gzipped body is', async () => {
    const out = await compress(req(), res(html));
    expect(Number(out.headers.get('content-length'))).toBe((await out.clone().arrayBuffer()).byteLength);
  });

  it('leaves clients without gzip, images and tiny bodies alone', async () => {
    expect((await compress(req('identity'), res(html))).headers.get('content-encoding')).toBeNull();
    expect((await compress(req(), res(html, 'image/webp'))).headers.get('content-encoding')).toBeNull();
    const tiny = new Response('{}', { headers: { 'Content-Type': 'application/json', 'Content-Length': '2' } });
    expect((await compress(req(), tiny)).headers.get('content-encoding')).toBeNull();
    const small = await compress(req(), res('<p>짧은 글</p>'));
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('<p>짧은 글</p>');
  });

  it('prefers zstd, then Brotli, then gzip, among the codings the client takes', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('zstd');
    expect(chooseCoding('gzip, deflate, br')).toBe('br');
    expect(chooseCoding('gzip, deflate')).toBe('gzip');
    expect(chooseCoding('zstd;q=0, br;q=0.5, gzip')).toBe('br');
    expect(chooseCoding('*')).toBe('gzip');
    expect(chooseCoding('identity')).toBeUndefined();
    expect(chooseCoding('x-gzip, brotli')).toBeUndefined();
    expect(chooseCoding(null)).toBeUndefined();
  });

  it('sends zstd and Brotli bodies that decode to the page, with their own length', async () => {
    const z = await compress(req('gzip, deflate, br, zstd'), res(html));
    expect(z.headers.get('content-encoding')).toBe('zstd');
    const zBytes = Buffer.from(await z.arrayBuffer());
    expect(Number(z.headers.get('content-length'))).toBe(zBytes.byteLength);
    expect(zstdDecompressSync(zBytes).toString()).toBe(html);
    const b = await compress(req('gzip, br'), res(html));
    expect(b.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await b.arrayBuffer())).toString()).toBe(html);
  });
});

describe('zstd of large bodies', () => {
  it('compresses a body past the in-place limit (in the thread pool) to the same bytes decoded', async () => {
    // 400 KB of varied text: over the 256 KB that zstd compresses on the event loop.
    const big = Array.from({ length: 8000 }, (_, i) => `<li data-i="${i}">상품 ${i * 7919}</li>`).join('');
    expect(Buffer.byteLength(big)).toBeGreaterThan(256 * 1024);
    const out = await compress(req('zstd'), res(big));
    expect(out.headers.get('content-encoding')).toBe('zstd');
    const bytes = Buffer.from(await out.arrayBuffer());
    expect(Number(out.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(zstdDecompressSync(bytes).toString()).toBe(big);
  });

  it('unpacks what it packed in every coding, for the page cache to make its other copies', async () => {
    const plain = new TextEncoder().encode(html);
    for (const coding of ['zstd', 'br', 'gzip'] as const) {
      const packed = await encodeAs(coding, plain);
      expect(packed.byteLength).toBeLessThan(plain.byteLength);
      expect(await decodeFrom(coding, packed)).toEqual(plain);
    }
  });
});
