import { endpoint, otherMethods } from '~/server/http/endpoint';
import { viewerOf } from '~/server/orders/order.http';
import { toOrderWire } from '~/server/orders/order.serializer';
import { orderFor } from '~/server/orders/order.service';

/** One order: the member's own, or a visitor's after placing it or looking it up; others' are 404. */
export const GET = endpoint(async (ctx) => ({
  order: toOrderWire(await orderFor(await viewerOf(ctx), ctx.params.odId ?? '')),
}));
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
