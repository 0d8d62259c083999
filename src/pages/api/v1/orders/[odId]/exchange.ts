import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { viewerOf } from '~/server/orders/order.http';
import { reasonBody } from '~/server/orders/order.schema';
import { shopperMove } from '~/server/orders/order.service';

/** Asks to exchange a delivered order; the reason is required. */
export const POST = endpoint(async (ctx) => {
  const { reason } = await parseBody(reasonBody, ctx.request);
  return {
    message: '교환 요청이 접수되었습니다.',
    ...(await shopperMove(await viewerOf(ctx), ctx.params.odId ?? '', 'exchange', reason)),
  };
});
export const ALL = otherMethods('POST');
