/** `filename*` as RFC 6266 writes a name with Korean in it; the plain fallback keeps ASCII only. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A private attachment (a member's own file, or one an administrator reads): never cached by a shared
 * cache; images shown inline, PDFs downloaded; sandboxed so that nothing in them can run.
 */
export function privateFileResponse(file: { name: string; mime: string; bytes: Uint8Array | Buffer }): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': disposition(file.mime.startsWith('image/') ? 'inline' : 'attachment', file.name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
