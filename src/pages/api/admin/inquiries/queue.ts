import { queueQuery } from '~/server/admin-inquiries/admin-inquiry.schema';
import { toQueueWire } from '~/server/admin-inquiries/admin-inquiry.serializer';
import { queuePage } from '~/server/admin-inquiries/admin-inquiry.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/**
 * One queue of every 1:1 inquiry, bulk and class request, product question and wholesale or dealer
 * application, those still waiting first and newest first; `kind`, `answered`, `status` and `q` narrow it.
 */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'inquiries');
  const { page, perPage, ...filters } = parseQuery(queueQuery, ctx.url);
  return mapPage(await queuePage(filters, page, perPage), toQueueWire);
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
