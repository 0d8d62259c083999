import { isoDate } from '~/lib/dates';
import { adminProductFilters } from '~/server/admin-products/admin-product.schema';
import { productCsvStream } from '~/server/admin-products/product-csv.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** The filtered product list as a CSV download (UTF-8 with BOM, streamed); the import reads it back. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'products');
  const filters = parseQuery(adminProductFilters, ctx.url);
  return new Response(productCsvStream(filters), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="products-${isoDate(new Date())}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
export const ALL = otherMethods('GET');
