import { adminProductListQuery, productFields } from '~/server/admin-products/admin-product.schema';
import { toAdminProductDetailWire, toAdminProductWire } from '~/server/admin-products/admin-product.serializer';
import { adminProductPage, createProduct } from '~/server/admin-products/admin-product.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { parseBody, parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/**
 * The product list: searched by name, number, keyword or category name, filtered by category, status and
 * low stock; paged. `total` stops at 10,000, or at 1,000 with a search word (`total_capped` then says
 * there are more).
 */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'stock');
  const { page, perPage, ...filters } = parseQuery(adminProductListQuery, ctx.url);
  const result = await adminProductPage(filters, page, perPage);
  return { ...mapPage(result, toAdminProductWire), total_capped: result.total_capped };
});
export const HEAD = GET;

/** A new product with its options. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'products');
  const input = await parseBody(productFields, ctx.request);
  const made = await createProduct(admin, input);
  return new Response(JSON.stringify({ data: toAdminProductDetailWire(made), message: '상품이 등록되었습니다.' }), {
    status: 201,
    headers: { 'Content-Type': 'application/json; charset=utf-8', Location: `/admin/products/${made.product.id}` },
  });
});
export const ALL = otherMethods('GET', 'HEAD', 'POST');
