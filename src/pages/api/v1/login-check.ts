import { endpoint, otherMethods } from '~/server/http/endpoint';
import { memberCounts } from '~/server/members/auth.service';
import { serializeUser } from '~/server/members/member.serializer';

/** Spec 7: who is here, in which language and currency, with the cart key and badge counts. */
export const POST = endpoint(async ({ locals }) => {
  const member = locals.session?.member ?? null;
  const counts = member ? await memberCounts(member.id) : { coupon_count: 0, notification_count: 0 };
  return {
    user: serializeUser(member),
    lang: locals.lang,
    currency: locals.currency,
    cart_key: locals.session?.session.cart_key ?? '',
    ...counts,
  };
});
export const ALL = otherMethods('POST');
