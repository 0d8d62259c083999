import type { OrderRow } from '../orders/order-status.service.ts';
import { canTransition } from '../orders/order-status.ts';

export type { OrderRow };

/** What an operator may do with the order now, from the lifecycle's one table (the server checks again). */
export function adminNextMoves(order: Pick<OrderRow, 'status' | 'payment_method'>) {
  const deposit = order.payment_method === 'bank' && canTransition(order.status, 'paid', 'admin');
  const prepare = canTransition(order.status, 'preparing', 'admin');
  const ship = canTransition(order.status, 'shipping', 'admin');
  const cancel = canTransition(order.status, 'cancelled', 'admin');
  return { deposit, prepare, ship, cancel, any: deposit || prepare || ship || cancel };
}
