import { cancelRestockAlert } from '~/server/catalog/restock.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { requireMember } from '~/server/members/require';

/** Cancels one of the member's waiting restock alerts; others' are 404. */
export const DELETE = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const id = idParam(ctx.params.id);
  await cancelRestockAlert(member.id, id);
  return { id, message: '재입고 알림 신청을 취소했습니다.' };
});
export const ALL = otherMethods('DELETE');
