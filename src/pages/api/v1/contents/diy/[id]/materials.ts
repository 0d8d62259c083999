import { shoppingListQuery } from '~/server/content/shopping-list.schema';
import { shoppingList } from '~/server/content/shopping-list.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseQuery } from '~/server/http/validate';

/** A DIY guide's materials as products for that many pieces, with substitutes and the total. Never cached: stock moves. */
export const GET = endpoint(async (ctx) => {
  const id = idParam(ctx.params.id);
  const q = parseQuery(shoppingListQuery, ctx.url);
  return shoppingList(id, q.pieces, q.skip);
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
