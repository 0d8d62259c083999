import { attachment } from '~/server/boards/board.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { requireMember } from '~/server/members/require';

/** `filename*` as RFC 6266 writes a name with Korean in it; the plain fallback keeps ASCII only. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * An attachment of a post, to its writer or an administrator only (others: 404). Never cached by a
 * shared cache; images shown inline, PDFs downloaded; sandboxed so that nothing in them can run.
 */
export const GET = endpoint(async (ctx) => {
  const viewer = requireMember(ctx);
  const file = await attachment(viewer, idParam(ctx.params.id), idParam(ctx.params.fileId));
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
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
