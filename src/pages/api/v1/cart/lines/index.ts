import { cartAnswer, ownerOf } from '~/server/cart/cart.http';
import { removeLinesQuery } from '~/server/cart/cart.schema';
import { toLineWire } from '~/server/cart/cart.serializer';
import { addLine, removeSelected } from '~/server/cart/cart.service';
import { addLineBody, CART_WIRE_NAMES } from '~/server/cart/cart.wire';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody, parseQuery } from '~/server/http/validate';

/** Puts a product in the cart (a visitor's first line starts the cart and its cookie). */
export const POST = endpoint(
  async (ctx) => {
    const body = await parseBody(addLineBody, ctx.request);
    const result = await addLine(ownerOf(ctx), body);
    const { created, line, ...rest } = result;
    return cartAnswer(ctx, { line: toLineWire(line), ...rest, message: '장바구니에 담았습니다.' }, created ? 201 : 200);
  },
  { wireNames: CART_WIRE_NAMES },
);

/** `?selected=1`: removes the selected lines. */
export const DELETE = endpoint(async (ctx) => {
  parseQuery(removeLinesQuery, ctx.url);
  return cartAnswer(ctx, await removeSelected(ownerOf(ctx)));
});
export const ALL = otherMethods('POST', 'DELETE');
