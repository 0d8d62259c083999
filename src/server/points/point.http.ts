import { z } from 'astro/zod';
import { PAGER_DEFAULT_PER_PAGE } from '~/lib/constants';
import { ORDER_PERIODS } from '../http/page-query.ts';
import { pageQuery } from '../http/pagination.ts';

/** `GET /api/v1/my-points`: the period as the order list's (all by default) and the page, 10 to a page. */
export const myPointsQuery = z
  .object({
    period: z.enum(ORDER_PERIODS, { error: '조회 기간은 1m, 3m, 6m, 12m, all 중 하나입니다.' }).default('all'),
  })
  .and(pageQuery(PAGER_DEFAULT_PER_PAGE));
