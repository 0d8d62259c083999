import { clientIp } from '~/server/http/client-ip';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { trustedOrigin } from '~/server/http/public-origin';
import { consume } from '~/server/http/rate-limit';
import { parseBody } from '~/server/http/validate';
import { forgetPasswordBody } from '~/server/members/member.wire';
import { requestReset } from '~/server/members/recovery.service';

const LIMIT = { name: 'recovery-ip', points: 20, durationSeconds: 15 * 60 };

export const POST = endpoint(async (ctx) => {
  await consume(LIMIT, clientIp(ctx));
  await requestReset(await parseBody(forgetPasswordBody, ctx.request), trustedOrigin(ctx.url));
  return { message: '입력하신 정보와 일치하는 회원이 있으면 비밀번호 재설정 링크를 이메일로 보내 드렸습니다.' };
});
export const ALL = otherMethods('POST');
