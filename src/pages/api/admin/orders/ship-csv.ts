import { shipFromCsv } from '~/server/admin-orders/admin-order-actions.service';
import { readCsvUpload } from '~/server/admin-orders/csv-upload';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';

/**
 * Ships orders from a CSV of `od_id,carrier,tracking`: each row on its own, all or nothing; the answer
 * lists every row's result (a bad row names its reason and changes nothing).
 */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'orders');
  return shipFromCsv(admin, await readCsvUpload(ctx.request));
});
export const ALL = otherMethods('POST');
