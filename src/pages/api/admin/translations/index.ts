import { translationQuery } from '~/server/admin-translations/admin-translation.schema';
import { translationQueue } from '~/server/admin-translations/admin-translation.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/**
 * The English translation queue: terms waiting first, then machine-made, then approved (latest
 * changed first within each). `status` (pending, translated by the model, reviewed by an editor) and
 * `q` (in the source or the translation) narrow it; `coverage` counts every term of the language by
 * state.
 */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'content');
  const { page, perPage, ...filters } = parseQuery(translationQuery, ctx.url);
  return translationQueue(filters, page, perPage);
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
