import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { toInquiryWire } from '~/server/reviews/inquiry.serializer';
import { myInquiryPage } from '~/server/reviews/inquiry.service';
import { myListQuery } from '~/server/reviews/review.http';

/** The member's own product questions, newest first, secret ones in full. */
export const GET = endpoint(async (ctx) =>
  mapPage(await myInquiryPage(requireMember(ctx).id, parseQuery(myListQuery, ctx.url)), toInquiryWire),
);
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
