import { requireRecentPassword } from '~/server/admin-security/reauth.service';
import { beginSetup } from '~/server/admin-security/two-factor.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { requireAdmin } from '~/server/members/require';

/** Begins turning two-factor on (the password given again first): the secret and its QR code. */
export const POST = endpoint(async (ctx) => {
  const admin = requireAdmin(ctx);
  requireRecentPassword(ctx);
  return { data: await beginSetup(admin) };
});
export const ALL = otherMethods('POST');
