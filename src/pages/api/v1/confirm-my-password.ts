import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { passwordChangeBody } from '~/server/members/account.schema';
import { changePassword } from '~/server/members/account.service';
import { requireMember } from '~/server/members/require';
import { SESSION_COOKIE } from '~/server/members/session.service';

export const POST = endpoint(async (ctx) => {
  const me = requireMember(ctx);
  const body = await parseBody(passwordChangeBody, ctx.request);
  await changePassword(me, body.current_password, body.password);
  ctx.cookies.delete(SESSION_COOKIE, { path: '/' });
  return { message: '비밀번호가 변경되었습니다.' };
});
export const ALL = otherMethods('POST');
