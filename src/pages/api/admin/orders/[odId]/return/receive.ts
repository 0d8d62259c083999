import { returnReceiveBody } from '~/server/admin-orders/admin-order.schema';
import { receiveReturn } from '~/server/admin-orders/claims.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

/** The returned goods have arrived: refunded (Toss first, or a bank refund on record), stock back if resellable. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'orders');
  const body = await parseBody(returnReceiveBody, ctx.request);
  return { message: '반품이 완료되었습니다.', ...(await receiveReturn(admin, ctx.params.odId ?? '', body)) };
});
export const ALL = otherMethods('POST');
