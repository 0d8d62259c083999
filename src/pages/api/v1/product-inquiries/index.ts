import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { json } from '~/server/http/respond';
import { parseBody, parseQuery } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { toInquiryWire } from '~/server/reviews/inquiry.serializer';
import { allInquiryPage, createInquiry, viewerOf } from '~/server/reviews/inquiry.service';
import { inquiryListQuery } from '~/server/reviews/review.http';
import { newInquiry, REVIEW_WIRE_NAMES } from '~/server/reviews/review.wire';

/** Every product question, newest first, secret ones masked; `answered=0|1` narrows by answer. */
export const GET = endpoint(async (ctx) =>
  mapPage(
    await allInquiryPage(parseQuery(inquiryListQuery, ctx.url), viewerOf(ctx.locals.session?.member)),
    toInquiryWire,
  ),
);

/** A member's question about a product: it_id, title, body, is_secret. */
export const POST = endpoint(
  async (ctx) => {
    const member = requireMember(ctx);
    const data = await createInquiry(member, await parseBody(newInquiry, ctx.request));
    return json({ data: toInquiryWire(data), message: '문의가 등록되었습니다.' }, { status: 201 });
  },
  { wireNames: REVIEW_WIRE_NAMES },
);

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'POST');
