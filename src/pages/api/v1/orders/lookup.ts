import { clientIp } from '~/server/http/client-ip';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { grantOrderAccess } from '~/server/order-views/guest-access';
import { lookupVisitorOrder } from '~/server/orders/lookup.service';
import { lookupBody } from '~/server/orders/order.schema';
import { toOrderWire } from '~/server/orders/order.serializer';
import { orderFor } from '~/server/orders/order.service';

/** A visitor's order look-up: the right number and password let this browser see the order for two hours. */
export const POST = endpoint(async (ctx) => {
  const { od_id, password } = await parseBody(lookupBody, ctx.request);
  const found = await lookupVisitorOrder(od_id, password, clientIp(ctx));
  await grantOrderAccess(ctx, found);
  return { od_id: found, order: toOrderWire(await orderFor({ visitorOrders: [found] }, found)) };
});
export const ALL = otherMethods('POST');
