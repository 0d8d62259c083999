import { lookupQuery } from '~/server/admin-store-orders/admin-store-order.schema';
import { toMemberChoiceWire } from '~/server/admin-store-orders/admin-store-order.serializer';
import { memberChoices } from '~/server/admin-store-orders/admin-store-order.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** The member picker: up to 10 members (not departed) whose id, name or mobile matches `q`. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'store_orders');
  const { q } = parseQuery(lookupQuery, ctx.url);
  return { data: (await memberChoices(q)).map(toMemberChoiceWire) };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
