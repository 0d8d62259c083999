import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { pageQuery, toPage } from './pagination';
import { parseWith } from './validate';

describe('pagination shape', () => {
  it('fills current_page, data, from, last_page, per_page, to, total', () => {
    expect(toPage(['a', 'b'], 7, 2, 5)).toEqual({
      current_page: 2,
      data: ['a', 'b'],
      from: 6,
      last_page: 2,
      per_page: 5,
      to: 7,
      total: 7,
    });
  });

  it('gives an empty page null bounds and at least one last page', () => {
    expect(toPage([], 0, 1, 5)).toMatchObject({ from: null, to: null, last_page: 1 });
  });
});

describe('page query', () => {
  const q = pageQuery(5);

  it('defaults to page 1 and the list default size', () => {
    expect(parseWith(q, {})).toEqual({ page: 1, perPage: 5 });
  });

  it('reads per_page or the spec alias perPage', () => {
    expect(parseWith(q, { per_page: '7' }).perPage).toBe(7);
    expect(parseWith(q, { perPage: '3' }).perPage).toBe(3);
  });

  it('clamps per_page to 1..100', () => {
    expect(parseWith(q, { per_page: '10000' }).perPage).toBe(100);
    expect(parseWith(q, { per_page: '0' }).perPage).toBe(1);
  });

  it('refuses a page below 1 or not a number with field messages', () => {
    for (const page of ['-1', '0', 'abc', '1.5']) {
      expect(() => parseWith(q, { page })).toThrow(ValidationError);
    }
    try {
      parseWith(q, { page: '-1' });
    } catch (err) {
      expect((err as ValidationError).errors.page?.[0]).toMatch(/1 이상/);
    }
  });
});
