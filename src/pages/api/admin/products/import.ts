import { readCsvUpload } from '~/server/admin-orders/csv-upload';
import { applyCsv, dryRunCsv } from '~/server/admin-products/product-csv.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';

/**
 * Reads a product CSV (`text/csv`, or multipart with `file`). With `?dry_run=1` it only answers what
 * each row would change and every bad row with its reason; without, it saves each changed row on its
 * own, all or nothing, and answers every row's result.
 */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'products');
  const text = await readCsvUpload(ctx.request);
  const dry = ['1', 'true'].includes(ctx.url.searchParams.get('dry_run') ?? '');
  return dry ? dryRunCsv(text) : applyCsv(admin, text);
});
export const ALL = otherMethods('POST');
