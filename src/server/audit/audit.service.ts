import type { Tx } from '../db/client.ts';
import { getDb } from '../db/client.ts';
import type { AuditChange } from '../db/schema/audit.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { type AuditRow, insertAudit, listAudit } from './audit.repository.ts';

export type { AuditChange, AuditRow };

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'file.add'
  | 'file.remove'
  | 'answer'
  | 'status'
  | 'points'
  | 'block'
  | 'unblock'
  | 'coupon'
  | 'issue'
  | 'password_reset'
  | 'role'
  | 'reauth'
  | 'two_factor.on'
  | 'two_factor.off'
  | 'two_factor.recovery_codes'
  | 'two_factor.recovery_used'
  | 'cancel_lines'
  | 'refund'
  | 'restore'
  | 'resend';
/** The kinds of record the log names (the audit-log call's filter offers exactly these). */
export const AUDIT_ENTITIES = [
  'notice',
  'faq',
  'document',
  'inquiry',
  'bulk',
  'class',
  'product_inquiry',
  'partner_application',
  'custom_fragrance',
  'class_session',
  'class_signup',
  'certificate',
  'order',
  'product',
  'member',
  'category',
  'store_order',
  'coupon',
  'translation',
  'settings',
  'popup',
  'content_page',
  'cms_page',
  'trend',
  'week_pick',
  'instagram_item',
  'review',
  'message',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Who made a change: the administrator, and the request it came with (for the logs). */
export type AuditActor = { id: number; login_id: string; requestId?: string | undefined };

export type AuditEntry = {
  actor: AuditActor;
  action: AuditAction;
  entityType: AuditEntity;
  entityId: number;
  /** Field → value before and after; `changesOf` computes it from two versions of a record. */
  changes: Record<string, AuditChange>;
};

const comparable = (v: unknown) => (v instanceof Date ? v.toISOString() : JSON.stringify(v ?? null));
const stored = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));

/**
 * The fields that differ between two versions of a record (dates compared by instant), with their
 * values before and after. A record made has no `before` (null), one removed no `after`.
 */
export function changesOf<T extends Record<string, unknown>>(
  before: Partial<T> | null,
  after: Partial<T> | null,
  fields: readonly (keyof T & string)[],
): Record<string, AuditChange> {
  const out: Record<string, AuditChange> = {};
  for (const field of fields) {
    const a = before ? before[field] : undefined;
    const b = after ? after[field] : undefined;
    if (before && after && comparable(a) === comparable(b)) continue;
    out[field] = { before: before ? stored(a) : null, after: after ? stored(b) : null };
  }
  return out;
}

/**
 * Records an administrator's change in the audit log, inside the transaction that makes it: the row
 * is there exactly when the change is. An update that changed nothing records nothing.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  if (entry.action === 'update' && Object.keys(entry.changes).length === 0) return;
  await insertAudit(tx, {
    actor_id: entry.actor.id,
    actor_login: entry.actor.login_id,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    changes: entry.changes,
    request_id: entry.actor.requestId ?? null,
  });
}

/** The audit log, newest first, narrowed to one kind of record or one record, an actor and a period. */
export async function auditPage(q: {
  entityType?: string | undefined;
  entityId?: number | undefined;
  actorLogin?: string | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
  page: number;
  perPage: number;
}): Promise<Page<AuditRow>> {
  const { rows, total } = await listAudit(await getDb(), {
    entityType: q.entityType,
    entityId: q.entityId,
    actorLogin: q.actorLogin,
    from: q.from,
    until: q.until,
    limit: q.perPage,
    offset: offsetOf(q.page, q.perPage),
  });
  return toPage(rows, total, q.page, q.perPage);
}
