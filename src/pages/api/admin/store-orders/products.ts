import { lookupQuery } from '~/server/admin-store-orders/admin-store-order.schema';
import { toProductChoiceWire } from '~/server/admin-store-orders/admin-store-order.serializer';
import { productChoices } from '~/server/admin-store-orders/admin-store-order.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** The product picker: up to 10 shop products with a price, by name or number, to fill a receipt line. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'store_orders');
  const { q } = parseQuery(lookupQuery, ctx.url);
  return { data: (await productChoices(q)).map(toProductChoiceWire) };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
