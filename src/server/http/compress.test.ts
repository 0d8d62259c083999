import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress } from './compress';

const html = '<p>향</p>'.repeat(500);
const req = (enc = 'gzip, br') => new Request('http://x/', { headers: { 'Accept-Encoding': enc } });
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
});
