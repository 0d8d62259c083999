import { disableBody } from '~/server/admin-security/admin-security.schema';
import { disableTwoFactor } from '~/server/admin-security/two-factor.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** Turns two-factor off with the password and a code (the app's or a recovery code). */
export const POST = endpoint(async (ctx) => {
  const admin = requireAdmin(ctx);
  const input = await parseBody(disableBody, ctx.request);
  await disableTwoFactor(adminActor(ctx), admin, input);
  return { message: '2단계 인증을 껐습니다.' };
});
export const ALL = otherMethods('POST');
