import { codeBody } from '~/server/admin-security/admin-security.schema';
import { CHALLENGE_COOKIE, CHALLENGE_PATH, completeChallenge } from '~/server/admin-security/sign-in-challenge.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { serializeUser } from '~/server/members/member.serializer';
import { signIn } from '~/server/members/sign-in';

/** The second step of an administrator's sign-in: the authenticator's code, or a recovery code. */
export const POST = endpoint(async (ctx) => {
  const { code } = await parseBody(codeBody, ctx.request);
  const done = await completeChallenge(ctx.cookies.get(CHALLENGE_COOKIE)?.value, code);
  ctx.cookies.delete(CHALLENGE_COOKIE, { path: CHALLENGE_PATH });
  await signIn(ctx, done.member, done.remember);
  return { user: serializeUser(done.member), ...(done.recovery ? { recovery_code_used: true } : {}) };
});
export const ALL = otherMethods('POST');
