import { describe, expect, it } from 'vitest';
import { isNearBottom } from './select-list';

describe('isNearBottom', () => {
  it('is near the bottom within 10px of the end of the list', () => {
    expect(isNearBottom({ scrollTop: 690, clientHeight: 300, scrollHeight: 1000 })).toBe(true);
    expect(isNearBottom({ scrollTop: 700, clientHeight: 300, scrollHeight: 1000 })).toBe(true);
  });

  it('is not near the bottom further than 10px from the end', () => {
    expect(isNearBottom({ scrollTop: 689, clientHeight: 300, scrollHeight: 1000 })).toBe(false);
  });
});
