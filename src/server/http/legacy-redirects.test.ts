import { describe, expect, it } from 'vitest';
import { legacyRedirect } from './legacy-redirects';

const go = (path: string) => legacyRedirect(new URL(path, 'https://shop.test'));

describe('legacy redirects (spec 2.8)', () => {
  it('sends /shop/list with ca_id_new to the category page, carrying the other query values', () => {
    expect(go('/shop/list?ca_id_new=104&sort=price')).toBe('/shop/category/104?sort=price');
  });

  it('sends /shop/list without a category home', () => {
    expect(go('/shop/list')).toBe('/');
  });

  it('sends /info/select/{id} to /contents/select/{id}', () => {
    expect(go('/info/select/3')).toBe('/contents/select/3');
  });

  it('sends /info/do-it-yourself/{id} to /contents/diy/{id}', () => {
    expect(go('/info/do-it-yourself/7')).toBe('/contents/diy/7');
  });

  it('sends /shop/workshop/notice to the TSSA notice list', () => {
    expect(go('/shop/workshop/notice')).toBe('/tssa/notice');
  });

  it('sends both document board post paths to the document board entry', () => {
    expect(go('/board/document/post/9')).toBe('/customer/document-board/9');
    expect(go('/shop/board/document/post/9')).toBe('/customer/document-board/9');
  });

  it('sends /shop/item.php with it_id to the product and without it home', () => {
    expect(go('/shop/item.php?it_id=1523')).toBe('/shop/product/1523');
    expect(go('/shop/item.php?it_id=')).toBe('/');
    expect(go('/shop/item.php?utm_source=x')).toBe('/');
  });

  it('encodes an odd product id rather than passing it through raw', () => {
    expect(go('/shop/item.php?it_id=a/b')).toBe('/shop/product/a%2Fb');
  });

  it('sends the old register and Q&A pages to register and the FAQ', () => {
    expect(go('/shop/register.php')).toBe('/register');
    expect(go('/shop/qa_list.php')).toBe('/customer/faq');
    expect(go('/shop/qa_view.php')).toBe('/customer/faq');
  });

  it('leaves current paths alone', () => {
    expect(go('/shop/category/3')).toBeNull();
    expect(go('/')).toBeNull();
  });
});
