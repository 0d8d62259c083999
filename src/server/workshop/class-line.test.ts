import { describe, expect, it } from 'vitest';
import type { CartLineForCheckout } from '../orders/checkout.ts';
import { unorderableLines } from '../orders/checkout.ts';
import { withClassPrice, withClassView } from './class-line.ts';

// The class's own product is hidden and has no stock: only the sign-up's price makes the line orderable.
const seat: CartLineForCheckout = {
  line_id: 9,
  product_id: 230,
  option_id: null,
  name: '[TSSA] 원데이 소이 캔들 클래스',
  name_en: '[TSSA] One-day Soy Candle Class',
  option_name: null,
  option_name_en: null,
  thumb_image: '/media/classes/one-day-soy-candle.webp',
  quantity: 2,
  is_custom: false,
  price: { available: false, reason: 'hidden', unit_price: null, list_price: null, stock: 0 },
};
const price = {
  unitPrice: 55_000,
  headCount: 2,
  name: '[TSSA 클래스] 원데이 · 12.03 14:00',
  nameEn: '[TSSA class] One-day · 12.03 14:00',
};

describe('TSSA class lines in the checkout', () => {
  it('are priced by their sign-up, not made to order, ship nothing and take no stock to be orderable', () => {
    const line = withClassPrice(seat, price);
    expect(line).toMatchObject({
      name: price.name,
      is_custom: false,
      ships: false,
      price: { available: true, unit_price: 55_000, stock: 2 },
    });
    expect(unorderableLines([line])).toEqual([]);
  });

  it('cannot be ordered with a head count other than the sign-up’s, or once the sign-up no longer waits for payment', () => {
    expect(withClassPrice({ ...seat, quantity: 3 }, price).price.available).toBe(false);
    expect(withClassPrice(seat, { refused: '결제할 수 없는 클래스 신청입니다.' }).price.available).toBe(false);
  });

  it('show in the cart as the class and session at the fee per head, available, with no options', () => {
    const view = {
      product_name: seat.name,
      product_name_en: seat.name_en,
      option_name: null,
      option_name_en: null,
      unit_price: null,
      list_price: null,
      quantity: 2,
      line_total: null,
      available: false,
      unavailable_reason: 'hidden',
      is_custom: false,
      options: [{ id: 1 }],
    };
    expect(withClassView(view, price)).toMatchObject({
      product_name: price.name,
      unit_price: 55_000,
      line_total: 110_000,
      available: true,
      unavailable_reason: null,
      options: [],
    });
    expect(withClassView({ ...view, quantity: 1 }, price)).toMatchObject({
      available: false,
      unavailable_reason: 'not_for_sale',
    });
  });
});
