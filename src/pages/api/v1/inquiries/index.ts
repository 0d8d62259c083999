import { boardListQuery, readBoardRequest } from '~/server/boards/board.http';
import { inquiryFields } from '~/server/boards/board.schema';
import { toBoardPostWire } from '~/server/boards/board.serializer';
import { createInquiry, INQUIRY_MESSAGES, myPostPage } from '~/server/boards/board.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { json } from '~/server/http/respond';
import { parseQuery, parseWith } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { withUploadPlace } from '~/server/reviews/upload-gate';

/** The member's own 1:1 inquiries and bulk and class requests, newest first. */
export const GET = endpoint(async (ctx) =>
  mapPage(await myPostPage(requireMember(ctx).id, parseQuery(boardListQuery, ctx.url)), (p) => toBoardPostWire(p)),
);

/** A new 1:1 inquiry: category, od_id (optional, the member's own), title, body, up to five files[]. */
export const POST = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const post = await withUploadPlace(async () => {
    const { fields, files } = await readBoardRequest(ctx.request);
    return createInquiry(member, parseWith(inquiryFields, fields), files ?? []);
  });
  return json({ data: toBoardPostWire(post), message: INQUIRY_MESSAGES.created }, { status: 201 });
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'POST');
