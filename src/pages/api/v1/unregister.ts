import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { unregisterBody } from '~/server/members/account.schema';
import { unregister } from '~/server/members/account.service';
import { requireMember } from '~/server/members/require';
import { SESSION_COOKIE } from '~/server/members/session.service';

export const POST = endpoint(async (ctx) => {
  const me = requireMember(ctx);
  await unregister(me, (await parseBody(unregisterBody, ctx.request)).password);
  ctx.cookies.delete(SESSION_COOKIE, { path: '/' });
  return { message: '탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.' };
});
export const ALL = otherMethods('POST');
