import { describe, expect, it } from 'vitest';
import { priceLine } from '../catalog/pricing';
import { SEED_SETTINGS } from '../seed/settings.data';
import {
  type CartLineForCheckout,
  type CouponOffer,
  couponDiscount,
  couponProblem,
  goodsTotals,
  maxUsablePoints,
  orderTotals,
  pointsEarned,
  pointsProblem,
  requiredAgreements,
  shippingFee,
  unorderableLines,
} from './checkout';

const shipping = SEED_SETTINGS.shipping; // 3,000 won, free from 50,000; Jeju +3,000, Ulleung +5,000
const points = { earn_rate_percent: 1, unit: 10, minimum: 1000 };
const now = new Date('2026-05-01T00:00:00Z');

function line(over: Partial<CartLineForCheckout> & { base?: number; rate?: number; stock?: number } = {}) {
  const { base = 10000, rate = 0, stock = 10, ...rest } = over;
  return {
    line_id: 1,
    product_id: 1,
    option_id: null,
    name: '소이 캔들',
    name_en: 'Soy candle',
    option_name: null,
    option_name_en: null,
    thumb_image: '',
    quantity: 1,
    is_custom: false,
    price: priceLine({ base_price: base, discount_rate: rate, stock, status: 'active' }, null, false),
    ...rest,
  } satisfies CartLineForCheckout;
}

function coupon(over: Partial<CouponOffer> = {}): CouponOffer {
  return {
    member_coupon_id: 1,
    name: '쿠폰',
    name_en: 'Coupon',
    discount_type: 'amount',
    discount_value: 3000,
    min_order_amount: 0,
    max_discount: null,
    starts_at: null,
    ends_at: null,
    expires_at: null,
    used_at: null,
    ...over,
  };
}

describe('goods totals', () => {
  it('sum list prices, product discounts and what the goods cost after them', () => {
    const goods = goodsTotals([line({ base: 20000, rate: 10, quantity: 2 }), line({ base: 5000, quantity: 3 })]);
    expect(goods).toEqual({ items_total: 55000, discount_total: 4000, subtotal: 51000 });
  });

  it('leave unavailable lines out of the totals', () => {
    expect(goodsTotals([line({ stock: 0 }), line({ base: 7000 })]).subtotal).toBe(7000);
  });

  it('pay goods minus coupon plus shipping minus points', () => {
    const t = orderTotals({ items_total: 40000, discount_total: 4000, subtotal: 36000 }, 3000, 2000, 1000);
    expect(t.total).toBe(36000);
  });
});

describe('stock check before ordering', () => {
  it('flags a line asking for more than is in stock, and a sold-out or hidden product', () => {
    expect(unorderableLines([line({ quantity: 11, stock: 10 })])).toHaveLength(1);
    expect(unorderableLines([line({ quantity: 10, stock: 10 })])).toEqual([]);
    expect(unorderableLines([line({ stock: 0 })])[0]).toMatchObject({ name: '소이 캔들', stock: 0 });
  });

  it('adds up two lines of one product against the same stock', () => {
    const two = [line({ line_id: 1, quantity: 6, stock: 10 }), line({ line_id: 2, quantity: 5, stock: 10 })];
    expect(unorderableLines(two)).toEqual([
      { product_id: 1, option_id: null, name: '소이 캔들', wanted: 11, stock: 10 },
    ]);
  });
});

describe('shipping fee', () => {
  it('charges the base fee below the free-shipping threshold and nothing at or above it', () => {
    expect(shippingFee(49900, '04782', shipping).fee).toBe(3000);
    expect(shippingFee(50000, '04782', shipping).fee).toBe(0);
  });

  it('adds the remote-area surcharge by postcode range, inclusive, even when shipping is free', () => {
    expect(shippingFee(10000, '63000', shipping)).toMatchObject({
      base_fee: 3000,
      remote_fee: 3000,
      fee: 6000,
      remote_area: '제주',
    });
    expect(shippingFee(10000, '63644', shipping).remote_fee).toBe(3000);
    expect(shippingFee(10000, '63645', shipping).remote_fee).toBe(0);
    expect(shippingFee(80000, '40200', shipping)).toMatchObject({
      base_fee: 0,
      remote_fee: 5000,
      fee: 5000,
      remote_area: '울릉도',
    });
  });

  it('has no remote surcharge without a postcode, and no fee for an empty order', () => {
    expect(shippingFee(10000, undefined, shipping).fee).toBe(3000);
    expect(shippingFee(0, '63000', shipping).fee).toBe(0);
  });
});

describe('coupons', () => {
  it('take a fixed amount off the goods, never more than the goods cost', () => {
    expect(couponDiscount(coupon(), 20000)).toBe(3000);
    expect(couponDiscount(coupon({ discount_value: 30000 }), 20000)).toBe(20000);
  });

  it('take a rate off rounded down to 10 won and capped by the maximum', () => {
    expect(couponDiscount(coupon({ discount_type: 'rate', discount_value: 10 }), 12345)).toBe(1230);
    expect(couponDiscount(coupon({ discount_type: 'rate', discount_value: 10, max_discount: 5000 }), 90000)).toBe(5000);
  });

  it('apply only from their minimum order amount', () => {
    const c = coupon({ min_order_amount: 30000 });
    expect(couponProblem(c, 29999, now)).toContain('30,000원 이상');
    expect(couponProblem(c, 30000, now)).toBeUndefined();
  });

  it('do not apply once used, expired or before they start', () => {
    expect(couponProblem(coupon({ used_at: now }), 50000, now)).toBe('이미 사용한 쿠폰입니다.');
    expect(couponProblem(coupon({ expires_at: now }), 50000, now)).toBe('기간이 지난 쿠폰입니다.');
    expect(couponProblem(coupon({ ends_at: new Date(now.getTime() - 1) }), 50000, now)).toBe('기간이 지난 쿠폰입니다.');
    expect(couponProblem(coupon({ starts_at: new Date(now.getTime() + 1) }), 50000, now)).toContain('아직');
  });
});

describe('points', () => {
  it('are used in whole units, from the minimum, up to the balance and the amount to pay', () => {
    expect(pointsProblem(0, 0, 10000, points)).toBeUndefined();
    expect(pointsProblem(1005, 5000, 10000, points)).toContain('10원 단위');
    expect(pointsProblem(990, 5000, 10000, points)).toContain('1,000원 이상');
    expect(pointsProblem(6000, 5000, 10000, points)).toContain('보유 적립금');
    expect(pointsProblem(5000, 5000, 4000, points)).toContain('결제할 금액');
    expect(pointsProblem(4000, 5000, 4000, points)).toBeUndefined();
  });

  it('offer at most the smaller of balance and amount to pay, in units, and none below the minimum', () => {
    expect(maxUsablePoints(5005, 100000, points)).toBe(5000);
    expect(maxUsablePoints(5000, 3333, points)).toBe(3330);
    expect(maxUsablePoints(900, 100000, points)).toBe(0);
  });

  it('are earned on confirmation at the rate of what was paid, rounded down', () => {
    expect(pointsEarned(35990, 1)).toBe(359);
    expect(pointsEarned(0, 1)).toBe(0);
  });
});

describe('agreements', () => {
  it('always need the order terms and privacy to the carrier, and the custom-made exception for custom items', () => {
    expect(requiredAgreements([line()])).toEqual(['order', 'privacy_carrier']);
    expect(requiredAgreements([line(), line({ is_custom: true })])).toEqual([
      'order',
      'privacy_carrier',
      'custom_made',
    ]);
  });
});
