import type {
  MemberChoice,
  ProductChoice,
  StoreOrderPage,
  StoreOrderRow,
  StoreOrderWithMember,
} from './admin-store-order.service.ts';

/** A recorded store purchase in the shop's wire names (`mb_id`, `it_id`). */
export function toStoreOrderWire(o: StoreOrderRow) {
  return {
    id: o.id,
    member_id: o.member_id,
    store_name: o.store_name,
    receipt_no: o.receipt_no,
    items: o.items.map((l) => ({ name: l.name, quantity: l.quantity, price: l.price, amount: l.price * l.quantity })),
    total: o.total,
    points: o.points,
    purchased_at: o.purchased_at.toISOString(),
    created_at: o.created_at.toISOString(),
    updated_at: o.updated_at.toISOString(),
    url: `/admin/store-orders/${o.id}`,
  };
}

/** A store purchase with the member it is recorded on. */
export function toStoreOrderWithMemberWire(o: StoreOrderWithMember) {
  return {
    ...toStoreOrderWire(o),
    member: {
      id: o.member_id,
      mb_id: o.member.login_id,
      name: o.member.name,
      mobile: o.member.mobile,
      left: o.member.left_at !== null,
    },
  };
}

/** The list page: the shop's pagination shape, and the count and sums of everything the filters match. */
export function toStoreOrderPageWire(page: StoreOrderPage) {
  const { sums, data, ...rest } = page;
  return {
    ...rest,
    data: data.map(toStoreOrderWithMemberWire),
    sums: { count: page.total, total: sums.amount, points: sums.points },
  };
}

export function toMemberChoiceWire(m: MemberChoice) {
  return { id: m.id, mb_id: m.login_id, name: m.name, mobile: m.mobile };
}

export function toProductChoiceWire(p: ProductChoice) {
  return { it_id: p.id, name: p.name, price: p.price };
}
