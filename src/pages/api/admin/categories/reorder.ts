import { categoryOrder } from '~/server/admin-categories/admin-category.schema';
import { toAdminCategoryWire } from '~/server/admin-categories/admin-category.serializer';
import { reorderCategories } from '~/server/admin-categories/admin-category.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

/** One category's children (or the first level) in a new order. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'products');
  const input = await parseBody(categoryOrder, ctx.request);
  return { data: (await reorderCategories(admin, input)).map(toAdminCategoryWire), message: '순서가 저장되었습니다.' };
});
export const ALL = otherMethods('POST');
