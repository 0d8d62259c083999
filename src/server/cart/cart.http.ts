import type { APIContext } from 'astro';
import { json } from '../http/respond.ts';
import { cartOwnerOf, setCartCookie } from './cart-owner.ts';

/** The cart a request works on. */
export const ownerOf = (ctx: APIContext) => cartOwnerOf(ctx);

/**
 * A visitor's change keeps (or starts) the 30-day cart cookie; members need none. The cart key itself
 * stays out of the answer.
 */
export function cartAnswer<T extends { cartKey?: string | undefined }>(ctx: APIContext, result: T, status = 200) {
  const { cartKey, ...body } = result;
  if (cartKey && !ctx.locals.session?.member) setCartCookie(ctx.cookies, cartKey, ctx.url);
  return json(body, { status });
}
