import { categoryMove } from '~/server/admin-categories/admin-category.schema';
import { toAdminCategoryWire } from '~/server/admin-categories/admin-category.serializer';
import { placeCategory } from '~/server/admin-categories/admin-category.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

/** The tree's move form: `{ id, parent_id }` (an empty or null parent: the first level). */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'products');
  const { id, parent_id } = await parseBody(categoryMove, ctx.request);
  return {
    data: toAdminCategoryWire(await placeCategory(admin, id, { parent_id })),
    message: '카테고리를 옮겼습니다.',
  };
});
export const ALL = otherMethods('POST');
