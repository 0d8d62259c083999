/**
 * Purchases at the shop's offline store, recorded on a member by the store's staff (and managers,
 * and the owner): the member reads them at once in /my-page/store-order. That page is a member's
 * own and is never kept by the shop's page cache (a request with a session goes around it, and its
 * answer says `private, no-store`), and nothing public shows a store purchase, so a write here has
 * no cached page to tell.
 *
 * The server adds the lines up: a total sent by the browser is never read. Every write is audited,
 * with the points it moved.
 */
import { pointsFor } from '~/lib/points';
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { getDb } from '../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { violatedConstraint } from '../orders/order.repository.ts';
import { shopSettings } from '../settings/settings.service.ts';
import {
  findMembers,
  findProducts,
  insertStoreOrder,
  listStoreOrders,
  lockStoreOrder,
  type MemberChoice,
  memberForStoreOrder,
  type ProductChoice,
  receiptTaken,
  recordedStoreNames,
  removeStoreOrder,
  type StoreOrderRow,
  type StoreOrderValues,
  type StoreOrderWhere,
  type StoreOrderWithMember,
  storeOrderById,
  updateStoreOrder,
} from './admin-store-order.repository.ts';
import {
  type EditStoreOrderInput,
  MAX_TOTAL,
  type NewStoreOrderInput,
  type StoreOrderFilters,
  type StoreOrderLine,
} from './admin-store-order.schema.ts';
import { settleStorePoints } from './store-order-points.service.ts';

export type { MemberChoice, ProductChoice, StoreOrderRow, StoreOrderWithMember };

const NOT_FOUND = '매장 구매 내역을 찾을 수 없습니다.';
const RECEIPT_TAKEN = '이 매장에 같은 영수증 번호로 기록된 구매가 이미 있습니다.';
const RECEIPT_KEY = 'store_orders_store_receipt_key';
const LOOKUP_LIMIT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
const AUDITED = ['member_id', 'store_name', 'receipt_no', 'items', 'total', 'purchased_at', 'points'] as const;

