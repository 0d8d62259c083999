import { describe, expect, it } from 'vitest';
import { stepQuantity } from './cart-page';

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
});
