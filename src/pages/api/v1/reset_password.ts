import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { resetPasswordBody } from '~/server/members/account.schema';
import { resetPassword } from '~/server/members/recovery.service';

export const POST = endpoint(async ({ request }) => {
  const body = await parseBody(resetPasswordBody, request);
  await resetPassword(body.token, body.password);
  return { message: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.' };
});
export const ALL = otherMethods('POST');
