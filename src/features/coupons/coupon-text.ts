import { formatDate } from '~/lib/dates';

type Translate = (text: string, vars?: Record<string, string | number>) => string;
type Money = (krw: number) => string;

export type CouponTerms = {
  discount_type: string;
  discount_value: number;
  max_discount: number | null;
  min_order_amount: number;
};

/** The discount as a ticket shows it: "₩3,000" or "10%", and a rate's cap ("최대 ₩5,000 할인"). */
export function discountParts(c: CouponTerms, money: Money, t: Translate): { headline: string; cap: string | null } {
  if (c.discount_type === 'rate') {
    return {
      headline: `${c.discount_value}%`,
      cap: c.max_discount ? t('최대 {amount} 할인', { amount: money(c.max_discount) }) : null,
    };
  }
  return { headline: money(c.discount_value), cap: null };
}

/** The minimum order, in the page's currency: "₩30,000 이상 구매 시" or "최소 주문 금액 없음". */
export function minimumText(c: CouponTerms, money: Money, t: Translate): string {
  return c.min_order_amount > 0
    ? t('{amount} 이상 구매 시 사용', { amount: money(c.min_order_amount) })
    : t('최소 주문 금액 없음');
}

/** Until when a coupon can be used: "2026.01.10까지 사용 가능" or "기한 없음"; one not begun says from when. */
export function validityText(c: { valid_until: Date | null; starts_at: Date | null }, now: Date, t: Translate): string {
  const until = c.valid_until ? t('{date}까지 사용 가능', { date: formatDate(c.valid_until) }) : t('기한 없음');
  if (c.starts_at && c.starts_at > now) {
    return t('{from}부터 {until}', { from: formatDate(c.starts_at), until });
  }
  return until;
}
