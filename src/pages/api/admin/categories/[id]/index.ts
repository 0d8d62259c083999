import { categoryNames } from '~/server/admin-categories/admin-category.schema';
import { toAdminCategoryWire } from '~/server/admin-categories/admin-category.serializer';
import { removeCategory, renameCategory } from '~/server/admin-categories/admin-category.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

/** New Korean and English names; the menus on every page show them at once. */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'products');
  const id = idParam(ctx.params.id);
  const input = await parseBody(categoryNames, ctx.request);
  return { data: toAdminCategoryWire(await renameCategory(admin, id, input)), message: '카테고리가 저장되었습니다.' };
});

/** Deletes a category with no products and no categories under it (409 with the count otherwise). */
export const DELETE = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'products');
  await removeCategory(admin, idParam(ctx.params.id));
  return { message: '카테고리가 삭제되었습니다.' };
});
export const ALL = otherMethods('PUT', 'DELETE');
