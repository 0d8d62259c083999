import { editStoreOrderBody } from '~/server/admin-store-orders/admin-store-order.schema';
import { toStoreOrderWithMemberWire } from '~/server/admin-store-orders/admin-store-order.serializer';
import {
  deleteStoreOrder,
  editStoreOrder,
  storeOrderDetail,
} from '~/server/admin-store-orders/admin-store-order.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** One recorded purchase with its member. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'store_orders');
  return { data: toStoreOrderWithMemberWire(await storeOrderDetail(idParam(ctx.params.id))) };
});
export const HEAD = GET;

/** Saves the purchase (its member stays); points follow the new total when they were given. */
export const PUT = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'store_orders');
  const id = idParam(ctx.params.id);
  const input = await parseBody(editStoreOrderBody, ctx.request);
  await editStoreOrder(actor, id, input);
  return { data: toStoreOrderWithMemberWire(await storeOrderDetail(id)), message: '매장 구매 내역이 저장되었습니다.' };
});

/** Deletes the purchase; the points it gave are taken back (as many as the member still has). */
export const DELETE = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'store_orders');
  const { points_taken_back } = await deleteStoreOrder(actor, idParam(ctx.params.id));
  return { data: { points_taken_back }, message: '매장 구매 내역이 삭제되었습니다.' };
});
export const ALL = otherMethods('GET', 'HEAD', 'PUT', 'DELETE');
