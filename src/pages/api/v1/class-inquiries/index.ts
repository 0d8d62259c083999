import { classFields } from '~/server/boards/board.schema';
import { toBoardPostWire } from '~/server/boards/board.serializer';
import { REQUEST_MESSAGES, sendClassInquiry } from '~/server/boards/request.service';
import { clientIp } from '~/server/http/client-ip';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { json } from '~/server/http/respond';
import { parseBody } from '~/server/http/validate';

/**
 * 클래스 문의 from anyone: class_id (one of the workshop's classes), preferred_dates, head_count,
 * name, mobile, email, message, privacy_agreed. Answers the receipt number.
 */
export const POST = endpoint(async (ctx) => {
  const member = ctx.locals.session?.member ?? undefined;
  const input = await parseBody(classFields, ctx.request);
  const post = await sendClassInquiry(member, clientIp(ctx), input);
  return json(
    { data: toBoardPostWire(post), receipt_no: post.receipt_no, message: REQUEST_MESSAGES.created },
    { status: 201 },
  );
});
export const ALL = otherMethods('POST');
