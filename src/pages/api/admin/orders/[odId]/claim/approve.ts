import { claimApproveBody } from '~/server/admin-orders/admin-order.schema';
import { approveClaim } from '~/server/admin-orders/claims.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

/** A return request approved (the parcel is collected) or an exchange request approved (a replacement goes out). */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'orders');
  const { note } = await parseBody(claimApproveBody, ctx.request);
  return { message: '요청을 승인했습니다.', ...(await approveClaim(admin, ctx.params.odId ?? '', note)) };
});
export const ALL = otherMethods('POST');
