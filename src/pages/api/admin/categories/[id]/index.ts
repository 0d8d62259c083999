import { categoryNames, categoryPlace } from '~/server/admin-categories/admin-category.schema';
import { toAdminCategoryWire } from '~/server/admin-categories/admin-category.serializer';
import { placeCategory, removeCategory, renameCategory } from '~/server/admin-categories/admin-category.service';
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

/** Moves a category under another (or to the first level) and shows or hides it: `{ parent_id?, is_visible? }`. */
export const PATCH = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'products');
  const id = idParam(ctx.params.id);
  const input = await parseBody(categoryPlace, ctx.request);
  return { data: toAdminCategoryWire(await placeCategory(admin, id, input)), message: '카테고리가 저장되었습니다.' };
});

/** Deletes a category with no products and no categories under it (409 with the count otherwise). */
export const DELETE = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'products');
  await removeCategory(admin, idParam(ctx.params.id));
  return { message: '카테고리가 삭제되었습니다.' };
});
export const ALL = otherMethods('PUT', 'PATCH', 'DELETE');
