import { toTwoFactorStatusWire } from '~/server/admin-security/admin-security.serializer';
import { twoFactorStatus } from '~/server/admin-security/two-factor.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { requireAdmin } from '~/server/members/require';

/** The administrator's own two-factor sign-in: on or off, since when, recovery codes left. */
export const GET = endpoint(async (ctx) => {
  const admin = requireAdmin(ctx);
  return { data: toTwoFactorStatusWire(await twoFactorStatus(admin.id)) };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
