import { adminPostPage } from '~/server/boards/answer.service';
import { boardListQuery } from '~/server/boards/board.http';
import { adminListFilter } from '~/server/boards/board.schema';
import { toAdminPostWire } from '~/server/boards/board.serializer';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** Every 1:1 inquiry, bulk request and class inquiry, newest first; `board=` and `answered=0|1` narrow it. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'inquiries');
  const filter = parseQuery(adminListFilter, ctx.url);
  return mapPage(await adminPostPage(filter, parseQuery(boardListQuery, ctx.url)), toAdminPostWire);
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
