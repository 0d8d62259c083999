import { endpoint, otherMethods } from '~/server/http/endpoint';
import { requireMember } from '~/server/members/require';
import { toReviewProductWire } from '~/server/reviews/review.serializer';
import { reviewableProducts } from '~/server/reviews/review.service';

/** The products the member has received and not reviewed yet: what the review form offers. */
export const GET = endpoint(async (ctx) => ({
  data: (await reviewableProducts(requireMember(ctx).id)).map(toReviewProductWire),
}));
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
