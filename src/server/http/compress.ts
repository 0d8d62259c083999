import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
const gzipAsync = promisify(gzip);

/** Below this many bytes a gzip header and a round of work buy nothing. */
const MIN_BYTES = 1024;

/** Gzips in libuv's thread pool, so the event loop keeps rendering other pages meanwhile. */
export function gzipBytes(body: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return gzipAsync(body).then((buf) => new Uint8Array(buf.buffer as ArrayBuffer, buf.byteOffset, buf.byteLength));
}

/**
 * Gzips HTML and JSON for clients that accept it; small and already-encoded bodies pass. Every
 * body sent through here is built in memory (pages render whole, APIs answer JSON), so it is read
 * whole and compressed in one call instead of chunk by chunk through a stream.
 */
export async function compress(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.headers.has('content-encoding') || response.status === 204 || response.status === 304)
    return response;
  if (!/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) return response;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return response;
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared < MIN_BYTES) return response;
  const init = { status: response.status, statusText: response.statusText };
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.byteLength < MIN_BYTES) return new Response(body, { ...init, headers: response.headers });
  const zipped = await gzipBytes(body);
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(zipped.byteLength));
  headers.append('Vary', 'Accept-Encoding');
  return new Response(zipped, { ...init, headers });
}
