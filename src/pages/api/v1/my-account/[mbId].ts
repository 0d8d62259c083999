import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { updateProfile } from '~/server/members/account.service';
import { MEMBER_WIRE_NAMES, serializeUser } from '~/server/members/member.serializer';
import { profileBody } from '~/server/members/member.wire';
import { requireMember } from '~/server/members/require';

export const PUT = endpoint(
  async (ctx) => {
    const me = requireMember(ctx);
    const updated = await updateProfile(me, ctx.params.mbId ?? '', await parseBody(profileBody, ctx.request));
    return { user: serializeUser(updated), message: '회원 정보가 저장되었습니다.' };
  },
  { wireNames: MEMBER_WIRE_NAMES },
);
export const ALL = otherMethods('PUT');
