import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseQuery } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { myInquiryPage } from '~/server/reviews/inquiry.service';
import { myListQuery } from '~/server/reviews/review.http';

/** The member's own product questions, newest first, secret ones in full. */
export const GET = endpoint(async (ctx) => myInquiryPage(requireMember(ctx).id, parseQuery(myListQuery, ctx.url)));
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
