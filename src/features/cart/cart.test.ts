import { describe, expect, it } from 'vitest';
import type { CartLineWire } from '~/server/cart/cart.serializer';
import { canStep, orderableIds, orderUrl, reasonLabel, stepQuantity } from './cart';

const line = (over: Partial<CartLineWire> = {}): CartLineWire => ({
  id: 1,
  it_id: 10,
  it_name: '소이캔들',
  it_name_en: 'Soy candle',
  option_id: null,
  option_name: null,
  option_name_en: null,
  thumb_image: '',
  unit_price: 10000,
  list_price: 10000,
  quantity: 1,
  line_total: 10000,
  stock: 5,
  selected: true,
  available: true,
  unavailable_reason: null,
  is_custom: false,
  options: [],
  ...over,
});

describe('the cart page quantity stepper', () => {
  it('is bounded by the stock', () => {
    expect(stepQuantity(6, 5)).toBe(5);
  });

  it('never goes below one', () => {
    expect(stepQuantity(0, 5)).toBe(1);
    expect(stepQuantity(Number.NaN, 5)).toBe(1);
  });

  it('brings a line holding more than the stock down to the stock', () => {
    expect(stepQuantity(8 - 1, 3)).toBe(3);
  });

  it('is off for a withdrawn product, an empty stock and an option no longer sold', () => {
    expect(canStep(line())).toBe(true);
    expect(canStep(line({ unavailable_reason: 'hidden', available: false }))).toBe(false);
    expect(canStep(line({ stock: 0, unavailable_reason: 'sold_out', available: false }))).toBe(false);
    expect(canStep(line({ unavailable_reason: 'option_unavailable', available: false }))).toBe(false);
    expect(canStep(line({ quantity: 8, stock: 3, unavailable_reason: 'insufficient_stock', available: false }))).toBe(
      true,
    );
  });
});

describe('the order buttons', () => {
  const lines = [line({ id: 1 }), line({ id: 2, selected: false }), line({ id: 3, available: false })];

  it('order the selected lines that can be ordered, or every line that can', () => {
    expect(orderUrl(orderableIds(lines, true))).toBe('/shop/order-form?lines=1');
    expect(orderUrl(orderableIds(lines, false))).toBe('/shop/order-form?lines=1,2');
  });

  it("say why a line is left out, by the server's reason", () => {
    expect(reasonLabel(line())).toBeNull();
    expect(reasonLabel(line({ unavailable_reason: 'insufficient_stock' }))).toBe('reasonInsufficientStock');
  });
});
