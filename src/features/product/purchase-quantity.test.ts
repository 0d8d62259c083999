import { describe, expect, it } from 'vitest';
import { clampQuantity } from './purchase-quantity.ts';

describe('product page quantity bounded by stock', () => {
  it('keeps the quantity between 1 and the stock', () => {
    expect(clampQuantity(3, 10)).toBe(3);
    expect(clampQuantity(12, 10)).toBe(10);
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-5, 10)).toBe(1);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
    expect(clampQuantity(2.9, 10)).toBe(2);
  });

  it('without a known stock only the lower bound applies', () => {
    expect(clampQuantity(40, undefined)).toBe(40);
  });
});
