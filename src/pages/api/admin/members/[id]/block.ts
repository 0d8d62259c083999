import { blockBody } from '~/server/admin-members/admin-member.schema';
import { toMemberListWire } from '~/server/admin-members/admin-member.serializer';
import { setBlocked } from '~/server/admin-members/admin-member.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

/** Blocks (`blocked: true`: no login, every session ended at once) or unblocks the member; audited. */
export const PUT = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'members');
  const id = idParam(ctx.params.id);
  const input = await parseBody(blockBody, ctx.request);
  const member = await setBlocked(actor, id, input);
  return {
    message: input.blocked ? '회원을 차단했습니다. 로그인이 모두 끊겼습니다.' : '회원 차단을 풀었습니다.',
    data: toMemberListWire(member),
  };
});
export const ALL = otherMethods('PUT');
