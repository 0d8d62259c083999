import { describe, expect, it } from 'vitest';
import { pointsFor } from './points';

describe('points a purchase earns', () => {
  it('is the rate of the amount, rounded down to the won', () => {
    expect(pointsFor(25_000, 1)).toBe(250);
    expect(pointsFor(12_345, 1)).toBe(123);
    expect(pointsFor(9_900, 2.5)).toBe(247);
  });

  it('is never negative nor a broken number', () => {
    expect(pointsFor(0, 1)).toBe(0);
    expect(pointsFor(-500, 1)).toBe(0);
    expect(pointsFor(Number.NaN, 1)).toBe(0);
  });
});
