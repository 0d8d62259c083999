import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

/**
 * Below this many bytes compression buys nothing: a 2 KB answer fits the first round trip either
 * way, and zstd's per-call setup (25–45 µs) was 15% of the CPU of a small JSON answer.
 */
const MIN_BYTES = 4096;

export type Coding = 'zstd' | 'br' | 'gzip';
type Coder = (body: Uint8Array) => Promise<Buffer>;

const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);
const gunzipAsync = promisify(zlib.gunzip);
const brotliDecompressAsync = promisify(zlib.brotliDecompress);
// zstd arrived in Node 22.15; older runtimes simply never offer it.
const zstdAsync = typeof zlib.zstdCompress === 'function' ? promisify(zlib.zstdCompress) : undefined;

/** Up to this size zstd runs on the event loop: cheaper than a trip through the thread pool. */
const ZSTD_INLINE_MAX = 256 * 1024;

const zstdOptions = (size: number) => ({
  pledgedSrcSize: size,
  params: { [zlib.constants.ZSTD_c_compressionLevel]: 3 },
});

/**
 * Per-response settings chosen for speed at a size close to the strongest: on a category page
 * (100 KB) zstd 3 takes ~0.2 ms for 18.9 KB, Brotli 4 ~0.85 ms for 17.6 KB and gzip 6 ~1.1 ms for
 * 18.0 KB. Brotli and gzip run in libuv's thread pool, so the event loop keeps rendering meanwhile.
 * zstd of a page runs in place: handing it to the pool cost twice the CPU time of compressing
 * (0.5–0.9 ms against 0.2–0.35 ms, a third of it on the event loop anyway); larger bodies still go
 * to the pool.
 */
const CODERS: Partial<Record<Coding, Coder>> = {
  ...(zstdAsync
    ? {
        zstd: (b: Uint8Array) =>
          b.byteLength <= ZSTD_INLINE_MAX
            ? Promise.resolve(zlib.zstdCompressSync(b, zstdOptions(b.byteLength)))
            : zstdAsync(b, zstdOptions(b.byteLength)),
      }
    : {}),
  br: (b) =>
    brotliAsync(b, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.byteLength },
    }),
  gzip: (b) => gzipAsync(b),
};
const PREFERENCE: Coding[] = ['zstd', 'br', 'gzip'];

/** The codings an Accept-Encoding header allows (a `q=0` refuses one; `*` allows gzip). */
function accepted(header: string): Set<string> {
  const allowed = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (!name || (q && Number(q.slice(2)) <= 0)) continue;
    allowed.add(name === '*' ? 'gzip' : name);
  }
  return allowed;
}

/** Ours first: zstd, then Brotli, then gzip, among what the client takes. */
export function chooseCoding(acceptEncoding: string | null): Coding | undefined {
  const allowed = accepted(acceptEncoding ?? '');
  return PREFERENCE.find((c) => CODERS[c] && allowed.has(c));
}

/** The coding to send a body of `size` bytes in: none for small bodies or clients that take none. */
export function codingFor(acceptEncoding: string | null, size: number): Coding | undefined {
  return size < MIN_BYTES ? undefined : chooseCoding(acceptEncoding);
}

/** The body compressed in `coding` (the page cache makes its copies with this). */
export async function encodeAs(coding: Coding, body: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const coder = CODERS[coding];
  if (!coder) throw new Error(`no ${coding} coder in this runtime`);
  const packed = await coder(body);
  return new Uint8Array(packed.buffer as ArrayBuffer, packed.byteOffset, packed.byteLength);
}

/** The plain bytes of a body compressed in `coding`. zstd unpacks in place: a page takes ~0.05 ms. */
export async function decodeFrom(coding: Coding, body: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const plain =
    coding === 'zstd'
      ? zlib.zstdDecompressSync(body)
      : coding === 'br'
        ? await brotliDecompressAsync(body)
        : await gunzipAsync(body);
  return new Uint8Array(plain.buffer as ArrayBuffer, plain.byteOffset, plain.byteLength);
}

/**
 * Compresses HTML and JSON for clients that accept it; small and already-encoded bodies pass, and so do
 * downloads. Every other body is built in memory (pages render whole, APIs answer JSON), so it is read
 * whole and compressed in one call instead of chunk by chunk through a stream.
 */
export async function compress(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.headers.has('content-encoding') || response.status === 204 || response.status === 304)
    return response;
  const coding = chooseCoding(request.headers.get('accept-encoding'));
  const coder = coding && CODERS[coding];
  if (!coding || !coder) return response;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return response;
  // A download (the order export) is streamed in batches; reading it whole here would hold it all.
  if (response.headers.has('content-disposition')) return response;
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared < MIN_BYTES) return response;
  const init = { status: response.status, statusText: response.statusText };
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.byteLength < MIN_BYTES) return new Response(body, { ...init, headers: response.headers });
  const packed = await coder(body);
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', coding);
  headers.set('Content-Length', String(packed.byteLength));
  headers.append('Vary', 'Accept-Encoding');
  return new Response(new Uint8Array(packed.buffer as ArrayBuffer, packed.byteOffset, packed.byteLength), {
    ...init,
    headers,
  });
}
