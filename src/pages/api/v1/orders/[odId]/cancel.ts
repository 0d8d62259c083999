import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { viewerOf } from '~/server/orders/order.http';
import { cancelBody } from '~/server/orders/order.schema';
import { shopperMove } from '~/server/orders/order.service';

/** Cancels the order before it is being prepared; stock, coupon and points go back once. */
export const POST = endpoint(async (ctx) => {
  const { reason } = await parseBody(cancelBody, ctx.request);
  return {
    message: '주문이 취소되었습니다.',
    ...(await shopperMove(await viewerOf(ctx), ctx.params.odId ?? '', 'cancel', reason)),
  };
});
export const ALL = otherMethods('POST');
