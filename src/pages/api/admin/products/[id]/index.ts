import { productFields } from '~/server/admin-products/admin-product.schema';
import { toAdminProductDetailWire } from '~/server/admin-products/admin-product.serializer';
import { adminProductDetail, updateProduct } from '~/server/admin-products/admin-product.service';
import { adminActor } from '~/server/audit/actor';
import { toProductCardWire } from '~/server/catalog/product.serializer';
import { productChangeFields } from '~/server/catalog/product-admin.schema';
import { changeProduct } from '~/server/catalog/product-admin.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** A product as its edit page shows it (hidden ones too), with its options. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'stock');
  return { data: toAdminProductDetailWire(await adminProductDetail(idParam(ctx.params.id))) };
});
export const HEAD = GET;

/** The whole product as its edit page saves it. */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'products');
  const id = idParam(ctx.params.id);
  const input = await parseBody(productFields, ctx.request);
  return { data: toAdminProductDetailWire(await updateProduct(admin, id, input)), message: '상품이 저장되었습니다.' };
});

/** An operator changes a product's price, discount, stock or status; every page showing it follows at once. */
export const PATCH = endpoint(async (ctx) => {
  requireAdmin(ctx);
  const id = idParam(ctx.params.id);
  const change = await parseBody(productChangeFields, ctx.request);
  // Staff keep stock counts right; prices and what is on sale are a manager's.
  const admin = adminActor(ctx, Object.keys(change).every((k) => k === 'stock') ? 'stock' : 'products');
  return { data: toProductCardWire(await changeProduct(admin, id, change)), message: '상품이 수정되었습니다.' };
});
export const ALL = otherMethods('GET', 'HEAD', 'PUT', 'PATCH');
