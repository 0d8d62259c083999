import { newStoreOrderBody, storeOrderListQuery } from '~/server/admin-store-orders/admin-store-order.schema';
import {
  toStoreOrderPageWire,
  toStoreOrderWithMemberWire,
} from '~/server/admin-store-orders/admin-store-order.serializer';
import {
  recordStoreOrder,
  storeOrderAdminPage,
  storeOrderDetail,
} from '~/server/admin-store-orders/admin-store-order.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody, parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/**
 * Recorded store purchases, newest purchase first: `q` matches the member's id, name or mobile or the
 * receipt number, `store` one store, `from`/`to` the purchase days (Seoul); `sums` adds up every match.
 */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'store_orders');
  const { page, perPage, ...filters } = parseQuery(storeOrderListQuery, ctx.url);
  return toStoreOrderPageWire(await storeOrderAdminPage(filters, page, perPage));
});
export const HEAD = GET;

/** Records a purchase on a member; the total is the lines added up here, whatever the body says. */
export const POST = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'store_orders');
  const input = await parseBody(newStoreOrderBody, ctx.request);
  const made = await storeOrderDetail((await recordStoreOrder(actor, input)).id);
  return new Response(
    JSON.stringify({ data: toStoreOrderWithMemberWire(made), message: '매장 구매가 기록되었습니다.' }),
    {
      status: 201,
      headers: { 'Content-Type': 'application/json; charset=utf-8', Location: `/admin/store-orders/${made.id}` },
    },
  );
});
export const ALL = otherMethods('GET', 'HEAD', 'POST');
