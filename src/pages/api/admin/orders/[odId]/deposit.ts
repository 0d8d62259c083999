import { confirmDeposit } from '~/server/admin-orders/admin-order-actions.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';

/** The bank transfer has arrived: the order is paid (once, however many press at once). */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'orders');
  return { message: '입금이 확인되었습니다.', ...(await confirmDeposit(admin, ctx.params.odId ?? '')) };
});
export const ALL = otherMethods('POST');
