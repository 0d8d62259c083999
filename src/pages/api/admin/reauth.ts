import { reauthBody } from '~/server/admin-security/admin-security.schema';
import { confirmPassword, REAUTH_WINDOW_MS } from '~/server/admin-security/reauth.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** The administrator gives their password again: sensitive calls are open to this session for five minutes. */
export const POST = endpoint(async (ctx) => {
  const admin = requireAdmin(ctx);
  const actor = adminActor(ctx);
  const { password } = await parseBody(reauthBody, ctx.request);
  const session = ctx.locals.session?.session.id as string;
  const { confirmed_until } = await confirmPassword(actor, admin, session, password);
  return {
    message: '비밀번호를 확인했습니다.',
    data: { confirmed_until: confirmed_until.toISOString(), valid_seconds: REAUTH_WINDOW_MS / 1000 },
  };
});
export const ALL = otherMethods('POST');
