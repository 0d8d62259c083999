import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import type { Tx } from '../db/client.ts';
import type { OrderRow } from '../orders/order-status.service.ts';

/** The fields of an order an operator's status change moves, as the audit log keeps them. */
const STATUS_FIELDS = [
  'status',
  'carrier',
  'tracking_number',
  'paid_at',
  'cancelled_at',
  'delivered_at',
] as const satisfies readonly (keyof OrderRow)[];

/**
 * The audit entry of an operator's status change, for `changeOrderStatus`'s `after`: written in the
 * change's transaction, with the operator's note.
 */
export function auditStatusChange(actor: AuditActor, note?: string) {
  return async (tx: Tx, before: OrderRow, after: OrderRow) => {
    const changes = changesOf(before, after, STATUS_FIELDS);
    if (note) changes.note = { before: null, after: note };
    await recordAudit(tx, { actor, action: 'status', entityType: 'order', entityId: after.id, changes });
  };
}
