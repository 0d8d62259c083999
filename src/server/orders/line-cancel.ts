import type { ShopSettings } from '../settings/settings.types.ts';
import { shippingFee } from './checkout.ts';

/**
 * The money rules of a partial cancel, pure (the service loads the order and calls this):
 * - The cancelled goods are worth what they cost: unit price × quantity (`cancelled`).
 * - They take their share of the product discounts and of the coupon, pro rata to their value among
 *   all the order's goods, rounded to the won; the rest of the coupon stays with the goods kept.
 * - The shipping fee is recomputed by the shop's shipping rule on what is kept (a kept order below
 *   the free-shipping threshold pays the base fee again, and that is taken off the refund).
 * - What is given back (`value`) is split between points and money in the proportion the order was
 *   paid in: points_used × value / (total + points_used), rounded down, the rest in money.
 * - Nothing to give back (the fee now charged eats the goods' worth) is refused: cancel the whole order.
 */

export type SplitOrder = {
  items_total: number;
  discount_total: number;
  coupon_discount: number;
  points_used: number;
  shipping_fee: number;
  total: number;
  zonecode: string;
};

export type SplitLine = { id: number; unit_price: number; quantity: number; line_total: number; is_custom: boolean };

export type LineCancelPlan =
  | { whole: true }
  | {
      whole: false;
      cancelled: number;
      discountShare: number;
      couponShare: number;
      shippingBefore: number;
      shippingAfter: number;
      value: number;
      money: number;
      points: number;
      /** The order's amounts once the lines are gone. */
      after: Omit<SplitOrder, 'zonecode'>;
      lines: { id: number; quantity: number; amount: number; left: number }[];
    };

export type LineProblems = Record<string, string[]>;

/** Why the asked quantities cannot be cancelled (field `lines`), or undefined when they can. */
export function lineCancelProblems(lines: readonly SplitLine[], asked: ReadonlyMap<number, number>): LineProblems {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const errors: string[] = [];
  let any = false;
  for (const [id, qty] of asked) {
    if (qty === 0) continue;
    const line = byId.get(id);
    if (!line) errors.push('주문에 없는 상품은 취소할 수 없습니다.');
    else if (!Number.isInteger(qty) || qty < 0 || qty > line.quantity) {
      errors.push(`취소 수량은 0~${line.quantity}개로 입력해 주세요.`);
    } else if (line.is_custom) errors.push('주문 제작 상품은 부분 취소할 수 없습니다. 주문 전체를 취소해 주세요.');
    else any = true;
  }
  if (!errors.length && !any) errors.push('취소할 상품의 수량을 입력해 주세요.');
  return errors.length ? { lines: [...new Set(errors)] } : {};
}

const share = (whole: number, part: number, of: number) => (of > 0 ? Math.round((whole * part) / of) : 0);

/** The plan of a cancel whose quantities have passed `lineCancelProblems`. */
export function planLineCancel(
  order: SplitOrder,
  lines: readonly SplitLine[],
  asked: ReadonlyMap<number, number>,
  rules: ShopSettings['shipping'],
): LineCancelPlan {
  const subtotal = lines.reduce((a, l) => a + l.line_total, 0);
  const taken = lines
    .map((l) => {
      const quantity = asked.get(l.id) ?? 0;
      return { id: l.id, quantity, amount: l.unit_price * quantity, left: l.quantity - quantity };
    })
    .filter((l) => l.quantity > 0);
  if (lines.every((l) => l.quantity - (asked.get(l.id) ?? 0) === 0)) return { whole: true };
  const cancelled = taken.reduce((a, l) => a + l.amount, 0);
  const discountShare = share(order.discount_total, cancelled, subtotal);
  const couponShare = Math.min(share(order.coupon_discount, cancelled, subtotal), order.coupon_discount);
  const kept = subtotal - cancelled;
  const shippingAfter = shippingFee(kept, order.zonecode, rules).fee;
  const value = cancelled - couponShare + (order.shipping_fee - shippingAfter);
  const paidIn = order.total + order.points_used;
  const points = value > 0 && paidIn > 0 ? Math.floor((order.points_used * value) / paidIn) : 0;
  const money = Math.min(Math.max(value - points, 0), order.total);
  return {
    whole: false,
    cancelled,
    discountShare,
    couponShare,
    shippingBefore: order.shipping_fee,
    shippingAfter,
    value,
    money,
    points,
    after: {
      items_total: order.items_total - cancelled - discountShare,
      discount_total: order.discount_total - discountShare,
      coupon_discount: order.coupon_discount - couponShare,
      points_used: order.points_used - points,
      shipping_fee: shippingAfter,
      total: order.total - money,
    },
    lines: taken,
  };
}
