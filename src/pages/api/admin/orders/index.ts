import { adminOrderListQuery } from '~/server/admin-orders/admin-order.schema';
import { toAdminOrderWire } from '~/server/admin-orders/admin-order.serializer';
import { adminOrderPage } from '~/server/admin-orders/admin-order.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/**
 * The order list: filtered by status, period, payment, member or visitor and a search; sorted; paged.
 * `total` stops at 10,000 (`total_capped` then says there are more).
 */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'orders');
  const { page, perPage, ...filters } = parseQuery(adminOrderListQuery, ctx.url);
  const result = await adminOrderPage(filters, page, perPage);
  return { ...mapPage(result, toAdminOrderWire), total_capped: result.total_capped };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
