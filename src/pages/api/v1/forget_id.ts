import { clientIp } from '~/server/http/client-ip';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { trustedOrigin } from '~/server/http/public-origin';
import { consume } from '~/server/http/rate-limit';
import { parseBody } from '~/server/http/validate';
import { findIdBody } from '~/server/members/member.wire';
import { findId } from '~/server/members/recovery.service';

const LIMIT = { name: 'recovery-ip', points: 20, durationSeconds: 15 * 60 };

/** The same answer whether or not someone matched, so the form cannot be used to look people up. */
export const POST = endpoint(async (ctx) => {
  await consume(LIMIT, clientIp(ctx));
  await findId(await parseBody(findIdBody, ctx.request), trustedOrigin(ctx.url));
  return { message: '입력하신 정보와 일치하는 회원이 있으면 가입한 이메일로 아이디를 보내 드렸습니다.' };
});
export const ALL = otherMethods('POST');
