import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { socialLinkBody } from '~/server/social/social.schema';
import { completeLink } from '~/server/social/social.service';

/**
 * Links the provider account to the member whose e-mail it gave, once `password` proves the account
 * is theirs (under the login's limits); then signs them in: `{ redirect, message }`.
 */
export const POST = endpoint(async (ctx) => {
  const { password } = await parseBody(socialLinkBody, ctx.request);
  const redirect = await completeLink(ctx, password);
  return { redirect, message: '간편 로그인을 연결했습니다.' };
});
export const ALL = otherMethods('POST');
