import type { OrderRow } from '../orders/order-status.service.ts';
import { canTransition, LINE_CANCEL_STATUSES, type OrderStatus } from '../orders/order-status.ts';

export type { OrderRow };

/** What an operator may do with the order now, from the lifecycle's one table (the server checks again). */
export function adminNextMoves(order: Pick<OrderRow, 'status' | 'payment_method'>) {
  const deposit = order.payment_method === 'bank' && canTransition(order.status, 'paid', 'admin');
  const prepare = canTransition(order.status, 'preparing', 'admin');
  const ship = canTransition(order.status, 'shipping', 'admin');
  const cancel = canTransition(order.status, 'cancelled', 'admin');
  const cancelLines = LINE_CANCEL_STATUSES.includes(order.status as OrderStatus);
  // A return or exchange request: approved, or refused with a reason (back to delivered).
  const approve =
    canTransition(order.status, 'return_approved', 'admin') ||
    canTransition(order.status, 'exchange_approved', 'admin');
  const refuse = approve;
  // The returned parcel received: refunded, stock back by choice.
  const receive = canTransition(order.status, 'returned', 'admin');
  // Delivered from shipping goes through the status call as it is.
  const others = order.status === 'shipping' ? (['delivered'] as const) : [];
  return {
    deposit,
    prepare,
    ship,
    cancel,
    cancelLines,
    approve,
    refuse,
    receive,
    others,
    any: deposit || prepare || ship || cancel || approve || receive || others.length > 0,
  };
}
