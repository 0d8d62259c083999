import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { myListQuery } from '~/server/reviews/review.http';
import { toReviewWire } from '~/server/reviews/review.serializer';
import { myReviewPage } from '~/server/reviews/review.service';

/** The member's own reviews, newest first. */
export const GET = endpoint(async (ctx) =>
  mapPage(await myReviewPage(requireMember(ctx).id, parseQuery(myListQuery, ctx.url)), toReviewWire),
);
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
