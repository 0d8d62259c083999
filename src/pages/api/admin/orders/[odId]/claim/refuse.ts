import { claimRefuseBody } from '~/server/admin-orders/admin-order.schema';
import { refuseClaim } from '~/server/admin-orders/claims.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

/** A return or exchange request refused with a reason: the order is delivered again. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'orders');
  const { reason } = await parseBody(claimRefuseBody, ctx.request);
  return { message: '요청을 거절했습니다.', ...(await refuseClaim(admin, ctx.params.odId ?? '', reason)) };
});
export const ALL = otherMethods('POST');
