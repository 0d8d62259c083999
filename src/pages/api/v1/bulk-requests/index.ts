import { readBoardRequest } from '~/server/boards/board.http';
import { bulkFields } from '~/server/boards/board.schema';
import { toBoardPostWire } from '~/server/boards/board.serializer';
import { REQUEST_MESSAGES, sendBulkRequest } from '~/server/boards/request.service';
import { clientIp } from '~/server/http/client-ip';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { json } from '~/server/http/respond';
import { parseWith } from '~/server/http/validate';
import { withUploadPlace } from '~/server/reviews/upload-gate';

/**
 * 대량 구매 문의 from anyone: name, mobile, email, items[{name, quantity}], desired_date, message,
 * privacy_agreed, up to five files[]. Answers the receipt number its sender reads it back by.
 */
export const POST = endpoint(async (ctx) => {
  const member = ctx.locals.session?.member ?? undefined;
  const post = await withUploadPlace(async () => {
    const { fields, files } = await readBoardRequest(ctx.request);
    return sendBulkRequest(member, clientIp(ctx), parseWith(bulkFields, fields), files ?? []);
  });
  return json(
    {
      data: toBoardPostWire(post, { withFileUrls: member !== undefined }),
      receipt_no: post.receipt_no,
      message: REQUEST_MESSAGES.created,
    },
    { status: 201 },
  );
});
export const ALL = otherMethods('POST');
