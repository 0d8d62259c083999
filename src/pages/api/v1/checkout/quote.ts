import { cartOwnerOf } from '~/server/cart/cart-owner';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { quoteCheckout } from '~/server/orders/checkout.service';
import { quoteBody } from '~/server/orders/order.schema';
import { toQuoteWire } from '~/server/orders/quote.serializer';

/** The order form's breakdown for chosen cart lines: prices, shipping, coupons, points and the total. */
export const POST = endpoint(async (ctx) =>
  toQuoteWire(await quoteCheckout(cartOwnerOf(ctx), await parseBody(quoteBody, ctx.request))),
);
export const ALL = otherMethods('POST');
