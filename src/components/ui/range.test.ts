import { describe, expect, it } from 'vitest';
import { clampValue, parseRangeText } from './range';

describe('range clamping', () => {
  it('clamps between min 0 and max 100 by default', () => {
    expect(clampValue(-5)).toBe(0);
    expect(clampValue(150)).toBe(100);
    expect(clampValue(42)).toBe(42);
  });

  it('clamps between the given min and max', () => {
    expect(clampValue(5, 10, 20)).toBe(10);
    expect(clampValue(25, 10, 20)).toBe(20);
  });

  it('treats a value that is not a number as the minimum', () => {
    expect(clampValue(Number.NaN, 3, 9)).toBe(3);
  });

  it('reads typed text as a clamped number and an unfinished entry as no number', () => {
    expect(parseRangeText('250')).toBe(100);
    expect(parseRangeText('-1', 0, 10)).toBe(0);
    expect(parseRangeText('')).toBeNull();
    expect(parseRangeText('-')).toBeNull();
  });
});
