import { z } from 'astro/zod';
import { PAGER_DEFAULT_PER_PAGE } from '~/lib/constants';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { pageQuery } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { popupPage } from '~/server/promotions/popup.service';

const query = z
  .object({
    active: z
      .enum(['true', 'false', '1', '0'], { error: 'active는 true 또는 false여야 합니다.' })
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
  })
  .and(pageQuery(PAGER_DEFAULT_PER_PAGE));

export const GET = endpoint(async ({ url }) => {
  const q = parseQuery(query, url);
  return popupPage({ activeOnly: q.active, page: q.page, perPage: q.perPage });
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
