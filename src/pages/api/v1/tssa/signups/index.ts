import { endpoint, otherMethods } from '~/server/http/endpoint';
import { json } from '~/server/http/respond';
import { parseBody } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { signupFields } from '~/server/workshop/tssa.schema';
import { toSignupWire } from '~/server/workshop/tssa.serializer';
import { signUp } from '~/server/workshop/tssa-signup.service';
import { mySignups } from '~/server/workshop/tssa-signup-view.service';

/** The member's TSSA records: coming, waitlisted, past and cancelled sign-ups, and certificates. */
export const GET = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const mine = await mySignups(member.id);
  return {
    data: {
      upcoming: mine.upcoming.map(toSignupWire),
      waitlisted: mine.waitlisted.map(toSignupWire),
      past: mine.past.map(toSignupWire),
      cancelled: mine.cancelled.map(toSignupWire),
      certificates: mine.certificates,
    },
  };
});

/**
 * `{ session_id, head_count, waitlist? }`: a seat held with its class line in the cart (pay it at
 * `/shop/order-form?lines=<cart_line_id>`), or a place on the waitlist of a full session when asked.
 */
export const POST = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const input = await parseBody(signupFields, ctx.request);
  const made = await signUp(member.id, input, new Date(), ctx.locals.lang);
  return json(
    { data: toSignupWire(made.signup), waitlisted: made.waitlisted, cart_line_id: made.cart_line_id },
    { status: 201 },
  );
});

export const ALL = otherMethods('GET', 'POST');
