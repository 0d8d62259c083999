import { completeRefund } from '~/server/admin-orders/claims.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { NotFoundError } from '~/server/http/errors';

/** A bank refund the shop owed has been sent: marked done once, and the member is told. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'orders');
  const id = ctx.params.refundId ?? '';
  if (!/^\d{1,9}$/.test(id)) throw new NotFoundError('환불 내역을 찾을 수 없습니다.');
  return { message: '환불 완료로 처리했습니다.', ...(await completeRefund(admin, ctx.params.odId ?? '', Number(id))) };
});
export const ALL = otherMethods('POST');
