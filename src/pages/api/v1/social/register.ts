import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { socialRegisterBody } from '~/server/social/social.schema';
import { completeRegistration } from '~/server/social/social.service';

/**
 * The last step of a sign-up through Kakao or Naver: `mb_name`, `mb_hp`, `mb_email` and the agreements.
 * The member is made, linked and signed in: `{ redirect, message }`. 404 without a live hand-off.
 */
export const POST = endpoint(async (ctx) => {
  const redirect = await completeRegistration(ctx, await parseBody(socialRegisterBody, ctx.request));
  return { redirect, message: '회원가입이 완료되었습니다.' };
});
export const ALL = otherMethods('POST');
