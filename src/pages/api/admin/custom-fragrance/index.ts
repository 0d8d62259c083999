import { z } from 'astro/zod';
import { CUSTOM_ORDER_STATES } from '~/lib/studio/custom-order-states';
import { toAdminCustomOrderWire } from '~/server/custom-orders/custom-order.serializer';
import { customOrderPage } from '~/server/custom-orders/custom-order.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage, pageQuery } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

const query = z.intersection(
  pageQuery(20),
  z.object({ status: z.enum(CUSTOM_ORDER_STATES, { error: '상태가 올바르지 않습니다.' }).optional() }),
);

/** Every member's custom orders and requests, newest first (`?status=` one state), with the states they may move to. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'orders');
  const q = parseQuery(query, ctx.url);
  return mapPage(await customOrderPage(undefined, q), toAdminCustomOrderWire);
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
