import { reportedCartKey } from '~/server/cart/cart.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { memberCounts } from '~/server/members/auth.service';
import { serializeUser } from '~/server/members/member.serializer';

/** Spec 7: who is here, in which language and currency, with the cart key and badge counts. */
export const POST = endpoint(async (ctx) => {
  const { locals } = ctx;
  const member = locals.session?.member ?? null;
  const counts = member ? await memberCounts(member.id) : { coupon_count: 0, notification_count: 0 };
  return {
    user: serializeUser(member),
    lang: locals.lang,
    currency: locals.currency,
    // The member cart's key, or the key of the visitor's cart cookie (empty before anything is added).
    cart_key: await reportedCartKey(ctx),
    ...counts,
  };
});
export const ALL = otherMethods('POST');
