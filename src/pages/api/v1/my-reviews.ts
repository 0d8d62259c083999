import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseQuery } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { myListQuery } from '~/server/reviews/review.http';
import { myReviewPage } from '~/server/reviews/review.service';

/** The member's own reviews, newest first. */
export const GET = endpoint(async (ctx) => myReviewPage(requireMember(ctx).id, parseQuery(myListQuery, ctx.url)));
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
