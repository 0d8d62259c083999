import { lineCancelBody } from '~/server/admin-orders/admin-order.schema';
import { cancelLines } from '~/server/admin-orders/line-cancel.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

/**
 * Some lines (or quantities) of a paid order cancelled before it ships: amounts re-split, a Toss
 * payment refunded in part first, stock and points back. Every line cancelled is the full cancel.
 */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'orders');
  const body = await parseBody(lineCancelBody, ctx.request);
  const done = await cancelLines(admin, ctx.params.odId ?? '', body);
  return { message: done.whole ? '주문이 취소되었습니다.' : '선택한 상품이 취소되었습니다.', ...done };
});
export const ALL = otherMethods('POST');
