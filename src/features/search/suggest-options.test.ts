import { describe, expect, it } from 'vitest';
import { optionsOf, type SuggestAnswer } from './suggest-options';

const answer: SuggestAnswer = {
  keyword: '라밴더',
  corrected: '라벤더',
  products: [
    {
      it_id: 1,
      it_name: '라벤더 에센셜 오일',
      it_img: '/media/a.webp',
      price: 9800,
      price_text: '₩9,800',
      href: '/shop/product/1',
    },
  ],
  categories: [{ ca_id: 9, ca_name: '플로럴', path: ['프래그런스 오일', '플로럴'], href: '/shop/category/9' }],
  popular: ['소이왁스', '라벤더'],
};

describe('suggestion list', () => {
  it('before anything is typed: recent keywords, then popular ones not already there', () => {
    const options = optionsOf('', { ...answer, keyword: '' }, ['라벤더']);
    expect(options.map((o) => [o.group, o.label])).toEqual([
      ['recent', '라벤더'],
      ['popular', '소이왁스'],
    ]);
    expect(options[1]?.href).toBe('/shop/search?keyword=%EC%86%8C%EC%9D%B4%EC%99%81%EC%8A%A4');
  });

  it('while typing: matching recent keywords, the corrected keyword, categories, then products', () => {
    const options = optionsOf('라밴더', answer, ['라밴더 오일', '캔들']);
    expect(options.map((o) => o.group)).toEqual(['recent', 'corrected', 'categories', 'products']);
    expect(options[2]?.detail).toBe('프래그런스 오일');
    expect(options[3]).toMatchObject({ label: '라벤더 에센셜 오일', price: '₩9,800', href: '/shop/product/1' });
  });

  it('an answer for older typing is not shown (only the matching recent keywords)', () => {
    expect(optionsOf('라밴더 디', answer, []).length).toBe(0);
  });
});
