import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { requireMember } from '~/server/members/require';
import { toRefundWire } from '~/server/workshop/tssa.serializer';
import { refundPreview } from '~/server/workshop/tssa-signup.service';

/** What cancelling the sign-up now would refund, by the refund rule; 404 for another member's. */
export const GET = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  return { data: toRefundWire(await refundPreview(member.id, idParam(ctx.params.id))) };
});

export const ALL = otherMethods('GET');
