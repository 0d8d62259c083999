import { z } from 'astro/zod';
import { PAGER_DEFAULT_PER_PAGE } from '~/lib/constants';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage, pageQuery } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';
import { toPopupWire } from '~/server/promotions/popup.serializer';
import { popupPage } from '~/server/promotions/popup.service';

const query = z
  .object({
    active: z
      .enum(['true', 'false', '1', '0'], { error: 'active는 true 또는 false여야 합니다.' })
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
  })
  .and(pageQuery(PAGER_DEFAULT_PER_PAGE));

/** Active popups are public; switched-off and future ones are an operator's to see. */
export const GET = endpoint(async (ctx) => {
  const q = parseQuery(query, ctx.url);
  if (!q.active) requireAdmin(ctx, 'content');
  return mapPage(await popupPage({ activeOnly: q.active, page: q.page, perPage: q.perPage }), toPopupWire);
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
