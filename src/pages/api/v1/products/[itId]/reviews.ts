import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { idParam } from '~/server/http/params';
import { parseQuery } from '~/server/http/validate';
import { productReviewQuery } from '~/server/reviews/review.http';
import { toReviewWire } from '~/server/reviews/review.serializer';
import { productReviewPage } from '~/server/reviews/review.service';

/** One product's reviews, 5 per page, newest, best or highest rated first; unknown or hidden products are a 404. */
export const GET = endpoint(async (ctx) =>
  mapPage(
    await productReviewPage(
      idParam(ctx.params.itId),
      parseQuery(productReviewQuery, ctx.url),
      ctx.locals.session?.member?.id,
    ),
    toReviewWire,
  ),
);
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
