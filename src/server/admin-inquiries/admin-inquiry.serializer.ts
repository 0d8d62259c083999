import { KIND_LABELS, QUEUE_STATUS_LABELS } from './admin-inquiry.options.ts';
import type { QueueRow } from './admin-inquiry.repository.ts';

/** A row of the back office's queue, in the shop's wire names (`mb_id`), with where it is answered. */
export function toQueueWire(r: QueueRow) {
  return {
    kind: r.kind,
    kind_label: KIND_LABELS[r.kind],
    id: r.id,
    title: r.title,
    asker: r.asker,
    mb_id: r.member_login,
    subject: r.subject || null,
    receipt_no: r.receipt_no || null,
    answered: r.answered,
    status: r.status,
    status_label: QUEUE_STATUS_LABELS[r.status],
    created_at: r.created_at.toISOString(),
    url: `/admin/inquiries/${r.kind}/${r.id}`,
  };
}
