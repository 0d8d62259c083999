import { eq } from 'drizzle-orm';
import {
  CUSTOM_ORDER_STATE_LABELS,
  type CustomOrderActor,
  type CustomOrderState,
  canMove,
  isCustomOrderState,
} from '~/lib/studio/custom-order-states';
import type { Executor } from '../db/client.ts';
import { members } from '../db/schema/index.ts';
import { ConflictError } from '../http/errors.ts';
import { mailOrigin, queueMail } from '../mail/outbox.service.ts';
import { notifyMember } from '../notifications/notification.service.ts';
import { type CustomOrderRow, insertEvent, setStatus } from './custom-order.repository.ts';
import { CUSTOM_ORDER_MESSAGES } from './custom-order.schema.ts';

/** English names of the states for the notification (the pages use the i18n dictionary). */
const STATE_EN: Record<CustomOrderState, string> = {
  requested: 'received',
  consulting: 'in consultation',
  quoted: 'quoted',
  paid: 'paid',
  in_production: 'in production',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

export type Move = {
  to: CustomOrderState;
  actor: CustomOrderActor;
  actorId: number | null;
  note?: string;
  amount?: number;
};

export const linkOf = (id: number) => `/my-page/custom-fragrance/${id}/show`;

/** The member hears of every change: an in-shop notification and a mail in the outbox. */
export async function tellMember(db: Executor, row: CustomOrderRow, to: CustomOrderState, note: string): Promise<void> {
  const label = CUSTOM_ORDER_STATE_LABELS[to];
  await notifyMember(
    row.member_id,
    {
      title: `맞춤 제작 "${row.title}"이(가) ${label} 상태가 되었습니다.`,
      body: note,
      title_en: `Your custom order "${row.title}" is now ${STATE_EN[to]}.`,
      body_en: note,
      link: linkOf(row.id),
    },
    db,
  );
  const [member] = await db.select({ email: members.email }).from(members).where(eq(members.id, row.member_id));
  if (!member?.email) return;
  const origin = await mailOrigin(db);
  await queueMail(db, {
    to: member.email,
    subject: `[에반스캔들] 맞춤 제작 진행 상태: ${label}`,
    body: [
      `"${row.title}"의 진행 상태가 ${label}(으)로 바뀌었습니다.`,
      note,
      origin ? `${origin}${linkOf(row.id)}` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
}

/**
 * Moves a custom order (locked by the caller, in its transaction) to another state if the actor may:
 * the change, its event row and the member's notification and mail exist together or not at all.
 * A move the rules refuse is a 409.
 */
export async function moveCustomOrder(db: Executor, row: CustomOrderRow, move: Move): Promise<CustomOrderRow> {
  const from = row.status;
  if (!isCustomOrderState(from) || !canMove(from, move.to, move.actor)) {
    throw new ConflictError(
      move.to === 'cancelled' && move.actor === 'member'
        ? CUSTOM_ORDER_MESSAGES.cannotCancel
        : CUSTOM_ORDER_MESSAGES.cannotMove,
    );
  }
  const updated = await setStatus(db, row.id, move.to, move.amount);
  if (!updated) throw new ConflictError(CUSTOM_ORDER_MESSAGES.cannotMove);
  const note = move.note ?? '';
  await insertEvent(db, {
    custom_order_id: row.id,
    from_status: from,
    to_status: move.to,
    actor: move.actor,
    actor_id: move.actorId,
    note,
  });
  await tellMember(db, updated, move.to, note);
  return updated;
}
