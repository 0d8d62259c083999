import type { CouponState } from '~/server/admin-coupons/admin-coupon.schema';

type Translate = (text: string, vars?: Record<string, string | number>) => string;
type Terms = { discount_type: string; discount_value: number; max_discount: number | null; min_order_amount: number };

const won = (n: number) => n.toLocaleString('ko-KR');

/** A coupon's discount in a few words: 3,000원, or 10% (최대 5,000원), and its minimum order. */
export function discountLabel(c: Terms, t: Translate): string {
  const off =
    c.discount_type === 'rate'
      ? c.max_discount === null
        ? `${c.discount_value}%`
        : t('{rate}% (최대 {cap}원)', { rate: c.discount_value, cap: won(c.max_discount) })
      : t('{amount}원', { amount: won(c.discount_value) });
  return c.min_order_amount > 0 ? `${off} · ${t('{min}원 이상', { min: won(c.min_order_amount) })}` : off;
}

export function stateLabel(state: CouponState, t: Translate): string {
  return state === 'upcoming' ? t('시작 전') : state === 'active' ? t('진행 중') : t('종료');
}
