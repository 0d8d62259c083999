import { cancelByAdminBody } from '~/server/admin-orders/admin-order.schema';
import { cancelByAdmin } from '~/server/admin-orders/admin-order-actions.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

/** The shop cancels an order: a Toss payment is refunded at Toss first, then stock, coupon and points go back. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'orders');
  const { reason } = await parseBody(cancelByAdminBody, ctx.request);
  return { message: '주문이 취소되었습니다.', ...(await cancelByAdmin(admin, ctx.params.odId ?? '', reason)) };
});
export const ALL = otherMethods('POST');
