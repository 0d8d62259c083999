import { describe, expect, inject, it } from 'vitest';

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, inject('baseUrl')), { headers });

describe('media', () => {
  it('serves stored images with their type, immutable caching and nosniff', async () => {
    const res = await get('/media/guides/soy-container-candle.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const again = await get('/media/guides/soy-container-candle.webp', {
      'If-None-Match': res.headers.get('etag') ?? '',
    });
    expect(again.status).toBe(304);
  });

  it('scales an image down to an allowed width and ignores other widths', async () => {
    const full = (await (await get('/media/guides/soy-container-candle.webp')).arrayBuffer()).byteLength;
    const small = await get('/media/guides/soy-container-candle.webp?w=480');
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect((await small.arrayBuffer()).byteLength).toBeLessThan(full);
    expect((await (await get('/media/guides/soy-container-candle.webp?w=999')).arrayBuffer()).byteLength).toBe(full);
  });

  it('answers 404 for unknown files and path tricks', async () => {
    expect((await get('/media/products/nope.webp')).status).toBe(404);
    expect((await get('/media/..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });
});
