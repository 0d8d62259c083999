import { z } from 'astro/zod';
import { PAGER_DEFAULT_PER_PAGE } from '~/lib/constants';
import { pageQuery } from '../http/pagination.ts';
import { COUPON_TABS } from './member-coupon.service.ts';

/** `GET /api/v1/my-coupons`: the tab (usable by default) and the page, 10 to a page. */
export const myCouponsQuery = z
  .object({
    tab: z.enum(COUPON_TABS, { error: 'tab은 usable, used, expired 중 하나입니다.' }).default('usable'),
  })
  .and(pageQuery(PAGER_DEFAULT_PER_PAGE));
