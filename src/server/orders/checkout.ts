import { wonWords } from '~/lib/money';
import { pointsFor } from '~/lib/points';
import type { LinePrice } from '../catalog/pricing.ts';
import type { ShopSettings } from '../settings/settings.types.ts';

/**
 * The checkout's money rules, pure (the services load the data and call these):
 * - Lines are priced by catalog/pricing (product discount, option extra); `items_total` is the list
 *   price, `discount_total` the product discounts, `subtotal` what the goods cost after them.
 * - Shipping: the base fee unless the subtotal reaches the free-shipping threshold; remote areas and
 *   islands (postcode ranges) add their surcharge even when shipping is otherwise free.
 * - One coupon per order, on the goods only (never on shipping): a fixed amount, or a rate rounded
 *   down to 10 won and capped by its maximum; the subtotal must reach the coupon's minimum; a used,
 *   expired or not-yet-valid coupon does not apply; the discount never exceeds the subtotal.
 * - Points come last: whole multiples of the unit, at least the minimum when any are used, at most
 *   the balance and at most what is left to pay (goods after the coupon plus shipping).
 * - Points are earned on purchase confirmation at the settings' rate of the amount actually paid.
 */

export type CartLineForCheckout = {
  line_id: number;
  product_id: number;
  option_id: number | null;
  name: string;
  name_en: string;
  option_name: string | null;
  option_name_en: string | null;
  thumb_image: string;
  quantity: number;
  is_custom: boolean;
  price: LinePrice;
  /** False for a line nothing is shipped for (a TSSA class seat): it neither costs nor counts towards shipping. */
  ships?: boolean;
};

export type Shortfall = { product_id: number; option_id: number | null; name: string; wanted: number; stock: number };

/** The key of the stock a line draws on: its option's when it has one, else its product's. */
const stockKey = (l: Pick<CartLineForCheckout, 'product_id' | 'option_id'>) =>
  l.option_id === null ? `p${l.product_id}` : `o${l.option_id}`;

/**
 * Lines that cannot be ordered as they stand: unavailable (hidden, sold out, no option...) or asking,
 * together with other lines on the same stock, for more than is in stock.
 */
export function unorderableLines(lines: CartLineForCheckout[]): Shortfall[] {
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(stockKey(l), (wanted.get(stockKey(l)) ?? 0) + l.quantity);
  const out: Shortfall[] = [];
  const seen = new Set<string>();
  for (const l of lines) {
    const key = stockKey(l);
    const need = wanted.get(key) ?? 0;
    if (l.price.available && need <= l.price.stock) continue;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ product_id: l.product_id, option_id: l.option_id, name: l.name, wanted: need, stock: l.price.stock });
  }
  return out;
}

export type ShippingQuote = {
  base_fee: number;
  remote_fee: number;
  fee: number;
  free_threshold: number;
  remote_area: string | null;
};

export function remoteArea(zonecode: string | undefined, rules: ShopSettings['shipping']) {
  if (!zonecode || !/^\d{5}$/.test(zonecode)) return undefined;
  return rules.remote_areas.find((a) => zonecode >= a.from && zonecode <= a.to);
}

export function shippingFee(
  subtotal: number,
  zonecode: string | undefined,
  rules: ShopSettings['shipping'],
): ShippingQuote {
  const base = subtotal <= 0 || subtotal >= rules.free_threshold ? 0 : rules.base_fee;
  const area = subtotal > 0 ? remoteArea(zonecode, rules) : undefined;
  const remote = area?.fee ?? 0;
  return {
    base_fee: base,
    remote_fee: remote,
    fee: base + remote,
    free_threshold: rules.free_threshold,
    remote_area: area?.name ?? null,
  };
}

export type CouponOffer = {
  member_coupon_id: number;
  name: string;
  name_en: string;
  discount_type: string;
  discount_value: number;
  min_order_amount: number;
  max_discount: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  expires_at: Date | null;
  used_at: Date | null;
};

