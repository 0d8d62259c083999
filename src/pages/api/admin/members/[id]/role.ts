import { roleBody } from '~/server/admin-members/admin-member.schema';
import { toMemberListWire } from '~/server/admin-members/admin-member.serializer';
import { changeAdminRole } from '~/server/admin-members/admin-member.service';
import { requireRecentPassword } from '~/server/admin-security/reauth.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

/**
 * The owner makes the member an administrator (`role`: owner, manager, staff) or a member again
 * (`null`), having given their password again in the last five minutes (403 `reauth_required`); audited.
 */
export const PUT = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'administrators');
  const id = idParam(ctx.params.id);
  const { role } = await parseBody(roleBody, ctx.request);
  requireRecentPassword(ctx);
  const member = await changeAdminRole(actor, id, role);
  return {
    message: member.admin_role ? '관리자 권한을 바꿨습니다.' : '관리자 권한을 해제했습니다.',
    data: toMemberListWire(member),
  };
});
export const ALL = otherMethods('PUT');
