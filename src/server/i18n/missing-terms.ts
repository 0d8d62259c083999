import { defineMiddleware } from 'astro:middleware';
import { jsonForScript } from '~/lib/html';
import { MISSING_TERMS_ID, type MissingTerm } from '~/lib/i18n';

const BODY_END = Buffer.from('</body>');

/** The element listing a page's missing terms, or nothing when it has none. */
export function missingTermsScript(terms: Iterable<MissingTerm>): string {
  const list = [...terms];
  return list.length ? `<script type="application/json" id="${MISSING_TERMS_ID}">${jsonForScript(list)}</script>` : '';
}

/**
 * A page's HTML with the list of the terms it rendered without a translation put just before
 * `</body>`: the terms are known only once the whole page has been rendered (its components render
 * side by side), so the list goes at the end while the rest streams as it comes. A page whose
 * `</body>` is not found in one piece gets the list after its last byte, which browsers also read
 * into the body.
 */
export function withMissingTerms(response: Response, terms: () => Iterable<MissingTerm>): Response {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const encoder = new TextEncoder();
  let placed = false;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, out) {
        const at = placed ? -1 : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).indexOf(BODY_END);
        if (at < 0) return out.enqueue(chunk);
        placed = true;
        const list = missingTermsScript(terms());
        if (!list) return out.enqueue(chunk);
        out.enqueue(chunk.subarray(0, at));
        out.enqueue(encoder.encode(list));
        out.enqueue(chunk.subarray(at));
      },
      flush(out) {
        const list = placed ? '' : missingTermsScript(terms());
        if (list) out.enqueue(encoder.encode(list));
      },
    }),
  );
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Spec §4, translation display: a page in another language than Korean lists the terms it showed in
 * Korean for want of a translation; the browser asks for them (src/features/i18n/missing-terms.ts).
 * Placed inside the route cache, so a kept copy of the page keeps its list.
 */
export const missingTermsList = defineMiddleware(async (ctx, next) => {
  const response = await next();
  if (ctx.locals.lang === 'kr' || ctx.url.pathname.startsWith('/api/')) return response;
  return withMissingTerms(response, () => ctx.locals.missingTerms?.values() ?? []);
});
