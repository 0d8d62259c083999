import { endpoint, otherMethods } from '~/server/http/endpoint';
import { endSession } from '~/server/members/session.service';

export const POST = endpoint(async ({ cookies, locals }) => {
  await endSession(cookies, locals.session);
  return { message: '로그아웃되었습니다.' };
});
export const ALL = otherMethods('POST');
