import {
  CHALLENGE_COOKIE,
  CHALLENGE_MS,
  CHALLENGE_PATH,
  startChallenge,
} from '~/server/admin-security/sign-in-challenge.service';
import { twoFactorOn } from '~/server/admin-security/two-factor.service';
import { clientIp } from '~/server/http/client-ip';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { isHttps } from '~/server/http/secure';
import { parseBody } from '~/server/http/validate';
import { authenticate } from '~/server/members/auth.service';
import { MEMBER_WIRE_NAMES, serializeUser } from '~/server/members/member.serializer';
import { loginBody } from '~/server/members/member.wire';
import { signIn } from '~/server/members/sign-in';

/**
 * The spec's login. An administrator with two-factor on gets no session yet: `two_factor: true`, and a
 * short-lived cookie for `POST /api/v1/login/two-factor`, where the code finishes the sign-in.
 */
export const POST = endpoint(
  async (ctx) => {
    const { login_id, password, remember } = await parseBody(loginBody, ctx.request);
    const member = await authenticate(login_id, password, clientIp(ctx));
    if (member.is_admin && (await twoFactorOn(member.id))) {
      ctx.cookies.set(CHALLENGE_COOKIE, await startChallenge(member.id, remember), {
        path: CHALLENGE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: isHttps(ctx.url),
        maxAge: CHALLENGE_MS / 1000,
      });
      return { two_factor: true, message: '인증 앱의 6자리 코드를 입력해 주세요.' };
    }
    await signIn(ctx, member, remember);
    return { user: serializeUser(member) };
  },
  { wireNames: MEMBER_WIRE_NAMES },
);
export const ALL = otherMethods('POST');
