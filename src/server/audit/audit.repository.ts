import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export async function listAudit(
  db: Executor,
  q: {
    entityType?: string | undefined;
    entityId?: number | undefined;
    actorLogin?: string | undefined;
    from?: Date | undefined;
    until?: Date | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: AuditRow[]; total: number }> {
  const filters: SQL[] = [];
  if (q.entityType) filters.push(eq(auditLog.entity_type, q.entityType));
  if (q.entityId !== undefined) filters.push(eq(auditLog.entity_id, q.entityId));
  if (q.actorLogin) filters.push(eq(sql`lower(${auditLog.actor_login})`, q.actorLogin.toLowerCase()));
  if (q.from) filters.push(gte(auditLog.created_at, q.from));
  if (q.until) filters.push(lt(auditLog.created_at, q.until));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** One record's audit entries, oldest first (its versions: `./versions.service.ts`). */
export async function entriesOf(db: Executor, entityType: string, entityId: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, entityType), eq(auditLog.entity_id, entityId)))
    .orderBy(asc(auditLog.id));
}
