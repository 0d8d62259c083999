import { describe, expect, it } from 'vitest';
import { lineCancelProblems, planLineCancel, type SplitLine, type SplitOrder } from './line-cancel';

const rules = {
  base_fee: 3000,
  free_threshold: 50_000,
  remote_areas: [{ from: '63000', to: '63644', fee: 3000, name: '제주' }],
};
const lines: SplitLine[] = [
  { id: 1, unit_price: 20_000, quantity: 2, line_total: 40_000, is_custom: false },
  { id: 2, unit_price: 10_000, quantity: 1, line_total: 10_000, is_custom: false },
  { id: 3, unit_price: 15_000, quantity: 1, line_total: 15_000, is_custom: true },
];
// 65,000 of goods (list 70,000), a 6,500 coupon, free shipping, 2,000 points: 56,500 paid.
const order: SplitOrder = {
  items_total: 70_000,
  discount_total: 5_000,
  coupon_discount: 6_500,
  points_used: 2_000,
  shipping_fee: 0,
  total: 56_500,
  zonecode: '06236',
};
const ask = (entries: [number, number][]) => new Map(entries);

describe('partial cancel of order lines', () => {
  it('refuses quantities beyond the line, unknown lines, made-to-order lines and an empty choice', () => {
    expect(lineCancelProblems(lines, ask([[1, 3]])).lines).toEqual(['취소 수량은 0~2개로 입력해 주세요.']);
    expect(lineCancelProblems(lines, ask([[9, 1]])).lines).toEqual(['주문에 없는 상품은 취소할 수 없습니다.']);
    expect(lineCancelProblems(lines, ask([[3, 1]])).lines?.[0]).toContain('주문 제작 상품');
    expect(lineCancelProblems(lines, ask([[1, 0]])).lines).toEqual(['취소할 상품의 수량을 입력해 주세요.']);
    expect(lineCancelProblems(lines, ask([[1, 1.5]])).lines).toEqual(['취소 수량은 0~2개로 입력해 주세요.']);
    expect(lineCancelProblems(lines, ask([[1, 1]]))).toEqual({});
  });

  it('is the whole cancel when every line goes', () => {
    expect(
      planLineCancel(
        order,
        lines,
        ask([
          [1, 2],
          [2, 1],
          [3, 1],
        ]),
        rules,
      ),
    ).toEqual({ whole: true });
  });

  it('splits the discount and coupon pro rata, gives points back in the proportion paid, and keeps the sums whole', () => {
    const plan = planLineCancel(order, lines, ask([[2, 1]]), rules);
    if (plan.whole) throw new Error('not whole');
    // 10,000 of 65,000: 769 of the discount, 1,000 of the coupon; 55,000 kept still ships free.
    expect(plan).toMatchObject({ cancelled: 10_000, discountShare: 769, couponShare: 1000, shippingAfter: 0 });
    expect(plan.value).toBe(9000);
    expect(plan.points).toBe(Math.floor((2000 * 9000) / 58_500));
    expect(plan.money + plan.points).toBe(9000);
    const a = plan.after;
    expect(a.total).toBe(56_500 - plan.money);
    expect(a.items_total - a.discount_total - a.coupon_discount + a.shipping_fee - a.points_used).toBe(a.total);
    expect(plan.lines).toEqual([{ id: 2, quantity: 1, amount: 10_000, left: 0 }]);
  });

  it('charges the shipping fee again when what is kept falls below the free-shipping threshold', () => {
    const plan = planLineCancel(order, lines, ask([[1, 1]]), rules);
    if (plan.whole) throw new Error('not whole');
    // 45,000 kept: the 3,000 fee comes back and is taken off the refund.
    expect(plan.shippingAfter).toBe(3000);
    expect(plan.value).toBe(20_000 - 2000 - 3000);
    expect(plan.after.shipping_fee).toBe(3000);
  });
});
