import type { AuditChange, AuditRow } from './audit.service.ts';

export type AuditWire = {
  id: number;
  actor_id: number | null;
  actor_login: string;
  action: string;
  entity_type: string;
  entity_id: number;
  changes: Record<string, AuditChange>;
  request_id: string | null;
  created_at: string;
};

export function toAuditWire(r: AuditRow): AuditWire {
  return {
    id: r.id,
    actor_id: r.actor_id,
    actor_login: r.actor_login,
    action: r.action,
    entity_type: r.entity_type,
    entity_id: r.entity_id,
    changes: r.changes,
    request_id: r.request_id,
    created_at: r.created_at.toISOString(),
  };
}
