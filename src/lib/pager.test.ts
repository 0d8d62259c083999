import { describe, expect, it } from 'vitest';
import { visiblePages } from './pager';

describe('pager (spec 5)', () => {
  it('shows five page numbers centred on the current page', () => {
    expect(visiblePages(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  it('shifts the window at the start and the end', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows fewer numbers when there are fewer pages', () => {
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 0)).toEqual([1]);
  });
});
