import { describe, expect, it } from 'vitest';
import { isLastPage } from './load-more';

describe('isLastPage', () => {
  it('is the last page when the current page reaches last_page', () => {
    expect(isLastPage(3, 3)).toBe(true);
    expect(isLastPage(2, 3)).toBe(false);
  });

  it('treats an empty list (last_page 0 or 1) as already at the last page', () => {
    expect(isLastPage(1, 0)).toBe(true);
    expect(isLastPage(1, 1)).toBe(true);
  });
});
