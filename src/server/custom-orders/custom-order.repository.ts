import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { customFragranceEvents, customFragranceFiles, customFragranceOrders, mediaFiles } from '../db/schema/index.ts';
import type { NewMediaFile } from '../media/media.service.ts';

export type CustomOrderRow = typeof customFragranceOrders.$inferSelect;
export type NewCustomOrderRow = typeof customFragranceOrders.$inferInsert;
export type EventRow = typeof customFragranceEvents.$inferSelect;
export type NewEventRow = typeof customFragranceEvents.$inferInsert;
export type CustomFileRow = typeof customFragranceFiles.$inferSelect;

export async function insertCustomOrder(db: Executor, values: NewCustomOrderRow): Promise<CustomOrderRow> {
  const [row] = await db.insert(customFragranceOrders).values(values).returning();
  if (!row) throw new Error('custom order was not stored');
  return row;
}

export async function insertEvent(db: Executor, values: NewEventRow): Promise<void> {
  await db.insert(customFragranceEvents).values(values);
}

/** One custom order of the member's (undefined for anyone else's), or any one with no member given. */
export async function findCustomOrder(
  db: Executor,
  id: number,
  memberId?: number,
): Promise<CustomOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(customFragranceOrders)
    .where(
      memberId === undefined
        ? eq(customFragranceOrders.id, id)
        : and(eq(customFragranceOrders.id, id), eq(customFragranceOrders.member_id, memberId)),
    );
  return row;
}

/** The same row locked for a change of state, in the caller's transaction. */
export async function lockCustomOrder(db: Executor, id: number): Promise<CustomOrderRow | undefined> {
  const [row] = await db.select().from(customFragranceOrders).where(eq(customFragranceOrders.id, id)).for('update');
  return row;
}

/** The custom orders made from one shop order (its studio lines). */
export async function customOrdersOfOrder(db: Executor, orderId: number): Promise<CustomOrderRow[]> {
  return db.select().from(customFragranceOrders).where(eq(customFragranceOrders.order_id, orderId));
}

export async function setStatus(
  db: Executor,
  id: number,
  status: string,
  amount?: number,
): Promise<CustomOrderRow | undefined> {
  const [row] = await db
    .update(customFragranceOrders)
    .set({ status, updated_at: new Date(), ...(amount === undefined ? {} : { amount }) })
    .where(eq(customFragranceOrders.id, id))
    .returning();
  return row;
}

/** A member's custom orders (or, for the shop, everyone's, optionally in one state), newest first, and how many. */
export async function listCustomOrders(
  db: Executor,
  filter: { memberId?: number | undefined; status?: string | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: CustomOrderRow[]; total: number }> {
  const where = and(
    filter.memberId === undefined ? undefined : eq(customFragranceOrders.member_id, filter.memberId),
    filter.status === undefined ? undefined : eq(customFragranceOrders.status, filter.status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customFragranceOrders)
      .where(where)
      .orderBy(desc(customFragranceOrders.created_at), desc(customFragranceOrders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(customFragranceOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The events of some custom orders, oldest first. */
export async function eventsOf(db: Executor, ids: readonly number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(customFragranceEvents)
    .where(inArray(customFragranceEvents.custom_order_id, [...ids]))
    .orderBy(customFragranceEvents.created_at, customFragranceEvents.id);
}

export async function filesOfOrder(db: Executor, id: number): Promise<CustomFileRow[]> {
  return db
    .select()
    .from(customFragranceFiles)
    .where(eq(customFragranceFiles.custom_order_id, id))
    .orderBy(customFragranceFiles.id);
}

export async function insertCustomFiles(
  db: Executor,
  orderId: number,
  files: readonly { name: string; media: NewMediaFile }[],
): Promise<void> {
  if (files.length === 0) return;
  await db.insert(mediaFiles).values(files.map((f) => f.media));
  await db.insert(customFragranceFiles).values(
    files.map((f) => ({
      custom_order_id: orderId,
      file_name: f.name,
      stored_name: f.media.path,
      mime: f.media.mime,
      size: f.media.bytes.length,
    })),
  );
}

/** A member's studio orders (made from the studio through the cart), newest first. */
export async function studioOrdersOfMember(db: Executor, memberId: number, limit: number): Promise<CustomOrderRow[]> {
  return db
    .select()
    .from(customFragranceOrders)
    .where(and(eq(customFragranceOrders.member_id, memberId), eq(customFragranceOrders.kind, 'studio')))
    .orderBy(desc(customFragranceOrders.created_at), desc(customFragranceOrders.id))
    .limit(limit);
}
