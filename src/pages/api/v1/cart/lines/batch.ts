import { cartAnswer, ownerOf } from '~/server/cart/cart.http';
import { toLineWire } from '~/server/cart/cart.serializer';
import { addLines } from '~/server/cart/cart.service';
import { addLinesBody, CART_WIRE_NAMES } from '~/server/cart/cart.wire';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

/** Puts several options of one product in the cart at once, all or none (the product page's chosen lines). */
export const POST = endpoint(
  async (ctx) => {
    const body = await parseBody(addLinesBody, ctx.request);
    const { created, lines, ...rest } = await addLines(
      ownerOf(ctx),
      body.lines.map((l) => ({
        product_id: body.product_id,
        option_id: l.option_id,
        quantity: l.quantity,
        buy_now: body.buy_now,
      })),
    );
    return cartAnswer(
      ctx,
      { lines: lines.map(toLineWire), ...rest, message: '장바구니에 담았습니다.' },
      created ? 201 : 200,
    );
  },
  { wireNames: CART_WIRE_NAMES },
);
export const ALL = otherMethods('POST');
