import { toAdminOrderDetailWire } from '~/server/admin-orders/admin-order.serializer';
import { adminOrderDetail } from '~/server/admin-orders/admin-order.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { requireAdmin } from '~/server/members/require';

/** One order in full: lines, amounts, payment, history and the operators' memo. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'orders');
  return { data: toAdminOrderDetailWire(await adminOrderDetail(ctx.params.odId ?? '')) };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
