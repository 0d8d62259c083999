const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

/** Gzips HTML and JSON on the fly for clients that accept it; small and already-encoded bodies pass. */
export function compress(request: Request, response: Response): Response {
  if (!response.body || response.headers.has('content-encoding') || response.status === 204 || response.status === 304)
    return response;
  if (!/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) return response;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return response;
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (length < 1024) return response;
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  headers.append('Vary', 'Accept-Encoding');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
