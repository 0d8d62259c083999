import { toWishRefWire } from '~/server/catalog/wishlist.serializer';
import { removeWish } from '~/server/catalog/wishlist.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { requireMember } from '~/server/members/require';

/** Spec 7: removes one of the member's wishlist entries; others' entries are 404. */
export const DELETE = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  return toWishRefWire(await removeWish(member.id, idParam(ctx.params.wiId)));
});

export const ALL = otherMethods('DELETE');
