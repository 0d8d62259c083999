import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseQuery } from '~/server/http/validate';
import { productInquiryPage, viewerOf } from '~/server/reviews/inquiry.service';
import { productInquiryQuery } from '~/server/reviews/review.http';

/** One product's questions; secret ones are masked except for their author and administrators. */
export const GET = endpoint(async (ctx) =>
  productInquiryPage(
    idParam(ctx.params.itId),
    parseQuery(productInquiryQuery, ctx.url),
    viewerOf(ctx.locals.session?.member),
  ),
);
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
