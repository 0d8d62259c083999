import { describe, expect, it } from 'vitest';
import { reviewRowsFor } from './reviews';

describe('seeded review rows', () => {
  it('stand behind all of a small count and grow with a large one, so cards do not all read the same number', () => {
    expect(reviewRowsFor(0)).toBe(0);
    expect(reviewRowsFor(7)).toBe(7);
    expect(reviewRowsFor(24)).toBe(24);
    const large = [48, 100, 400, 1000].map(reviewRowsFor);
    expect(large).toEqual([33, 42, 60, 72]);
    expect(new Set(large).size).toBe(large.length);
  });
});