/** Why a coupon does not apply to an order of `subtotal` at `now` (Korean), or undefined when it does. */
export function couponProblem(c: CouponOffer, subtotal: number, now: Date): string | undefined {
  if (c.used_at) return '이미 사용한 쿠폰입니다.';
  if (c.starts_at && c.starts_at > now) return '아직 사용할 수 없는 쿠폰입니다.';
  if ((c.ends_at && c.ends_at <= now) || (c.expires_at && c.expires_at <= now)) return '기간이 지난 쿠폰입니다.';
  if (subtotal < c.min_order_amount) {
    return `${wonWords(c.min_order_amount)} 이상 주문 시 사용할 수 있는 쿠폰입니다.`;
  }
  if (c.discount_type !== 'amount' && c.discount_type !== 'rate') return '사용할 수 없는 쿠폰입니다.';
  return undefined;
}

/** The coupon's discount on goods worth `subtotal`: a rate is rounded down to 10 won and capped. */
export function couponDiscount(
  c: Pick<CouponOffer, 'discount_type' | 'discount_value' | 'max_discount'>,
  subtotal: number,
) {
  let off =
    c.discount_type === 'rate'
      ? Math.floor((subtotal * Math.min(Math.max(c.discount_value, 0), 100)) / 100 / 10) * 10
      : Math.max(c.discount_value, 0);
  if (c.max_discount !== null && c.max_discount > 0) off = Math.min(off, c.max_discount);
  return Math.min(off, Math.max(subtotal, 0));
}

export type PointRules = ShopSettings['points'];

/** The most points an order may use: the balance or what is left to pay, down to the unit; 0 below the minimum. */
export function maxUsablePoints(balance: number, payable: number, rules: PointRules): number {
  const unit = Math.max(rules.unit, 1);
  const most = Math.floor(Math.max(Math.min(balance, payable), 0) / unit) * unit;
  return most < rules.minimum ? 0 : most;
}

/** Why `points` cannot be used (Korean), or undefined when they can. */
export function pointsProblem(points: number, balance: number, payable: number, rules: PointRules): string | undefined {
  if (points === 0) return undefined;
  if (!Number.isInteger(points) || points < 0) return '적립금은 0 이상의 정수로 입력해 주세요.';
  if (points % Math.max(rules.unit, 1) !== 0) return `적립금은 ${wonWords(rules.unit)} 단위로 사용할 수 있습니다.`;
  if (points < rules.minimum) return `적립금은 ${wonWords(rules.minimum)} 이상부터 사용할 수 있습니다.`;
  if (points > balance) return '보유 적립금보다 많이 사용할 수 없습니다.';
  if (points > payable) return '결제할 금액보다 많은 적립금을 사용할 수 없습니다.';
  return undefined;
}

/** Points earned on confirmation: the rate of what was paid, in whole won, rounded down. */
export function pointsEarned(paid: number, earnRatePercent: number): number {
  return pointsFor(paid, earnRatePercent);
}

export type Totals = {
  items_total: number;
  discount_total: number;
  subtotal: number;
  coupon_discount: number;
  shipping_fee: number;
  points_used: number;
  total: number;
};

/** Sums the orderable lines (unavailable ones count for nothing). */
export function goodsTotals(lines: CartLineForCheckout[]) {
  let list = 0;
  let sale = 0;
  for (const l of lines) {
    if (!l.price.available) continue;
    list += l.price.list_price * l.quantity;
    sale += l.price.unit_price * l.quantity;
  }
  return { items_total: list, discount_total: list - sale, subtotal: sale };
}

export function orderTotals(
  goods: ReturnType<typeof goodsTotals>,
  shipping: number,
  coupon: number,
  points: number,
): Totals {
  return {
    ...goods,
    coupon_discount: coupon,
    shipping_fee: shipping,
    points_used: points,
    total: goods.subtotal - coupon + shipping - points,
  };
}

/** The agreements an order needs; the custom-made exception only when a line is made to order. */
export function requiredAgreements(lines: Pick<CartLineForCheckout, 'is_custom'>[]) {
  const keys = ['order', 'privacy_carrier'] as ('order' | 'privacy_carrier' | 'custom_made')[];
  if (lines.some((l) => l.is_custom)) keys.push('custom_made');
  return keys;
}

export const AGREEMENT_LABELS = {
  order: '주문 내용을 확인했으며 구매 조건에 동의합니다.',
  privacy_carrier: '개인정보 제3자(배송업체) 제공에 동의합니다.',
  custom_made: '주문 제작 상품은 제작이 시작되면 취소 및 반품이 제한됨에 동의합니다.',
} as const;
