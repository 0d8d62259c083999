import { codeBody } from '~/server/admin-security/admin-security.schema';
import { enableTwoFactor } from '~/server/admin-security/two-factor.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** Confirms the setup with a code: two-factor is on, and the ten recovery codes are in this answer only. */
export const POST = endpoint(async (ctx) => {
  const admin = requireAdmin(ctx);
  const { code } = await parseBody(codeBody, ctx.request);
  const { recovery_codes } = await enableTwoFactor(adminActor(ctx), admin, code);
  return { message: '2단계 인증을 켰습니다. 복구 코드를 안전한 곳에 보관해 주세요.', data: { recovery_codes } };
});
export const ALL = otherMethods('POST');
