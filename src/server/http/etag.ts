import { createHash } from 'node:crypto';

/** A weak validator over the body bytes: equal JSON gives an equal tag in every process. */
export function etagOf(body: string | Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when any tag of an If-None-Match header matches (weak comparison, `*` matches all). */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t.replace(/^W\//, '') === bare);
}

/** Adds an ETag to a 200 GET JSON response and answers 304 when the client already holds it. */
export async function withEtag(request: Request, response: Response): Promise<Response> {
  if (request.method !== 'GET' || response.status !== 200) return response;
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const etag = etagOf(body);
  const headers = new Headers(response.headers);
  headers.set('ETag', etag);
  if (ifNoneMatchHits(request.headers.get('if-none-match'), etag)) {
    headers.delete('content-type');
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}
