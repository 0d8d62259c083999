import { shipBody } from '~/server/admin-orders/admin-order.schema';
import { shipOrder } from '~/server/admin-orders/admin-order-actions.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

/** The parcel has left: carrier and tracking number recorded, the order is 배송중. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'orders');
  const body = await parseBody(shipBody, ctx.request);
  return {
    message: '발송 처리되었습니다.',
    ...(await shipOrder(admin, ctx.params.odId ?? '', body.carrier, body.tracking_number)),
  };
});
export const ALL = otherMethods('POST');
