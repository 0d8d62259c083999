import { describe, expect, it } from 'vitest';
import { boundQuantity, isSoldOut, priceLine, productPrice } from './pricing.ts';

const product = { base_price: 12_000, discount_rate: 0, stock: 5, status: 'active' };

describe('product pricing (spec 9: rate percent off, rounded to 100 won; falsy price is not for sale)', () => {
  it('a product without a discount costs its base price', () => {
    expect(productPrice(product)).toBe(12_000);
  });

  it('a discount is rate percent off, rounded to the nearest 100 won', () => {
    expect(productPrice({ base_price: 12_345, discount_rate: 15 })).toBe(10_500);
    expect(productPrice({ base_price: 9_950, discount_rate: 30 })).toBe(7_000);
  });

  it('a missing or zero price means not for sale', () => {
    expect(productPrice({ base_price: null, discount_rate: 0 })).toBeNull();
    expect(productPrice({ base_price: 0, discount_rate: 10 })).toBeNull();
    expect(priceLine({ ...product, base_price: 0 }, null, false)).toMatchObject({
      available: false,
      reason: 'not_for_sale',
    });
  });

  it('sold out means stock below 1', () => {
    expect(isSoldOut(0)).toBe(true);
    expect(isSoldOut(-2)).toBe(true);
    expect(isSoldOut(1)).toBe(false);
    expect(priceLine({ ...product, stock: 0 }, null, false)).toMatchObject({ available: false, reason: 'sold_out' });
  });
});

describe('option price and stock', () => {
  const option = { price_delta: 3_000, stock: 2, is_active: true };

  it('an option adds its extra to the discounted product price and brings its own stock', () => {
    expect(priceLine({ ...product, discount_rate: 10 }, option, true)).toEqual({
      available: true,
      unit_price: 10_800 + 3_000,
      list_price: 15_000,
      stock: 2,
    });
  });

  it("the option's stock decides, not the product's", () => {
    expect(priceLine({ ...product, stock: 100 }, { ...option, stock: 0 }, true)).toMatchObject({
      available: false,
      reason: 'sold_out',
    });
  });

  it('a product with options needs one chosen, and an inactive option cannot be bought', () => {
    expect(priceLine(product, null, true)).toMatchObject({ available: false, reason: 'option_required' });
    expect(priceLine(product, { ...option, is_active: false }, true)).toMatchObject({
      available: false,
      reason: 'option_unavailable',
    });
  });

  it('a hidden product cannot be bought', () => {
    expect(priceLine({ ...product, status: 'hidden' }, null, false)).toMatchObject({
      available: false,
      reason: 'hidden',
    });
  });
});

describe('quantity bounded by stock', () => {
  it('keeps the quantity between 1 and the stock', () => {
    expect(boundQuantity(3, 5)).toBe(3);
    expect(boundQuantity(9, 5)).toBe(5);
    expect(boundQuantity(0, 5)).toBe(1);
    expect(boundQuantity(-4, 5)).toBe(1);
    expect(boundQuantity(2.7, 5)).toBe(2);
    expect(boundQuantity(2, 0)).toBe(0);
  });
});
