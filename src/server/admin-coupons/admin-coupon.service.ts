/**
 * The back office's coupons: a list with each coupon's issued, used and remaining counts; making,
 * editing, ending (or opening again) and deleting one; its issued copies and the discount it gave.
 *
 * Editing: once any copy is issued, the code and the discount terms (type, value, cap, minimum
 * order) stay as members were shown them (409); names, window, days, downloadable and limits may
 * change, the total limit never below what is issued (422). Orders keep the discount they got. A
 * coupon never issued may be deleted; one issued is ended instead (409 says so). Every write is
 * audited (`coupon`) and tells the product pages' 쿠폰 받기 to draw again.
 */
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { lockCoupon } from '../coupons/coupon.repository.ts';
import { getDb, type Tx } from '../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { violatedConstraint } from '../orders/order.repository.ts';
import {
  type CouponListRow,
  type CouponRow,
  type CouponUseRow,
  codeTaken,
  couponUses,
  couponWithCounts,
  deleteCoupon,
  discountGiven,
  insertCoupon,
  listCoupons,
  writeCoupon,
} from './admin-coupon.repository.ts';
import type { CouponFilters, CouponInput, CouponState } from './admin-coupon.schema.ts';

export type { CouponListRow, CouponRow, CouponUseRow };
export type AdminCoupon = CouponListRow & { state: CouponState; remaining: number | null };
export type AdminCouponDetail = AdminCoupon & { discount_given: number };

export const NOT_FOUND = '쿠폰을 찾을 수 없습니다.';
const CODE_TAKEN = '이미 쓰고 있는 쿠폰 코드입니다.';
const AUDITED = [
  'code',
  'name',
  'name_en',
  'discount_type',
  'discount_value',
  'max_discount',
  'min_order_amount',
  'starts_at',
  'ends_at',
  'valid_days',
  'downloadable',
  'per_member_limit',
  'total_limit',
  'closed_at',
] as const satisfies readonly (keyof CouponRow)[];
/** What members were shown when they took or were given it: fixed once any copy is issued. */
const FIXED_ONCE_ISSUED = [
  'code',
  'discount_type',
  'discount_value',
  'max_discount',
  'min_order_amount',
] as const satisfies readonly (keyof CouponInput)[];

/** Upcoming before its window, ended past it or when ended early, active between. */
export function couponState(c: Pick<CouponRow, 'starts_at' | 'ends_at' | 'closed_at'>, now: Date): CouponState {
  if (c.closed_at || (c.ends_at && c.ends_at <= now)) return 'ended';
  return c.starts_at && c.starts_at > now ? 'upcoming' : 'active';
}

const withState = (c: CouponListRow, now: Date): AdminCoupon => ({
  ...c,
  state: couponState(c, now),
  remaining: c.total_limit === null ? null : Math.max(0, c.total_limit - c.issued),
});

export async function couponPage(
  f: CouponFilters,
  page: number,
  perPage: number,
  now = new Date(),
): Promise<Page<AdminCoupon>> {
  const { rows, total } = await listCoupons(await getDb(), f, { now, limit: perPage, offset: offsetOf(page, perPage) });
  return toPage(
    rows.map((r) => withState(r, now)),
    total,
    page,
    perPage,
  );
}

export async function couponDetail(id: number, now = new Date()): Promise<AdminCouponDetail> {
  const db = await getDb();
  const [row, given] = await Promise.all([couponWithCounts(db, id), discountGiven(db, id)]);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return { ...withState(row, now), discount_given: given };
}

/** A page of the coupon's issued copies, newest first (404 for a coupon that does not exist). */
export async function couponUsePage(
  id: number,
  q: { used: boolean | undefined; page: number; perPage: number },
): Promise<Page<CouponUseRow>> {
  const db = await getDb();
  if (!(await couponWithCounts(db, id))) throw new NotFoundError(NOT_FOUND);
  const { rows, total } = await couponUses(db, id, {
    used: q.used,
    limit: q.perPage,
    offset: offsetOf(q.page, q.perPage),
  });
  return toPage(rows, total, q.page, q.perPage);
}

