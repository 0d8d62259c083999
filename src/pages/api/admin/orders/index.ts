import { adminOrderListQuery } from '~/server/admin-orders/admin-order.schema';
import { toAdminOrderWire } from '~/server/admin-orders/admin-order.serializer';
import { adminOrderPage } from '~/server/admin-orders/admin-order.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** The order list: filtered by status, period, payment, member or visitor and a search; sorted; paged. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'orders');
  const { page, perPage, ...filters } = parseQuery(adminOrderListQuery, ctx.url);
  return mapPage(await adminOrderPage(filters, page, perPage), toAdminOrderWire);
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
