/**
 * An operator issues a coupon: to one member (by number or login id) or to every member who is not
 * blocked and has not left. Either way the coupon's limits hold (`coupons/coupon-issue.ts`): a
 * member already holding as many as one may is refused (one member: 409) or skipped (all members),
 * and past the total limit nothing is issued (409) rather than some members getting it by chance of
 * their number. Issuing to all is one statement, so ten thousand members take a moment. The form's
 * request key makes a double submit answer the first result and issue nothing more.
 */
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { type CouponRow, lockCoupon } from '../coupons/coupon.repository.ts';
import { isIssuable, issueOne, remainingOf, takenExpiry } from '../coupons/coupon-issue.service.ts';
import { getDb, type Tx } from '../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import {
  bulkCounts,
  type IssueRecord,
  type IssueTargetMember,
  issueByKey,
  issueToAllMembers,
  memberByIdOrLogin,
  recordIssue,
} from './admin-coupon.repository.ts';
import type { IssueInput } from './admin-coupon.schema.ts';
import { NOT_FOUND } from './admin-coupon.service.ts';

export type IssueResult = {
  issue_id: number | null;
  target: 'member' | 'all';
  issued: number;
  skipped: number;
  /** True when the request key had been used: this is the first answer again. */
  replayed: boolean;
};

const ENDED = '종료된 쿠폰은 지급할 수 없습니다.';
const LEFT = '탈퇴한 회원입니다.';
const atLimit = (c: CouponRow) => `이 회원은 이미 1인당 한도(${c.per_member_limit}장)만큼 가지고 있습니다.`;

const resultOf = (r: IssueRecord, replayed: boolean): IssueResult => ({
  issue_id: r.id,
  target: r.target === 'all' ? 'all' : 'member',
  issued: r.issued,
  skipped: r.skipped,
  replayed,
});

/** One copy to one member, audited on the member (the member's page shows it). */
async function toOneMember(tx: Tx, actor: AuditActor, coupon: CouponRow, member: IssueTargetMember, now: Date) {
  if (member.left_at) throw new ConflictError(LEFT);
  const given = await issueOne(tx, coupon, member.id, now, atLimit(coupon));
  await recordAudit(tx, {
    actor,
    action: 'coupon',
    entityType: 'member',
    entityId: member.id,
    changes: {
      coupon: {
        before: null,
        after: { ...given, name: coupon.name, expires_at: given.expires_at?.toISOString() ?? null },
      },
    },
  });
  return given;
}

/** One copy to every member not blocked or left who may hold one more; all or none within the total. */
async function toAllMembers(tx: Tx, actor: AuditActor, coupon: CouponRow, now: Date) {
  const { open, full } = await bulkCounts(tx, coupon.id, coupon.per_member_limit);
  const remaining = await remainingOf(tx, coupon);
  if (remaining !== null && open > remaining) {
    throw new ConflictError(
      `남은 수량(${remaining.toLocaleString('ko-KR')}장)이 지급할 회원 수(${open.toLocaleString('ko-KR')}명)보다 적어 지급하지 않았습니다.`,
      { remaining, members: open },
    );
  }
  const issued = await issueToAllMembers(tx, {
    couponId: coupon.id,
    perMember: coupon.per_member_limit,
    expiresAt: takenExpiry(coupon, now),
    now,
    cap: remaining,
  });
  await recordAudit(tx, {
    actor,
    action: 'issue',
    entityType: 'coupon',
    entityId: coupon.id,
    changes: { issued_to_all: { before: null, after: { issued, skipped: full } } },
  });
  return { issued, skipped: full };
}

/** Issues the coupon as the back office's form asks (404 for no coupon, 409 once it has ended). */
export async function issueCoupon(
  actor: AuditActor,
  couponId: number,
  input: IssueInput,
  now = new Date(),
): Promise<IssueResult> {
  return transact(await getDb(), async (tx) => {
    const coupon = await lockCoupon(tx, couponId);
    if (!coupon) throw new NotFoundError(NOT_FOUND);
    const earlier = await issueByKey(tx, input.request_key);
    if (earlier) {
      if (earlier.coupon_id !== couponId || earlier.target !== input.target) {
        throw new ValidationError({ request_key: ['다른 지급에 이미 쓴 요청 키입니다.'] });
      }
      return resultOf(earlier, true);
    }
    if (!isIssuable(coupon, now)) throw new ConflictError(ENDED);
    let memberId: number | null = null;
    let counts: { issued: number; skipped: number };
    if (input.target === 'member') {
      const member = await memberByIdOrLogin(tx, input.member);
      if (!member) throw new ValidationError({ member: ['회원을 찾을 수 없습니다.'] });
      await toOneMember(tx, actor, coupon, member, now);
      memberId = member.id;
      counts = { issued: 1, skipped: 0 };
    } else {
      counts = await toAllMembers(tx, actor, coupon, now);
    }
    touch(tx, [tags.coupons]);
    const record = await recordIssue(tx, {
      request_key: input.request_key,
      coupon_id: couponId,
      actor_id: actor.id,
      target: input.target,
      member_id: memberId,
      ...counts,
    });
    return resultOf(record, false);
  });
}

/**
 * The members page's 쿠폰 지급: one copy to the member (404 for no member), the coupon chosen from
 * those that may be given (422 on `coupon_id` otherwise), within its limits (409).
 */
export async function giveMemberCoupon(actor: AuditActor, memberId: number, couponId: number, now = new Date()) {
  return transact(await getDb(), async (tx) => {
    const member = await memberByIdOrLogin(tx, String(memberId));
    if (!member || member.id !== memberId) throw new NotFoundError('회원을 찾을 수 없습니다.');
    const coupon = await lockCoupon(tx, couponId);
    if (!coupon || !isIssuable(coupon, now)) {
      throw new ValidationError({ coupon_id: ['지급할 수 있는 쿠폰이 아닙니다(없거나 기간이 끝났습니다).'] });
    }
    const given = await toOneMember(tx, actor, coupon, member, now);
    touch(tx, [tags.coupons]);
    return { ...given, name: coupon.name };
  });
}
