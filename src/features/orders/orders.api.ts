import { postJson } from '~/lib/http';

/** What a member may ask of an order; each is its own call at `/api/v1/orders/{od_id}/{action}`. */
export type OrderAction = 'cancel' | 'return' | 'exchange' | 'confirm';

/** A return or exchange reason is at most this long (the API's `reason`, 1 to 500 characters). */
export const ORDER_REASON_MAX_LENGTH = 500;

/** Asks for the action; the server decides whether the order's status allows it. */
export function requestOrderAction(
  odId: string,
  action: OrderAction,
  body: { reason?: string } = {},
): Promise<unknown> {
  return postJson(`/api/v1/orders/${encodeURIComponent(odId)}/${action}`, body);
}
