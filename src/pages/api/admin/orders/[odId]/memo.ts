import { z } from 'astro/zod';
import { memoBody } from '~/server/admin-orders/admin-order.schema';
import { saveOrderMemo } from '~/server/admin-orders/admin-order.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

const body = memoBody.extend({ before: z.string().max(2000).optional() });

/** The operators' memo on the order; `before` (the memo as it was shown) guards against overwriting another's. */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'orders');
  const { memo, before } = await parseBody(body, ctx.request);
  const order = await saveOrderMemo(admin, ctx.params.odId ?? '', memo, before);
  return { message: '메모가 저장되었습니다.', od_id: order.od_id, memo: order.admin_memo };
});
export const ALL = otherMethods('PUT');
