import { lookupFields } from '~/server/boards/board.schema';
import { toBoardPostWire } from '~/server/boards/board.serializer';
import { lookupRequest } from '~/server/boards/request.service';
import { clientIp } from '~/server/http/client-ip';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

/** A bulk or class request read back by receipt_no and the contact (mobile or e-mail) it was sent with. */
export const POST = endpoint(async (ctx) => {
  const { receipt_no, contact } = await parseBody(lookupFields, ctx.request);
  const post = await lookupRequest(receipt_no, contact, clientIp(ctx));
  return { data: toBoardPostWire(post, { withFileUrls: false }) };
});
export const ALL = otherMethods('POST');
