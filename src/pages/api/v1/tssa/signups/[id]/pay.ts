import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { requireMember } from '~/server/members/require';
import { payableLine } from '~/server/workshop/tssa-signup.service';

/** The class line of a sign-up waiting for payment, in the cart, for the order form; 404 for another's. */
export const POST = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  return payableLine(member.id, idParam(ctx.params.id), ctx.locals.lang);
});

export const ALL = otherMethods('POST');
