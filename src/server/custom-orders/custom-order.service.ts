import {
  type CustomOrderKind,
  type CustomOrderState,
  canCancel,
  isCustomOrderState,
} from '~/lib/studio/custom-order-states';
import type { AuditActor } from '../audit/audit.service.ts';
import { changesOf, recordAudit } from '../audit/audit.service.ts';
import { checkAttachments, encodeAttachments } from '../boards/attachments.ts';
import { type Executor, getDb } from '../db/client.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { privateMediaFile } from '../media/media.service.ts';
import type { MemberRow } from '../members/session.repository.ts';
import {
  type CustomFileRow,
  type CustomOrderRow,
  type EventRow,
  eventsOf,
  filesOfOrder,
  findCustomOrder,
  insertCustomFiles,
  insertCustomOrder,
  insertEvent,
  listCustomOrders,
  lockCustomOrder,
} from './custom-order.repository.ts';
import { CUSTOM_ORDER_MESSAGES, type ServiceRequestInput, type StatusChangeInput } from './custom-order.schema.ts';
import type { CustomOrder } from './custom-order.types.ts';
import { moveCustomOrder, tellMember } from './transition.service.ts';

const state = (v: string | null): CustomOrderState | null => (v !== null && isCustomOrderState(v) ? v : null);

/** A stored row with its events and files as the shop shows it. */
export function customOrderOf(
  row: CustomOrderRow,
  events: readonly EventRow[],
  files: readonly CustomFileRow[] = [],
): CustomOrder {
  const status = state(row.status) ?? 'requested';
  return {
    id: row.id,
    member_id: row.member_id,
    kind: row.kind as CustomOrderKind,
    title: row.title,
    status,
    quantity: row.quantity,
    amount: row.amount,
    order_id: row.order_id,
    formula_id: row.formula_id,
    details: row.details,
    // A studio line is cancelled with its order, from the order page.
    cancellable: row.kind !== 'studio' && canCancel(status, 'member'),
    created_at: row.created_at,
    updated_at: row.updated_at,
    events: events
      .filter((e) => e.custom_order_id === row.id)
      .map((e) => ({
        from: state(e.from_status),
        to: state(e.to_status) ?? 'requested',
        actor: e.actor as CustomOrder['events'][number]['actor'],
        note: e.note,
        at: e.created_at,
      })),
    files: files.map((f) => ({ id: f.id, name: f.file_name, mime: f.mime, size: f.size })),
  };
}

const notFound = () => new NotFoundError(CUSTOM_ORDER_MESSAGES.notFound);

/** The member's custom orders and service requests (every member's for the shop: no member), newest first. */
export async function customOrderPage(
  memberId: number | undefined,
  q: { page: number; perPage: number; status?: CustomOrderState | undefined },
): Promise<Page<CustomOrder>> {
  const db = await getDb();
  const filter = { memberId, status: q.status };
  const { rows, total } = await listCustomOrders(db, filter, q.perPage, offsetOf(q.page, q.perPage));
  const events = await eventsOf(
    db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => customOrderOf(r, events)),
    total,
    q.page,
    q.perPage,
  );
}

/** One of the member's own custom orders with its history and files; anyone else's is a 404. */
export async function myCustomOrder(memberId: number, id: number): Promise<CustomOrder> {
  const db = await getDb();
  const row = await findCustomOrder(db, id, memberId);
  if (!row) throw notFound();
  return customOrderOf(row, await eventsOf(db, [row.id]), await filesOfOrder(db, row.id));
}

/** Records a new custom order in its first state, with its first event and the member's notification. */
export async function openCustomOrder(
  db: Executor,
  values: Parameters<typeof insertCustomOrder>[1],
  actor: { actor: 'member' | 'system'; actorId: number | null },
): Promise<CustomOrderRow> {
  const row = await insertCustomOrder(db, values);
  await insertEvent(db, {
    custom_order_id: row.id,
    from_status: null,
    to_status: row.status,
    actor: actor.actor,
    actor_id: actor.actorId,
  });
  await tellMember(db, row, row.status as CustomOrderState, '');
  return row;
}

/** 시그니처 향 제작 요청: a custom order in the `requested` state, its files stored privately. */
export async function createServiceRequest(
  member: MemberRow,
  input: ServiceRequestInput,
  files: readonly File[],
): Promise<CustomOrder> {
  const encoded = await encodeAttachments(await checkAttachments(files));
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const { privacy_agreed: _agreed, quantity, ...request } = input;
    const created = await openCustomOrder(
      tx,
      { member_id: member.id, kind: 'service', title: input.company, status: 'requested', quantity, details: request },
      { actor: 'member', actorId: member.id },
    );
    await insertCustomFiles(tx, created.id, encoded);
    return created;
  });
  return myCustomOrder(member.id, row.id);
}

/** The member cancels their own request until it is paid (409 after; 404 for anyone else's). */
export async function cancelMyCustomOrder(member: MemberRow, id: number, note: string): Promise<CustomOrder> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockCustomOrder(tx, id);
    if (!row || row.member_id !== member.id) throw notFound();
    if (row.kind === 'studio') throw new ConflictError(CUSTOM_ORDER_MESSAGES.studioCancel);
    await moveCustomOrder(tx, row, {
      to: 'cancelled',
      actor: 'member',
      actorId: member.id,
      note,
    });
  });
  return myCustomOrder(member.id, id);
}

/** The shop moves a custom order (forward, or cancelled until production), recorded in the audit log. */
export async function moveByShop(admin: AuditActor, id: number, input: StatusChangeInput): Promise<CustomOrder> {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const row = await lockCustomOrder(tx, id);
    if (!row) throw notFound();
    const moved = await moveCustomOrder(tx, row, {
      to: input.status,
      actor: 'shop',
      actorId: admin.id,
      note: input.note,
      ...(input.amount === undefined ? {} : { amount: input.amount }),
    });
    await recordAudit(tx, {
      actor: admin,
      action: 'update',
      entityType: 'custom_fragrance',
      entityId: row.id,
      changes: changesOf(row, moved, ['status', 'amount']),
    });
    return moved;
  });
  return customOrderOf(updated, await eventsOf(db, [id]), await filesOfOrder(db, id));
}

/** A file of a custom order, to the member who sent it or an administrator; anyone else gets a 404. */
export async function customOrderFile(
  viewer: MemberRow,
  id: number,
  fileId: number,
): Promise<{ name: string; mime: string; bytes: Buffer }> {
  const db = await getDb();
  const row = await findCustomOrder(db, id, viewer.is_admin ? undefined : viewer.id);
  const file = row && (await filesOfOrder(db, row.id)).find((f) => f.id === fileId);
  const stored = file && (await privateMediaFile(file.stored_name));
  if (!file || !stored) throw notFound();
  return { name: file.file_name, mime: stored.mime, bytes: stored.bytes };
}
