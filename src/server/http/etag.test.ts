import { describe, expect, it } from 'vitest';
import { etagOf, ifNoneMatchHits, withEtag } from './etag';

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('ETag on GET JSON', () => {
  it('gives equal bodies equal weak tags', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
    expect(etagOf('x')).toMatch(/^W\/".+"$/);
  });

  it('matches If-None-Match lists, weak or strong, and *', () => {
    const tag = etagOf('x');
    expect(ifNoneMatchHits(`"other", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits(tag.replace('W/', ''), tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits('"nope"', tag)).toBe(false);
    expect(ifNoneMatchHits(null, tag)).toBe(false);
  });

  it('answers 304 with no body when the client holds the current tag', async () => {
    const first = await withEtag(new Request('http://x/api'), jsonResponse({ a: 1 }));
    const tag = first.headers.get('etag') ?? '';
    const second = await withEtag(
      new Request('http://x/api', { headers: { 'If-None-Match': tag } }),
      jsonResponse({ a: 1 }),
    );
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });

  it('leaves non-GET, non-200 and non-JSON responses untouched', async () => {
    const post = await withEtag(new Request('http://x/api', { method: 'POST' }), jsonResponse({}));
    expect(post.headers.get('etag')).toBeNull();
    const html = await withEtag(
      new Request('http://x/'),
      new Response('<p>', { headers: { 'Content-Type': 'text/html' } }),
    );
    expect(html.headers.get('etag')).toBeNull();
  });
});