/** Midnight in Seoul (no daylight saving) of a `YYYY-MM-DD` day. */
const seoulMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`);

export function whereOf(f: StoreOrderFilters): StoreOrderWhere {
  return {
    q: f.q,
    store: f.store,
    ...(f.from ? { from: seoulMidnight(f.from) } : {}),
    ...(f.to ? { until: new Date(seoulMidnight(f.to).getTime() + DAY_MS) } : {}),
  };
}

export type StoreOrderPage = Page<StoreOrderWithMember> & { sums: { amount: number; points: number } };

/** Store orders matching the filters, newest purchase first, with the filtered list's sums. */
export async function storeOrderAdminPage(
  f: StoreOrderFilters,
  page: number,
  perPage: number,
): Promise<StoreOrderPage> {
  const found = await listStoreOrders(await getDb(), whereOf(f), perPage, offsetOf(page, perPage));
  return { ...toPage(found.rows, found.total, page, perPage), sums: { amount: found.amount, points: found.points } };
}

export async function storeOrderDetail(id: number): Promise<StoreOrderWithMember> {
  const row = await storeOrderById(await getDb(), id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/**
 * The stores a purchase may be recorded at: the shop's offline store in its settings
 * (`offline_store.name`, the one shown on /contents/store), and any store purchases were recorded
 * at before (a store renamed since keeps its receipts editable).
 */
export async function storeChoices(): Promise<string[]> {
  const [settings, recorded] = await Promise.all([shopSettings(), recordedStoreNames(await getDb())]);
  const own = settings.offline_store?.name?.trim();
  return [...new Set([...(own ? [own] : []), ...recorded])];
}

/** The shop's earn rate (%), the one an order confirmed online earns at. */
export async function earnRate(): Promise<number> {
  return (await shopSettings()).points?.earn_rate_percent ?? 0;
}

/** The member a new record starts on (`/admin/store-orders/new?member_id=`), if they may be recorded on. */
export async function memberToRecordOn(
  id: number,
): Promise<{ id: number; login_id: string; name: string } | undefined> {
  const member = await memberForStoreOrder(await getDb(), id);
  return member && !member.left_at ? { id: member.id, login_id: member.login_id, name: member.name } : undefined;
}

export async function memberChoices(q: string): Promise<MemberChoice[]> {
  return findMembers(await getDb(), q, LOOKUP_LIMIT);
}

export async function productChoices(q: string): Promise<ProductChoice[]> {
  return findProducts(await getDb(), q, LOOKUP_LIMIT);
}

/** The receipt's total: every line's unit price times its quantity. */
export function totalOf(items: readonly StoreOrderLine[]): number {
  return items.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** The checks a record and an edit share, and the values they write. */
async function valuesOf(input: EditStoreOrderInput, now: Date, rate: number): Promise<StoreOrderValues> {
  const errors: Record<string, string[]> = {};
  if (!(await storeChoices()).includes(input.store_name)) errors.store_name = ['매장을 목록에서 골라 주세요.'];
  if (input.purchased_at.getTime() > now.getTime()) errors.purchased_at = ['구매 일시는 미래일 수 없습니다.'];
  const total = totalOf(input.items);
  if (total > MAX_TOTAL) errors.items = ['합계 금액이 너무 큽니다. 수량과 단가를 확인해 주세요.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    store_name: input.store_name,
    receipt_no: input.receipt_no,
    items: input.items.map((l) => ({ name: l.name, quantity: l.quantity, price: l.price })),
    total,
    purchased_at: input.purchased_at,
    points: input.grant_points ? pointsFor(total, rate) : 0,
  };
}

/** A unique violation on the receipt (two operators recording one receipt at once) is the same 409. */
async function receiptSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (violatedConstraint(err) === RECEIPT_KEY) throw new ConflictError(RECEIPT_TAKEN);
    throw err;
  }
}

const auditable = (row: StoreOrderRow | null) =>
  row && { ...row, purchased_at: row.purchased_at.toISOString(), items: row.items };

/** Records a purchase on a member; with `grant_points`, the points it earns go into their ledger. */
export async function recordStoreOrder(
  actor: AuditActor,
  input: NewStoreOrderInput,
  now = new Date(),
): Promise<StoreOrderRow> {
  const db = await getDb();
  const member = await memberForStoreOrder(db, input.member_id);
  if (!member) throw new ValidationError({ member_id: ['회원을 찾을 수 없습니다. 다시 골라 주세요.'] });
  if (member.left_at) throw new ConflictError('탈퇴한 회원에게는 구매를 기록할 수 없습니다.');
  const values = await valuesOf(input, now, await earnRate());
  if (await receiptTaken(db, values.store_name, values.receipt_no)) throw new ConflictError(RECEIPT_TAKEN);
  return receiptSafe(() =>
    db.transaction(async (tx) => {
      const row = await insertStoreOrder(tx, member.id, values);
      const moved = await settleStorePoints(tx, {
        memberId: member.id,
        before: 0,
        after: row.points,
        move: 'earn',
        storeName: row.store_name,
        receiptNo: row.receipt_no,
      });
      const changes = changesOf(null, auditable(row), [...AUDITED]);
      if (moved) changes.points_moved = { before: null, after: moved };
      await recordAudit(tx, { actor, action: 'create', entityType: 'store_order', entityId: row.id, changes });
      return row;
    }),
  );
}

/**
 * Edits a recorded purchase (its member stays). Points follow the new total, or are given or taken
 * back when the box changed, as one ledger entry of the difference.
 */
export async function editStoreOrder(
  actor: AuditActor,
  id: number,
  input: EditStoreOrderInput,
  now = new Date(),
): Promise<StoreOrderRow> {
  const db = await getDb();
  const values = await valuesOf(input, now, await earnRate());
  if (await receiptTaken(db, values.store_name, values.receipt_no, id)) throw new ConflictError(RECEIPT_TAKEN);
  return receiptSafe(() =>
    db.transaction(async (tx) => {
      const before = await lockStoreOrder(tx, id);
      if (!before) throw new NotFoundError(NOT_FOUND);
      const after = await updateStoreOrder(tx, id, values);
      const moved = await settleStorePoints(tx, {
        memberId: before.member_id,
        before: before.points,
        after: after.points,
        move: 'adjust',
        storeName: after.store_name,
        receiptNo: after.receipt_no,
      });
      const changes = changesOf(auditable(before), auditable(after), [...AUDITED]);
      if (moved) changes.points_moved = { before: null, after: moved };
      await recordAudit(tx, { actor, action: 'update', entityType: 'store_order', entityId: id, changes });
      return after;
    }),
  );
}

/** Deletes a recorded purchase; the points it gave are taken back (never below zero). */
export async function deleteStoreOrder(actor: AuditActor, id: number): Promise<{ points_taken_back: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockStoreOrder(tx, id);
    if (!before) throw new NotFoundError(NOT_FOUND);
    await removeStoreOrder(tx, id);
    const moved = await settleStorePoints(tx, {
      memberId: before.member_id,
      before: before.points,
      after: 0,
      move: 'cancel',
      storeName: before.store_name,
      receiptNo: before.receipt_no,
    });
    const changes = changesOf(auditable(before), null, [...AUDITED]);
    if (moved) changes.points_moved = { before: null, after: moved };
    await recordAudit(tx, { actor, action: 'delete', entityType: 'store_order', entityId: id, changes });
    return { points_taken_back: -moved };
  });
}
