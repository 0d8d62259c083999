import { sendPasswordReset } from '~/server/admin-members/admin-member.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { trustedOrigin } from '~/server/http/public-origin';

/** Sends the member the storefront's password-reset mail (a single-use link for 30 minutes); audited. */
export const POST = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'members');
  const id = idParam(ctx.params.id);
  const { email } = await sendPasswordReset(actor, id, trustedOrigin(ctx.url));
  return { message: `${email}(으)로 비밀번호 재설정 메일을 보냈습니다.` };
});
export const ALL = otherMethods('POST');
