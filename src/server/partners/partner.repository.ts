import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { partnerApplications } from '../db/schema/index.ts';
import { type ApplicationStatus, OPEN_STATUSES, type PartnerKind } from './partner.options.ts';

export type ApplicationRow = typeof partnerApplications.$inferSelect;
export type ApplicationValues = Omit<
  typeof partnerApplications.$inferInsert,
  'id' | 'member_id' | 'receipt_no' | 'kind' | 'status' | 'created_at' | 'updated_at' | 'privacy_agreed_at'
>;

/** One member's application of one kind; someone else's, or another kind's, is not found. */
const owned = (memberId: number, kind: PartnerKind, id: number) =>
  and(eq(partnerApplications.id, id), eq(partnerApplications.member_id, memberId), eq(partnerApplications.kind, kind));

export async function listApplications(
  db: Executor,
  q: { memberId: number; kind: PartnerKind; limit: number; offset: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = and(eq(partnerApplications.member_id, q.memberId), eq(partnerApplications.kind, q.kind));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(partnerApplications)
      .where(where)
      .orderBy(desc(partnerApplications.created_at), desc(partnerApplications.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(partnerApplications).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findOwnApplication(
  db: Executor,
  memberId: number,
  kind: PartnerKind,
  id: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerApplications)
    .where(owned(memberId, kind, id));
  return row;
}

/** The member's application of this kind still waiting for a decision, if any. */
export async function findOpenApplication(
  db: Executor,
  memberId: number,
  kind: PartnerKind,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerApplications)
    .where(
      and(
        eq(partnerApplications.member_id, memberId),
        eq(partnerApplications.kind, kind),
        inArray(partnerApplications.status, [...OPEN_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

/** A new application, received: a member's, or a visitor's (`memberId` null), under its receipt number. */
export async function insertApplication(
  db: Executor,
  memberId: number | null,
  kind: PartnerKind,
  values: ApplicationValues,
  receiptNo: string,
): Promise<ApplicationRow> {
  const [row] = await db
    .insert(partnerApplications)
    .values({ ...values, member_id: memberId, receipt_no: receiptNo, kind, privacy_agreed_at: new Date() })
    .returning();
  return row as ApplicationRow;
}

export async function findByReceipt(db: Executor, receiptNo: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.receipt_no, receiptNo));
  return row;
}

/** Changes the member's application only while it is still received; undefined when nothing changed. */
export async function updateReceived(
  db: Executor,
  memberId: number,
  kind: PartnerKind,
  id: number,
  values: ApplicationValues,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(partnerApplications)
    .set({ ...values, updated_at: new Date() })
    .where(and(owned(memberId, kind, id), eq(partnerApplications.status, 'received')))
    .returning();
  return row;
}

/** Deletes the member's application only while it is still received; whether one was deleted. */
export async function deleteReceived(db: Executor, memberId: number, kind: PartnerKind, id: number): Promise<boolean> {
  const rows = await db
    .delete(partnerApplications)
    .where(and(owned(memberId, kind, id), eq(partnerApplications.status, 'received')))
    .returning({ id: partnerApplications.id });
  return rows.length > 0;
}

/** Any application by its id, locked for a decision in the caller's transaction. */
export async function findApplicationForUpdate(db: Executor, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id)).for('update');
  return row;
}

/** Any application by its id, for operators. */
export async function findApplication(db: Executor, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
  return row;
}

export async function setStatus(
  db: Executor,
  id: number,
  status: ApplicationStatus,
  note: string | null,
): Promise<ApplicationRow | undefined> {
  // updated_at stays the applicant's last edit; the decision has a time of its own.
  const [row] = await db
    .update(partnerApplications)
    .set({ status, status_note: note, status_changed_at: new Date() })
    .where(eq(partnerApplications.id, id))
    .returning();
  return row;
}
