import { cartAnswer, ownerOf } from '~/server/cart/cart.http';
import { removeSelected } from '~/server/cart/cart.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';

/** The same as `DELETE /api/v1/cart/lines?selected=1`, for clients that cannot send DELETE. */
export const POST = endpoint(async (ctx) => cartAnswer(ctx, await removeSelected(ownerOf(ctx))));
export const ALL = otherMethods('POST');
