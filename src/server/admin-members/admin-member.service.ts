import type { AdminRole } from '../admin/permissions.ts';
import { issuableCoupons } from '../admin-coupons/admin-coupon.repository.ts';
import { BOARD_KINDS } from '../admin-inquiries/admin-inquiry.options.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { type MemberCouponPage, myCouponPage } from '../coupons/member-coupon.service.ts';
import { getDb } from '../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { mailResetLink } from '../members/recovery.service.ts';
import { deleteMemberSessions } from '../members/session.repository.ts';
import { lockPoints } from '../orders/holdings.ts';
import { type LedgerRow, writeManualEntry } from '../points/point.repository.ts';
import { type LedgerEntry, myPointPage } from '../points/point.service.ts';
import {
  listMembers,
  liveSessions,
  lockMember,
  type MemberInquiryRow,
  type MemberListRow,
  type MemberOrderRow,
  type MemberRow,
  type MemberSessionRow,
  memberById,
  memberInquiries,
  recentOrders,
  setAdminRole,
  setBlockedAt,
} from './admin-member.repository.ts';
import type { MemberFilters } from './admin-member.schema.ts';

export type { MemberInquiryRow, MemberListRow, MemberOrderRow, MemberRow, MemberSessionRow };

export type IssuableCoupon = { id: number; name: string; ends_at: Date | null };

const NOT_FOUND = '회원을 찾을 수 없습니다.';
const LEFT = '탈퇴한 회원입니다.';
const LEDGER_PAGE_SIZE = 20;

/** Members matching the search, newest first, paged. */
export async function memberPage(f: MemberFilters, page: number, perPage: number): Promise<Page<MemberListRow>> {
  const { rows, total } = await listMembers(await getDb(), f, perPage, offsetOf(page, perPage));
  return toPage(rows, total, page, perPage);
}

export type MemberDetail = {
  member: MemberRow;
  orders: MemberOrderRow[];
  ledger: Page<LedgerEntry>;
  coupons: MemberCouponPage;
  inquiries: { rows: MemberInquiryRow[]; total: number };
  sessions: MemberSessionRow[];
};

/** One member with their latest orders, a page of their points ledger, usable coupons, inquiries and sessions. */
export async function memberDetail(id: number, ledgerPage = 1, now = new Date()): Promise<MemberDetail> {
  const db = await getDb();
  const member = await memberById(db, id);
  if (!member) throw new NotFoundError(NOT_FOUND);
  const [orders, ledger, coupons, inquiries, sessions] = await Promise.all([
    recentOrders(db, id, 10),
    myPointPage(id, { period: 'all', page: ledgerPage, perPage: LEDGER_PAGE_SIZE }, now),
    myCouponPage(id, { tab: 'usable', page: 1, perPage: 20 }, now),
    memberInquiries(db, id, BOARD_KINDS, 10),
    liveSessions(db, id, now),
  ]);
  return { member, orders, ledger, coupons, inquiries, sessions };
}

/** The coupons the detail page offers to issue. */
export async function couponChoices(now = new Date()): Promise<IssuableCoupon[]> {
  return issuableCoupons(await getDb(), now);
}

/**
 * An administrator grants (+) or takes (−) points with a reason: one ledger entry the member sees in
 * /my-page/point, and an audit entry. Taking more than the member has is a 422 that says the balance.
 */
export async function adjustPoints(
  actor: AuditActor,
  memberId: number,
  input: { amount: number; reason: string },
): Promise<LedgerRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (!member) throw new NotFoundError(NOT_FOUND);
    if (member.left_at) throw new ConflictError(LEFT);
    const balance = await lockPoints(tx, memberId);
    if (balance + input.amount < 0) {
      throw new ValidationError({
        amount: [`보유 적립금(${balance.toLocaleString('ko-KR')}점)보다 많이 차감할 수 없습니다.`],
      });
    }
    const entry = await writeManualEntry(tx, { memberId, balance, amount: input.amount, reason: input.reason });
    await recordAudit(tx, {
      actor,
      action: 'points',
      entityType: 'member',
      entityId: memberId,
      changes: {
        points_balance: { before: balance, after: entry.balance_after },
        point_entry: { before: null, after: { id: entry.id, amount: entry.amount, reason: entry.reason } },
      },
    });
    return entry;
  });
}

/**
 * Blocks or unblocks a member. A blocked member cannot log in and every session of theirs ends at
 * once. Administrators are not blocked here (their roles are the owner's to change). Asking for the
 * state the member is already in changes nothing and records nothing.
 */
export async function setBlocked(
  actor: AuditActor,
  memberId: number,
  input: { blocked: boolean; reason?: string | undefined },
  now = new Date(),
): Promise<MemberRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (!member) throw new NotFoundError(NOT_FOUND);
    if (member.admin_role) throw new ConflictError('관리자는 차단할 수 없습니다. 먼저 관리자 권한을 해제해 주세요.');
    if (Boolean(member.blocked_at) === input.blocked) return member;
    const after = (await setBlockedAt(tx, memberId, input.blocked ? now : null)) as MemberRow;
    if (input.blocked) await deleteMemberSessions(tx, memberId);
    const changes: Record<string, { before: unknown; after: unknown }> = {
      blocked_at: { before: member.blocked_at?.toISOString() ?? null, after: after.blocked_at?.toISOString() ?? null },
    };
    if (input.reason) changes.reason = { before: null, after: input.reason };
    await recordAudit(tx, {
      actor,
      action: input.blocked ? 'block' : 'unblock',
      entityType: 'member',
      entityId: memberId,
      changes,
    });
    return after;
  });
}

/** Sends the member the storefront's password-reset mail (a 30-minute link); the audit log keeps who sent it. */
export async function sendPasswordReset(actor: AuditActor, memberId: number, origin: string | undefined) {
  const db = await getDb();
  const member = await memberById(db, memberId);
  if (!member) throw new NotFoundError(NOT_FOUND);
  if (member.left_at) throw new ConflictError(LEFT);
  if (!(await mailResetLink(member, origin))) {
    throw new ConflictError('쇼핑몰 주소(PUBLIC_ORIGIN)가 설정되지 않아 메일을 보낼 수 없습니다.');
  }
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: 'password_reset',
      entityType: 'member',
      entityId: memberId,
      changes: { reset_mail: { before: null, after: member.email } },
    }),
  );
  return { email: member.email };
}

/**
 * Makes the member an administrator of `role`, changes their role, or makes them a member again
 * (`null`); the owner's call alone (the `administrators` area). No one changes their own role, so
 * the shop always keeps an owner; a blocked or departed member is not made an administrator.
 */
export async function changeAdminRole(actor: AuditActor, memberId: number, role: AdminRole | null): Promise<MemberRow> {
  if (actor.id === memberId) throw new ConflictError('자신의 관리자 권한은 바꿀 수 없습니다.');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (!member) throw new NotFoundError(NOT_FOUND);
    if (role && member.left_at) throw new ConflictError(LEFT);
    if (role && member.blocked_at) throw new ConflictError('차단된 회원은 관리자로 지정할 수 없습니다.');
    if (member.admin_role === role) return member;
    const after = (await setAdminRole(tx, memberId, role)) as MemberRow;
    await recordAudit(tx, {
      actor,
      action: 'role',
      entityType: 'member',
      entityId: memberId,
      changes: { admin_role: { before: member.admin_role, after: after.admin_role } },
    });
    return after;
  });
}
