import { toCustomOrderWire } from '~/server/custom-orders/custom-order.serializer';
import { myCustomOrder } from '~/server/custom-orders/custom-order.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { requireMember } from '~/server/members/require';

/** One of the member's own custom orders with its timeline; another member's is a 404. */
export const GET = endpoint(async (ctx) => ({
  data: toCustomOrderWire(await myCustomOrder(requireMember(ctx).id, idParam(ctx.params.id))),
}));

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
