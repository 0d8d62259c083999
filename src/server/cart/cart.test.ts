import { describe, expect, it } from 'vitest';
import { priceLine } from '../catalog/pricing.ts';
import { cartTotals, lineProblem, mergedQuantity, parseLineIds, shippingFee, splitVat } from './cart.ts';

const rules = { base_fee: 3000, free_threshold: 50000 };
const product = { base_price: 10000, discount_rate: 0, stock: 5, status: 'active' };

describe('merging two lines of the same product and option', () => {
  it('adds the quantities', () => {
    expect(mergedQuantity(2, 3, 10)).toBe(5);
  });

  it('holds the sum to the stock', () => {
    expect(mergedQuantity(4, 3, 5)).toBe(5);
  });

  it('keeps a sold-out line with the larger quantity so that it stays flagged in the cart', () => {
    expect(mergedQuantity(2, 3, 0)).toBe(3);
    expect(mergedQuantity(0, 2, 0)).toBe(2);
  });

  it('moving a line into an empty cart is bounded by the stock too', () => {
    expect(mergedQuantity(0, 9, 4)).toBe(4);
  });
});

describe('line problems', () => {
  it('a quantity above the stock holds the line back as insufficient stock', () => {
    expect(lineProblem(priceLine(product, null, false), 6)).toBe('insufficient_stock');
    expect(lineProblem(priceLine(product, null, false), 5)).toBeNull();
  });

  it('sold out, hidden, not for sale and a withdrawn option come from the pricing rules', () => {
    expect(lineProblem(priceLine({ ...product, stock: 0 }, null, false), 1)).toBe('sold_out');
    expect(lineProblem(priceLine({ ...product, status: 'hidden' }, null, false), 1)).toBe('hidden');
    expect(lineProblem(priceLine({ ...product, base_price: 0 }, null, false), 1)).toBe('not_for_sale');
    const gone = { price_delta: 0, stock: 9, is_active: false };
    expect(lineProblem(priceLine(product, gone, true), 1)).toBe('option_unavailable');
  });
});

describe('shipping fee preview', () => {
  it('charges the base fee below the free threshold', () => {
    expect(shippingFee(49900, rules)).toBe(3000);
  });

  it('is free from the threshold on', () => {
    expect(shippingFee(50000, rules)).toBe(0);
  });

  it('is nothing when nothing is chosen', () => {
    expect(shippingFee(0, rules)).toBe(0);
  });
});

describe('cart totals', () => {
  const line = (over: Partial<Parameters<typeof cartTotals>[0][number]>) => ({
    list_price: 10000,
    unit_price: 9000,
    quantity: 2,
    available: true,
    selected: true,
    ...over,
  });

  it('leave a TSSA class seat out of shipping: a class alone ships free, goods beside it pay by their own total', () => {
    const seat = line({ unit_price: 55000, list_price: 55000, quantity: 1, ships: false });
    expect(cartTotals([seat], rules)).toMatchObject({ items_total: 55000, shipping_fee: 0, payable: 55000 });
    const both = cartTotals([seat, line({})], rules);
    expect(both).toMatchObject({ items_total: 73000, shipping_fee: 3000, free_shipping_gap: 32000 });
  });

  it('count only selected, available lines', () => {
    const totals = cartTotals(
      [line({}), line({ selected: false }), line({ available: false }), line({ quantity: 1 })],
      rules,
    );
    expect(totals).toMatchObject({
      lines: 2,
      quantity: 3,
      list_total: 30000,
      discount_total: 3000,
      items_total: 27000,
      shipping_fee: 3000,
      payable: 30000,
      free_shipping_gap: 23000,
      free_shipping_progress: 54,
    });
  });

  it('say how far the chosen items are towards free shipping, 100 once it is free', () => {
    expect(cartTotals([line({ quantity: 4 })], rules)).toMatchObject({
      free_shipping_gap: 14000,
      free_shipping_progress: 72,
    });
    expect(cartTotals([line({ quantity: 6 })], rules)).toMatchObject({
      free_shipping_gap: 0,
      free_shipping_progress: 100,
    });
    expect(cartTotals([line({ selected: false })], rules)).toMatchObject({
      free_shipping_gap: 0,
      free_shipping_progress: 0,
    });
  });

  it('are all zero for an empty selection', () => {
    expect(cartTotals([line({ selected: false })], rules)).toMatchObject({
      items_total: 0,
      shipping_fee: 0,
      payable: 0,
    });
  });
});

describe('VAT split of a quotation total', () => {
  it('supply value is round(total / 1.1) and VAT is the rest', () => {
    expect(splitVat(110000)).toEqual({ supply: 100000, vat: 10000 });
    expect(splitVat(33000)).toEqual({ supply: 30000, vat: 3000 });
    expect(splitVat(12345)).toEqual({ supply: 11223, vat: 1122 });
  });

  it('the two parts always add up to the total', () => {
    for (const total of [0, 1, 99, 4900, 123457, 9_999_999]) {
      const { supply, vat } = splitVat(total);
      expect(supply + vat).toBe(total);
    }
  });
});

describe('line ids in a query', () => {
  it('keeps positive ids once, in order, and drops anything else', () => {
    expect(parseLineIds('3, 5,x,0,-2,5,8')).toEqual([3, 5, 8]);
    expect(parseLineIds(undefined)).toEqual([]);
  });
});
