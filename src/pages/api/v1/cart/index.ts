import { ownerOf } from '~/server/cart/cart.http';
import { toCartWire } from '~/server/cart/cart.serializer';
import { cartView } from '~/server/cart/cart-view.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';

/** The cart with every line re-priced now, unavailable lines flagged, and the totals of the selected ones. */
export const GET = endpoint(async (ctx) => toCartWire(await cartView(ownerOf(ctx))));
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
