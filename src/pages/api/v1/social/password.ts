import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { setPasswordBody } from '~/server/social/social.schema';
import { setFirstPassword } from '~/server/social/social.service';

/** A member who signs in only with Kakao or Naver sets a password (409 for one who has one). */
export const POST = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const { password } = await parseBody(setPasswordBody, ctx.request);
  await setFirstPassword(member, password);
  return { message: '비밀번호를 설정했습니다. 이제 아이디와 비밀번호로도 로그인할 수 있습니다.' };
});
export const ALL = otherMethods('POST');
