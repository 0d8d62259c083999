import { may } from '~/server/admin/permissions';
import { bulkBody } from '~/server/admin-products/admin-product.schema';
import { bulkEdit } from '~/server/admin-products/admin-product-bulk.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

/**
 * The list's bulk edit: `{ rows: [{ it_id, base_price?, stock? }] }`, each row on its own and all or
 * nothing; the answer gives every row's result. Staff may send stock counts only.
 */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'stock');
  const { rows } = await parseBody(bulkBody, ctx.request);
  return bulkEdit(admin, rows, !may(ctx.locals.session?.member?.admin_role, 'products'));
});
export const ALL = otherMethods('POST');
