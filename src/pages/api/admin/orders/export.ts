import { isoDate } from '~/lib/dates';
import { adminOrderFilters } from '~/server/admin-orders/admin-order.schema';
import { orderCsvStream } from '~/server/admin-orders/order-export';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** The filtered order list as a CSV download (UTF-8 with BOM, streamed). */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'orders');
  const filters = parseQuery(adminOrderFilters, ctx.url);
  const name = `orders-${isoDate(new Date())}.csv`;
  return new Response(orderCsvStream(filters), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
export const ALL = otherMethods('GET');
