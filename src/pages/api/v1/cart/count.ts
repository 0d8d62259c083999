import { ownerOf } from '~/server/cart/cart.http';
import { cartCount } from '~/server/cart/cart.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';

/** The header badge: how many lines the cart holds. */
export const GET = endpoint(async (ctx) => ({ count: await cartCount(ownerOf(ctx)) }));
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
