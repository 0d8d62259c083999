import { toProductCardWire } from '~/server/catalog/product.serializer';
import { productChangeFields } from '~/server/catalog/product-admin.schema';
import { changeProduct } from '~/server/catalog/product-admin.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** An operator changes a product's price, discount, stock or status; every page showing it follows at once. */
export const PATCH = endpoint(async (ctx) => {
  requireAdmin(ctx);
  const id = idParam(ctx.params.id);
  const change = await parseBody(productChangeFields, ctx.request);
  // Staff keep stock counts right; prices and what is on sale are a manager's.
  requireAdmin(ctx, Object.keys(change).every((k) => k === 'stock') ? 'stock' : 'products');
  return { data: toProductCardWire(await changeProduct(id, change)), message: '상품이 수정되었습니다.' };
});
export const ALL = otherMethods('PATCH');
