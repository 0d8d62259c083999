import { requireRecentPassword } from '~/server/admin-security/reauth.service';
import { regenerateRecoveryCodes } from '~/server/admin-security/two-factor.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { requireAdmin } from '~/server/members/require';

/** Ten new recovery codes (the password given again first), in this answer only; the old ones stop working. */
export const POST = endpoint(async (ctx) => {
  const admin = requireAdmin(ctx);
  requireRecentPassword(ctx);
  const { recovery_codes } = await regenerateRecoveryCodes(adminActor(ctx), admin);
  return { message: '복구 코드를 새로 만들었습니다. 이전 코드는 더 이상 쓸 수 없습니다.', data: { recovery_codes } };
});
export const ALL = otherMethods('POST');
