import { config } from '~/server/config';
import { clientIp } from '~/server/http/client-ip';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { consume } from '~/server/http/rate-limit';
import { json } from '~/server/http/respond';
import { parseBody } from '~/server/http/validate';
import { registerMember } from '~/server/members/auth.service';
import { MEMBER_WIRE_NAMES, serializeUser } from '~/server/members/member.serializer';
import { registerBody } from '~/server/members/member.wire';

/** Sign-ups per address per hour (REGISTER_LIMIT_PER_HOUR, default 30). */
const LIMIT = { name: 'register-ip', points: config.registerLimitPerHour, durationSeconds: 60 * 60 };

/** Unknown fields (is_admin, points, grades, ids) are dropped by the schema: only these are read. */
export const POST = endpoint(
  async (ctx) => {
    await consume(LIMIT, clientIp(ctx));
    const member = await registerMember(await parseBody(registerBody, ctx.request));
    return json({ user: serializeUser(member), message: '회원가입이 완료되었습니다.' }, { status: 201 });
  },
  { wireNames: MEMBER_WIRE_NAMES },
);
export const ALL = otherMethods('POST');
