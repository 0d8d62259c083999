import { describe, expect, it } from 'vitest';
import { fill } from '~/lib/i18n';
import { discountParts, minimumText, validityText } from './coupon-text';

const t = (text: string, vars?: Record<string, string | number>) => fill(text, vars);
const won = (n: number) => `₩${n.toLocaleString('en-US')}`;
const now = new Date('2026-06-01T00:00:00Z');

describe('a coupon as the account page words it', () => {
  it('shows an amount off in the page currency, and a rate with its cap', () => {
    const amount = { discount_type: 'amount', discount_value: 3000, max_discount: null, min_order_amount: 0 };
    expect(discountParts(amount, won, t)).toEqual({ headline: '₩3,000', cap: null });
    const rate = { discount_type: 'rate', discount_value: 10, max_discount: 5000, min_order_amount: 30000 };
    expect(discountParts(rate, won, t)).toEqual({ headline: '10%', cap: '최대 ₩5,000 할인' });
    expect(discountParts({ ...rate, max_discount: null }, won, t).cap).toBeNull();
  });

  it('names the minimum order, or says there is none', () => {
    const c = { discount_type: 'amount', discount_value: 1000, max_discount: null, min_order_amount: 30000 };
    expect(minimumText(c, won, t)).toBe('₩30,000 이상 구매 시 사용');
    expect(minimumText({ ...c, min_order_amount: 0 }, won, t)).toBe('최소 주문 금액 없음');
  });

  it('says until when it is valid (Korea’s date), from when if it has not begun, or that it has no end', () => {
    const until = new Date('2026-06-30T14:59:59Z');
    expect(validityText({ valid_until: until, starts_at: null }, now, t)).toBe('2026.06.30까지 사용 가능');
    expect(validityText({ valid_until: null, starts_at: null }, now, t)).toBe('기한 없음');
    expect(validityText({ valid_until: until, starts_at: new Date('2026-06-10T00:00:00Z') }, now, t)).toBe(
      '2026.06.10부터 2026.06.30까지 사용 가능',
    );
  });
});
