import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';
import { toInquiryWire } from '~/server/reviews/inquiry.serializer';
import { adminInquiryPage } from '~/server/reviews/inquiry.service';
import { inquiryListQuery } from '~/server/reviews/review.http';

/** Every product question in full, newest first, for answering; `answered=0` lists those still waiting. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'inquiries');
  return mapPage(await adminInquiryPage(parseQuery(inquiryListQuery, ctx.url)), toInquiryWire);
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
