import type { Tx } from '../db/client.ts';
import { payments } from '../db/schema/index.ts';
import type { ShopSettings } from '../settings/settings.types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Bank transfer (무통장입금): the order waits for its deposit until this moment, then cancels itself. */
export function depositDeadline(placedAt: Date, rules: ShopSettings['orders']): Date {
  const days = rules.deposit_deadline_days > 0 ? rules.deposit_deadline_days : 3;
  return new Date(placedAt.getTime() + days * DAY_MS);
}

/** The shop's account shoppers transfer to. */
export function bankAccount(settings: Pick<ShopSettings, 'bank'>) {
  return { ...settings.bank };
}

/** Records the deposit an operator confirmed, so every payment of an order is on file. */
export async function recordBankDeposit(
  tx: Tx,
  order: { id: number; total: number; depositor_name: string | null },
  actor: string,
  now: Date,
): Promise<void> {
  await tx.insert(payments).values({
    order_id: order.id,
    provider: 'bank',
    method: 'bank',
    amount: order.total,
    status: 'done',
    raw: { depositor_name: order.depositor_name, confirmed_by: actor },
    approved_at: now,
  });
}
