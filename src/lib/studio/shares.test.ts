import { describe, expect, it } from 'vitest';
import { checkShares, evenShares, MAX_NOTES, rescale, sumsToHundred, withAddedNote, withoutNote } from './shares';

const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 10) / 10;

describe('note shares', () => {
  it('rescales the others proportionally and keeps the sum at 100', () => {
    expect(rescale([50, 30, 20], 0, 60)).toEqual([60, 24, 16]);
    expect(sum(rescale([33.3, 33.3, 33.4], 1, 47.5))).toBe(100);
  });
  it('steps by whole percents when asked', () => {
    const out = rescale([40, 35, 25], 2, 33, 1);
    expect(out.every((v) => Number.isInteger(v))).toBe(true);
    expect(sum(out)).toBe(100);
    expect(out[2]).toBe(33);
  });
  it('spreads equally when the others are all zero, and clamps to 0..100', () => {
    expect(rescale([100, 0, 0], 0, 40)).toEqual([40, 30, 30]);
    expect(rescale([50, 50], 0, 140)).toEqual([100, 0]);
    expect(rescale([70], 0, 20)).toEqual([100]);
  });
  it('adds and removes notes keeping 100 %', () => {
    expect(evenShares(3)).toEqual([33.4, 33.3, 33.3]);
    expect(sum(withAddedNote([60, 40]))).toBe(100);
    expect(withAddedNote([60, 40])[2]).toBeCloseTo(33.3, 1);
    expect(withoutNote([50, 30, 20], 0)).toEqual([60, 40]);
  });
  it('refuses shares that do not sum to 100, more than 8 notes, and empty shares', () => {
    expect(sumsToHundred([50, 49.9])).toBe(false);
    expect(checkShares([50, 40]).notes?.[0]).toContain('100%');
    expect(checkShares(new Array(MAX_NOTES + 1).fill(100 / 9)).notes?.[0]).toContain('최대 8개');
    expect(checkShares([])).toHaveProperty('notes');
    expect(checkShares([100, 0])).toHaveProperty(['notes.1.share']);
    expect(checkShares([50.05, 49.95])).toHaveProperty(['notes.0.share']);
    expect(checkShares([60, 40])).toEqual({});
  });
});
