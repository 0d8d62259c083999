import { issueBody } from '~/server/admin-coupons/admin-coupon.schema';
import { issueCoupon } from '~/server/admin-coupons/admin-coupon-issue.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

/**
 * Issues the coupon to one member (`target: member`, `member`: number or login id) or to every
 * member not blocked or left (`target: all`), within its limits; `request_key` makes a repeat answer
 * the first result. Audited.
 */
export const POST = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'coupons');
  const id = idParam(ctx.params.id);
  const input = await parseBody(issueBody, ctx.request);
  const result = await issueCoupon(actor, id, input);
  const message =
    result.target === 'member'
      ? '쿠폰을 지급했습니다.'
      : `${result.issued.toLocaleString('ko-KR')}명에게 지급했습니다 (한도에 닿아 건너뛴 회원 ${result.skipped.toLocaleString('ko-KR')}명).`;
  return { data: result, message };
});
export const ALL = otherMethods('POST');
