import { endpoint, otherMethods } from '~/server/http/endpoint';
import { viewerOf } from '~/server/orders/order.http';
import { shopperMove } from '~/server/orders/order.service';

/** Confirms the purchase of a delivered order; the member earns points once. */
export const POST = endpoint(async (ctx) => ({
  message: '구매가 확정되었습니다.',
  ...(await shopperMove(await viewerOf(ctx), ctx.params.odId ?? '', 'confirm')),
}));
export const ALL = otherMethods('POST');
