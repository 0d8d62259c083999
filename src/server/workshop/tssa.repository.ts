import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  cartLines,
  classKitItems,
  classSessions,
  classSignups,
  members,
  orderLines,
  orders,
  outboxMessages,
  products,
  workshopCertificates,
  workshopClasses,
  workshopInstructors,
  workshopTracks,
} from '../db/schema/index.ts';

export type ClassRow = typeof workshopClasses.$inferSelect;
export type SessionRow = typeof classSessions.$inferSelect;
export type SignupRow = typeof classSignups.$inferSelect;
export type TrackRow = typeof workshopTracks.$inferSelect;
export type InstructorRow = typeof workshopInstructors.$inferSelect;
export type CertificateRow = typeof workshopCertificates.$inferSelect;

export const allTracks = (db: Executor) => db.select().from(workshopTracks).orderBy(asc(workshopTracks.sort_order));

export const allInstructors = (db: Executor) =>
  db.select().from(workshopInstructors).orderBy(asc(workshopInstructors.sort_order));

/** Visible classes (with a product to carry their lines), in the order they were made. */
export const visibleClasses = (db: Executor) =>
  db.select().from(workshopClasses).where(eq(workshopClasses.is_active, true)).orderBy(asc(workshopClasses.id));

export async function classByProduct(db: Executor, productId: number): Promise<ClassRow | undefined> {
  const [row] = await db
    .select()
    .from(workshopClasses)
    .where(and(eq(workshopClasses.product_id, productId), eq(workshopClasses.is_active, true)));
  return row;
}

export async function classesByIds(db: Executor, ids: number[]): Promise<ClassRow[]> {
  if (!ids.length) return [];
  return db.select().from(workshopClasses).where(inArray(workshopClasses.id, ids));
}

/** Sessions of the classes starting after `after` (all of them without it), soonest first. */
export function sessionsOf(db: Executor, classIds: number[], after?: Date) {
  if (!classIds.length) return Promise.resolve([] as SessionRow[]);
  return db
    .select()
    .from(classSessions)
    .where(and(inArray(classSessions.class_id, classIds), after ? gt(classSessions.starts_at, after) : sql`true`))
    .orderBy(asc(classSessions.starts_at), asc(classSessions.id));
}

export async function sessionsByIds(db: Executor, ids: number[]): Promise<SessionRow[]> {
  if (!ids.length) return [];
  return db.select().from(classSessions).where(inArray(classSessions.id, ids));
}

/** How many members wait for each session, by session id. */
export async function waitingCounts(db: Executor, sessionIds: number[]): Promise<Map<number, number>> {
  if (!sessionIds.length) return new Map();
  const rows = await db
    .select({ session_id: classSignups.session_id, n: count() })
    .from(classSignups)
    .where(and(inArray(classSignups.session_id, sessionIds), eq(classSignups.status, 'waitlisted')))
    .groupBy(classSignups.session_id);
  return new Map(rows.map((r) => [r.session_id, Number(r.n)]));
}

/** A class's kit: its products with their current sale price when on sale. */
export function kitOf(db: Executor, classId: number) {
  return db
    .select({
      product_id: products.id,
      name: products.name,
      name_en: products.name_en,
      thumb: products.thumb_image,
      status: products.status,
      sale_price: products.sale_price,
      quantity: classKitItems.quantity,
    })
    .from(classKitItems)
    .innerJoin(products, eq(products.id, classKitItems.product_id))
    .where(eq(classKitItems.class_id, classId))
    .orderBy(asc(classKitItems.sort_order));
}

/**
 * Takes `n` seats if they are free: one conditional update, so two requests (or processes) can never
 * together pass the capacity. Answers the session as it is after, or undefined when the seats were not there.
 */
export async function takeSeats(db: Executor, sessionId: number, n: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(classSessions)
    .set({ seats_taken: sql`${classSessions.seats_taken} + ${n}` })
    .where(
      and(
        eq(classSessions.id, sessionId),
        eq(classSessions.status, 'open'),
        sql`${classSessions.seats_taken} + ${n} <= ${classSessions.capacity}`,
      ),
    )
    .returning();
  return row;
}

export async function freeSeats(db: Executor, sessionId: number, n: number): Promise<void> {
  await db
    .update(classSessions)
    .set({ seats_taken: sql`greatest(${classSessions.seats_taken} - ${n}, 0)` })
    .where(eq(classSessions.id, sessionId));
}

export async function lockSession(db: Executor, sessionId: number): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(classSessions).where(eq(classSessions.id, sessionId)).for('update');
  return row;
}

