import type { APIRoute } from 'astro';
import { documentDetail, downloadDocumentFile } from '~/server/documents/document.service';
import { loginUrl } from '~/server/http/access';
import { NotFoundError } from '~/server/http/errors';
import { idParam } from '~/server/http/params';

/** `filename*` for any name, and a plain ASCII `filename` for old clients. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A member downloads a document's file; each GET counts one download. A visitor is sent to log in
 * and comes back here; an unknown document or file is the not-found page.
 */
export const GET: APIRoute = async (ctx) => {
  const member = ctx.locals.session?.member;
  if (!member) return ctx.redirect(loginUrl(ctx.url), 302);
  try {
    const file = await downloadDocumentFile(idParam(ctx.params.id), idParam(ctx.params.file), member.is_admin);
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'Content-Type': file.mime,
        'Content-Disposition': disposition(file.name),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  } catch (err) {
    if (err instanceof NotFoundError) return ctx.rewrite('/404');
    throw err;
  }
};

/** A HEAD is not a download: it is answered without counting. */
export const HEAD: APIRoute = async (ctx) => {
  const member = ctx.locals.session?.member;
  if (!member) return ctx.redirect(loginUrl(ctx.url), 302);
  try {
    const doc = await documentDetail(idParam(ctx.params.id), member.is_admin);
    const file = doc.files.find((f) => String(f.id) === ctx.params.file);
    if (!file) throw new NotFoundError();
    return new Response(null, {
      headers: { 'Content-Type': file.mime, 'Content-Length': String(file.size), 'Cache-Control': 'private, no-store' },
    });
  } catch (err) {
    if (err instanceof NotFoundError) return new Response(null, { status: 404 });
    throw err;
  }
};