async function changed(
  tx: Tx,
  actor: AuditActor,
  action: 'create' | 'update' | 'delete' | 'status',
  id: number,
  changes: Record<string, { before: unknown; after: unknown }>,
) {
  touch(tx, [tags.coupons]);
  await recordAudit(tx, { actor, action, entityType: 'coupon', entityId: id, changes });
}

/** The coupon under its row lock (issuing takes the same lock), with its counts. */
async function lockedWithCounts(tx: Tx, id: number): Promise<CouponListRow> {
  const row = (await lockCoupon(tx, id)) && (await couponWithCounts(tx, id));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/** A clash on the code, whether seen first or by the unique index when two arrive at once, is a 409. */
async function codeGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (violatedConstraint(err) === 'coupons_code_unique') throw new ConflictError(CODE_TAKEN, { field: 'code' });
    throw err;
  }
}

export async function createCoupon(actor: AuditActor, input: CouponInput): Promise<CouponRow> {
  return codeGuard(async () =>
    transact(await getDb(), async (tx) => {
      if (await codeTaken(tx, input.code)) throw new ConflictError(CODE_TAKEN, { field: 'code' });
      const made = await insertCoupon(tx, input);
      await changed(tx, actor, 'create', made.id, changesOf(null, made, AUDITED));
      return made;
    }),
  );
}

export async function updateCoupon(actor: AuditActor, id: number, input: CouponInput): Promise<CouponRow> {
  return codeGuard(async () =>
    transact(await getDb(), async (tx) => {
      const before = await lockedWithCounts(tx, id);
      if (before.issued > 0) {
        const moved = FIXED_ONCE_ISSUED.filter((f) => before[f] !== input[f]);
        if (moved.length) {
          throw new ConflictError(
            '이미 지급된 쿠폰은 코드와 할인 조건(방식·값·최대 할인·최소 주문 금액)을 바꿀 수 없습니다.',
            {
              fields: moved,
            },
          );
        }
      }
      if (input.total_limit !== null && input.total_limit < before.issued) {
        throw new ValidationError({
          total_limit: [`이미 ${before.issued.toLocaleString('ko-KR')}장 지급되어 그보다 적게 정할 수 없습니다.`],
        });
      }
      if (await codeTaken(tx, input.code, id)) throw new ConflictError(CODE_TAKEN, { field: 'code' });
      const after = await writeCoupon(tx, id, input);
      const changes = changesOf(before, after, AUDITED);
      if (Object.keys(changes).length) await changed(tx, actor, 'update', id, changes);
      return after;
    }),
  );
}

/** Ends the coupon now (no more taking or giving; copies held stay usable), or opens it again. */
export async function setCouponClosed(actor: AuditActor, id: number, closed: boolean, now = new Date()) {
  return transact(await getDb(), async (tx) => {
    const before = await lockedWithCounts(tx, id);
    if (Boolean(before.closed_at) === closed) return before;
    const after = await writeCoupon(tx, id, { closed_at: closed ? now : null });
    await changed(tx, actor, 'status', id, changesOf(before, after, ['closed_at']));
    return after;
  });
}

/** Deletes a coupon never issued; one issued is a 409 (end it instead). */
export async function removeCoupon(actor: AuditActor, id: number): Promise<void> {
  await transact(await getDb(), async (tx) => {
    const before = await lockedWithCounts(tx, id);
    if (before.issued > 0) {
      throw new ConflictError(
        `이미 ${before.issued.toLocaleString('ko-KR')}장 지급된 쿠폰은 삭제할 수 없습니다. 대신 종료해 주세요.`,
        { issued: before.issued },
      );
    }
    await deleteCoupon(tx, id);
    await changed(tx, actor, 'delete', id, changesOf(before, null, AUDITED));
  });
}
