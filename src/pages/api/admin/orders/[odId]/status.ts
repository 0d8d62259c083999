import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { adminStatusBody } from '~/server/orders/order.schema';
import { adminMove } from '~/server/orders/order.service';

/** An operator moves an order on: deposit confirmed, preparing, shipped with tracking, delivered, returns. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'orders');
  const input = await parseBody(adminStatusBody, ctx.request);
  return { message: '주문 상태가 변경되었습니다.', ...(await adminMove(admin, ctx.params.odId ?? '', input)) };
});
export const ALL = otherMethods('POST');
