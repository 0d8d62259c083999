import { adminReviewQuery } from '~/server/admin-reviews/admin-review.schema';
import { adminReviewPage } from '~/server/admin-reviews/admin-review.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** Every review, newest first, with its writer and what it earned; `q`, `rating` and `photo=1|0` narrow it. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'inquiries');
  const { page, perPage, ...filters } = parseQuery(adminReviewQuery, ctx.url);
  return adminReviewPage(filters, page, perPage);
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
