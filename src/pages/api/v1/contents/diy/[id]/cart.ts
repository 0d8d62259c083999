import { cartAnswer, ownerOf } from '~/server/cart/cart.http';
import { shoppingListCartBody } from '~/server/content/shopping-list.schema';
import { addShoppingListToCart } from '~/server/content/shopping-list.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

/** "재료 한번에 담기": every material of the guide left in the list, for that many pieces, in one go. */
export const POST = endpoint(async (ctx) => {
  const id = idParam(ctx.params.id);
  const body = await parseBody(shoppingListCartBody, ctx.request);
  const result = await addShoppingListToCart(ownerOf(ctx), id, body.pieces, body.skip);
  return cartAnswer(ctx, { ...result, message: '재료를 장바구니에 담았습니다.' }, 201);
});
export const ALL = otherMethods('POST');
