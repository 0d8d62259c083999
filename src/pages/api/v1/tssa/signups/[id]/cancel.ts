import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { requireMember } from '~/server/members/require';
import { toRefundWire, toSignupWire } from '~/server/workshop/tssa.serializer';
import { cancelSignup } from '~/server/workshop/tssa-signup.service';

/** The member cancels a sign-up (or leaves the waitlist); the refund follows the rule. 404 for another's. */
export const POST = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const done = await cancelSignup(member.id, idParam(ctx.params.id), new Date(), ctx.locals.lang);
  return { data: toSignupWire(done.signup), refund: toRefundWire(done.refund) };
});

export const ALL = otherMethods('POST');