/** The waiting sign-ups of a session, first in line first, locked (ones another worker holds are skipped). */
export function lockedWaitlist(db: Executor, sessionId: number) {
  return db
    .select()
    .from(classSignups)
    .where(and(eq(classSignups.session_id, sessionId), eq(classSignups.status, 'waitlisted')))
    .orderBy(asc(classSignups.created_at), asc(classSignups.id))
    .for('update', { skipLocked: true });
}

export async function lockSignup(db: Executor, id: number, memberId?: number): Promise<SignupRow | undefined> {
  const [row] = await db
    .select()
    .from(classSignups)
    .where(and(eq(classSignups.id, id), memberId === undefined ? sql`true` : eq(classSignups.member_id, memberId)))
    .for('update');
  return row;
}

/** A member's live sign-up for a session (not cancelled), if any. */
export async function liveSignup(db: Executor, sessionId: number, memberId: number): Promise<SignupRow | undefined> {
  const [row] = await db
    .select()
    .from(classSignups)
    .where(
      and(
        eq(classSignups.session_id, sessionId),
        eq(classSignups.member_id, memberId),
        sql`${classSignups.status} <> 'cancelled'`,
      ),
    );
  return row;
}

export function signupsOfMember(db: Executor, memberId: number) {
  return db
    .select({ signup: classSignups, od_id: orders.od_id, cart_line_id: cartLines.id })
    .from(classSignups)
    .leftJoin(orders, eq(orders.id, classSignups.order_id))
    .leftJoin(cartLines, eq(cartLines.signup_id, classSignups.id))
    .where(eq(classSignups.member_id, memberId))
    .orderBy(asc(classSignups.id));
}

export function signupsOfOrder(db: Executor, orderId: number) {
  return db.select().from(classSignups).where(eq(classSignups.order_id, orderId)).orderBy(asc(classSignups.id));
}

export function signupsOfSession(db: Executor, sessionId: number) {
  return db.select().from(classSignups).where(eq(classSignups.session_id, sessionId)).orderBy(asc(classSignups.id));
}

/** Waiting sign-ups of the member's sessions ahead of theirs, for their place in line. */
export async function waitlistPlace(db: Executor, s: Pick<SignupRow, 'session_id' | 'created_at' | 'id'>) {
  const [row] = await db
    .select({ n: count() })
    .from(classSignups)
    .where(
      and(
        eq(classSignups.session_id, s.session_id),
        eq(classSignups.status, 'waitlisted'),
        sql`(${classSignups.created_at}, ${classSignups.id}) < (${s.created_at}, ${s.id})`,
      ),
    );
  return Number(row?.n ?? 0) + 1;
}

export function certificatesOfMember(db: Executor, memberId: number) {
  return db
    .select()
    .from(workshopCertificates)
    .where(eq(workshopCertificates.member_id, memberId))
    .orderBy(asc(workshopCertificates.issued_on));
}

export async function certificateByNumber(db: Executor, number: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(workshopCertificates).where(eq(workshopCertificates.number, number));
  return row;
}

/** How many lines an order has, and how many of them are class seats (sign-ups it pays for). */
export async function orderMakeup(db: Executor, orderId: number): Promise<{ lines: number; seats: number }> {
  const [l] = await db.select({ n: count() }).from(orderLines).where(eq(orderLines.order_id, orderId));
  const [s] = await db.select({ n: count() }).from(classSignups).where(eq(classSignups.order_id, orderId));
  return { lines: Number(l?.n ?? 0), seats: Number(s?.n ?? 0) };
}

/**
 * Confirmed sign-ups of open sessions starting within (from, to] whose reminder has not been written
 * yet (its text message's key is `class:{signup}:reminder`), with what the reminder says.
 */
export async function signupsToRemind(db: Executor, window: { from: Date; to: Date }, limit: number) {
  return (
    db
      .select({
        id: classSignups.id,
        member_id: classSignups.member_id,
        head_count: classSignups.head_count,
        starts_at: classSessions.starts_at,
        title: workshopClasses.title,
        title_en: workshopClasses.title_en,
      })
      .from(classSignups)
      .innerJoin(classSessions, eq(classSessions.id, classSignups.session_id))
      .innerJoin(workshopClasses, eq(workshopClasses.id, classSessions.class_id))
      // A member who has left is told nothing (and is not looked at again each run).
      .innerJoin(members, and(eq(members.id, classSignups.member_id), isNull(members.left_at)))
      .where(
        and(
          eq(classSignups.status, 'confirmed'),
          eq(classSessions.status, 'open'),
          gt(classSessions.starts_at, window.from),
          sql`${classSessions.starts_at} <= ${window.to}`,
          sql`not exists (select 1 from ${outboxMessages} where ${outboxMessages.event_key} = 'class:' || ${classSignups.id} || ':reminder')`,
        ),
      )
      .orderBy(asc(classSessions.starts_at), asc(classSignups.id))
      .limit(limit)
  );
}
