import { categoryFields } from '~/server/admin-categories/admin-category.schema';
import { toAdminCategoryTreeWire, toAdminCategoryWire } from '~/server/admin-categories/admin-category.serializer';
import { adminCategoryTree, createCategory } from '~/server/admin-categories/admin-category.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** The category tree, three levels, hidden categories too, each with its product count. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'products');
  return { data: (await adminCategoryTree()).map(toAdminCategoryTreeWire) };
});
export const HEAD = GET;

/** A new category, first-level or under a first- or second-level one, last among its siblings. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'products');
  const input = await parseBody(categoryFields, ctx.request);
  const made = await createCategory(admin, input);
  return new Response(JSON.stringify({ data: toAdminCategoryWire(made), message: '카테고리가 추가되었습니다.' }), {
    status: 201,
    headers: { 'Content-Type': 'application/json; charset=utf-8', Location: `/api/admin/categories/${made.id}` },
  });
});
export const ALL = otherMethods('GET', 'HEAD', 'POST');
