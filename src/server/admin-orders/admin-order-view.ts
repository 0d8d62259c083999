import type { OrderRow } from '../orders/order-status.service.ts';
import { canTransition } from '../orders/order-status.ts';

export type { OrderRow };

/** What an operator may do with the order now, from the lifecycle's one table (the server checks again). */
export function adminNextMoves(order: Pick<OrderRow, 'status' | 'payment_method'>) {
  const deposit = order.payment_method === 'bank' && canTransition(order.status, 'paid', 'admin');
  const prepare = canTransition(order.status, 'preparing', 'admin');
  const ship = canTransition(order.status, 'shipping', 'admin');
  const cancel = canTransition(order.status, 'cancelled', 'admin');
  // Delivered, and the answers to a return or exchange request, go through the status call as they are.
  const others = (['delivered', 'returned'] as const).filter((to) => canTransition(order.status, to, 'admin'));
  return { deposit, prepare, ship, cancel, others, any: deposit || prepare || ship || cancel || others.length > 0 };
}
