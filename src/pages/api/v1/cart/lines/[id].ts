import { studioLang } from '~/lib/studio/messages';
import { cartAnswer, ownerOf } from '~/server/cart/cart.http';
import { updateLineBody } from '~/server/cart/cart.schema';
import { toCartChangeWire } from '~/server/cart/cart.serializer';
import { removeLine, updateLine } from '~/server/cart/cart.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

/** Quantity, option or selection of one of the owner's lines; anyone else's line is a 404. */
export const PATCH = endpoint(async (ctx) => {
  const id = idParam(ctx.params.id);
  const body = await parseBody(updateLineBody, ctx.request);
  return cartAnswer(ctx, toCartChangeWire(await updateLine(ownerOf(ctx), id, body, studioLang(ctx.locals.lang))));
});

export const DELETE = endpoint(async (ctx) => {
  const id = idParam(ctx.params.id);
  return cartAnswer(ctx, await removeLine(ownerOf(ctx), id));
});
export const ALL = otherMethods('PATCH', 'DELETE');
