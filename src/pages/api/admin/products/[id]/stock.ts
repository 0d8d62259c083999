import { stockBody } from '~/server/admin-products/admin-product.schema';
import { toAdminProductDetailWire } from '~/server/admin-products/admin-product.serializer';
import { changeStock } from '~/server/admin-products/admin-product.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

/** Stock counts, as staff keep them: the product's own, or each option's (the product's total follows). */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'stock');
  const id = idParam(ctx.params.id);
  const change = await parseBody(stockBody, ctx.request);
  return { data: toAdminProductDetailWire(await changeStock(admin, id, change)), message: '재고가 저장되었습니다.' };
});
export const ALL = otherMethods('PUT');
