import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { idParam } from '~/server/http/params';
import { parseQuery } from '~/server/http/validate';
import { toInquiryWire } from '~/server/reviews/inquiry.serializer';
import { productInquiryPage, viewerOf } from '~/server/reviews/inquiry.service';
import { productInquiryQuery } from '~/server/reviews/review.http';

/** One product's questions; secret ones are masked except for their author and administrators. */
export const GET = endpoint(async (ctx) =>
  mapPage(
    await productInquiryPage(
      idParam(ctx.params.itId),
      parseQuery(productInquiryQuery, ctx.url),
      viewerOf(ctx.locals.session?.member),
    ),
    toInquiryWire,
  ),
);
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
