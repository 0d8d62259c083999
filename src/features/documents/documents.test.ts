import { describe, expect, it } from 'vitest';
import { documentListHref } from './documents';

describe('the document board list address', () => {
  it('keeps the category and the search word and leaves out the first page', () => {
    expect(documentListHref({})).toBe('/customer/document-board');
    expect(documentListHref({ category: 'msds', keyword: '소이 왁스', page: 1 })).toBe(
      '/customer/document-board?category=msds&keyword=%EC%86%8C%EC%9D%B4+%EC%99%81%EC%8A%A4',
    );
    expect(documentListHref({ page: 3 })).toBe('/customer/document-board?page=3');
  });
});
