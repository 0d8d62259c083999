import { selectedOrders } from '~/server/admin-orders/admin-order.schema';
import { prepareOrders } from '~/server/admin-orders/admin-order-actions.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

/** The selected orders go to 배송준비중, each on its own; the answer gives each order's result. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'orders');
  const { od_ids } = await parseBody(selectedOrders, ctx.request);
  return prepareOrders(admin, od_ids);
});
export const ALL = otherMethods('POST');
