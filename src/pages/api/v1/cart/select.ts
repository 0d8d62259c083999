import { cartAnswer, ownerOf } from '~/server/cart/cart.http';
import { selectAllBody } from '~/server/cart/cart.schema';
import { selectAll } from '~/server/cart/cart.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

/** Selects or unselects every line. */
export const POST = endpoint(async (ctx) => {
  const { selected } = await parseBody(selectAllBody, ctx.request);
  return cartAnswer(ctx, await selectAll(ownerOf(ctx), selected));
});
export const ALL = otherMethods('POST');
