/** The order statuses in lifecycle order, with the Korean labels shoppers see (English by the dictionary). */
export const STATUS_LABELS = {
  awaiting_deposit: '입금대기',
  paid: '결제완료',
  preparing: '배송준비중',
  shipping: '배송중',
  delivered: '배송완료',
  confirmed: '구매확정',
  cancelled: '취소',
  return_requested: '반품요청',
  return_approved: '반품승인',
  returned: '반품완료',
  exchange_requested: '교환요청',
  exchange_approved: '교환승인',
} as const;

export type OrderStatus = keyof typeof STATUS_LABELS;
export const ORDER_STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];

export function isOrderStatus(value: string): value is OrderStatus {
  return Object.hasOwn(STATUS_LABELS, value);
}

/**
 * Who changes a status: the order's own member, the visitor who placed it (through the order
 * password), an operator, the shop's jobs, or Toss.
 */
export type ActorKind = 'member' | 'visitor' | 'admin' | 'system' | 'toss';

/**
 * Every allowed change, and who may make it. Anything not listed is refused. Cancelling is the
 * member's own until the parcel is being prepared; after that only an operator can stop it. A visitor
 * cancels only while the order waits for its payment: a paid visitor order is refunded by the shop.
 */
const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, readonly ActorKind[]>>> = {
  awaiting_deposit: {
    paid: ['admin', 'toss', 'system'],
    cancelled: ['member', 'visitor', 'admin', 'system', 'toss'],
  },
  paid: {
    preparing: ['admin'],
    cancelled: ['member', 'admin', 'toss'],
  },
  preparing: {
    shipping: ['admin'],
    // A payment cancelled at Toss (by the shop's console) has already sent the money back.
    cancelled: ['admin', 'toss'],
  },
  shipping: {
    delivered: ['admin', 'system'],
  },
  delivered: {
    confirmed: ['member', 'visitor', 'admin', 'system'],
    return_requested: ['member', 'visitor', 'admin'],
    exchange_requested: ['member', 'visitor', 'admin'],
  },
  return_requested: {
    // Approved: the parcel is collected; received (returned) is when the refund is made.
    return_approved: ['admin'],
    returned: ['admin'],
    // A refused return goes back to delivered (and can then be confirmed).
    delivered: ['admin'],
  },
  return_approved: {
    returned: ['admin'],
  },
  exchange_requested: {
    exchange_approved: ['admin'],
    // The replacement goes out with a new tracking number.
    shipping: ['admin'],
    // A refused exchange: the parcel stays with the shopper.
    delivered: ['admin'],
  },
  exchange_approved: {
    shipping: ['admin'],
  },
  confirmed: {},
  cancelled: {},
  returned: {},
};

export function canTransition(from: string, to: string, actor: ActorKind): boolean {
  if (!isOrderStatus(from) || !isOrderStatus(to)) return false;
  return TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The statuses an actor may move an order to from `from`. */
export function nextStatuses(from: string, actor: ActorKind): OrderStatus[] {
  if (!isOrderStatus(from)) return [];
  return (Object.entries(TRANSITIONS[from]) as [OrderStatus, readonly ActorKind[]][])
    .filter(([, who]) => who.includes(actor))
    .map(([to]) => to);
}

/** What the shopper (a member, or a visitor) may do with an order in `status` (the server checks again on every call). */
export function shopperActions(status: string, who: 'member' | 'visitor' = 'member') {
  return {
    cancel: canTransition(status, 'cancelled', who),
    return: canTransition(status, 'return_requested', who),
    exchange: canTransition(status, 'exchange_requested', who),
    confirm: canTransition(status, 'confirmed', who),
  };
}

/** Whose order it is, as the lifecycle's rules name them: a member's, or a visitor's (no member). */
export const shopperOf = (order: { member_id: number | null }): 'member' | 'visitor' =>
  order.member_id === null ? 'visitor' : 'member';

/** The kind of a stored actor string: a member id, 'visitor', 'admin:<id>', 'system' or 'toss'. */
export function actorKindOf(actor: string): ActorKind {
  if (actor === 'system' || actor === 'toss' || actor === 'visitor') return actor;
  if (actor.startsWith('admin:')) return 'admin';
  return 'member';
}

/** Orders in these statuses still hold their stock, coupon and points, and can be cancelled with a refund. */
export const HOLDING_STATUSES: readonly OrderStatus[] = ['awaiting_deposit', 'paid', 'preparing'];

/** Return and exchange requests an operator still has to answer or finish: the back office's claims inbox. */
export const CLAIM_STATUSES: readonly OrderStatus[] = [
  'return_requested',
  'return_approved',
  'exchange_requested',
  'exchange_approved',
];

/**
 * Paid orders whose goods have not left: lines may be cancelled one by one (a waiting order is
 * cancelled whole, and its amount to pay is not moved under a payment in flight).
 */
export const LINE_CANCEL_STATUSES: readonly OrderStatus[] = ['paid', 'preparing'];
