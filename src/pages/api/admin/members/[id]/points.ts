import { pointsBody } from '~/server/admin-members/admin-member.schema';
import { adjustPoints } from '~/server/admin-members/admin-member.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

/** Grants (`amount` > 0) or takes (< 0) the member's points with a `reason`: one ledger entry, audited. */
export const POST = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'members');
  const id = idParam(ctx.params.id);
  const input = await parseBody(pointsBody, ctx.request);
  const entry = await adjustPoints(actor, id, input);
  return {
    message: entry.amount > 0 ? '적립금을 지급했습니다.' : '적립금을 차감했습니다.',
    data: { id: entry.id, amount: entry.amount, balance_after: entry.balance_after, reason: entry.reason },
  };
});
export const ALL = otherMethods('POST');
