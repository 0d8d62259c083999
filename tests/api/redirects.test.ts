import { describe, expect, inject, it } from 'vitest';

const cases: [string, string][] = [
  ['/shop/list?ca_id_new=104', '/shop/category/104'],
  ['/info/select/3', '/contents/select/3'],
  ['/info/do-it-yourself/7', '/contents/diy/7'],
  ['/shop/workshop/notice', '/tssa/notice'],
  ['/board/document/post/9', '/customer/document-board/9'],
  ['/shop/board/document/post/9', '/customer/document-board/9'],
  ['/shop/item.php?it_id=15', '/shop/product/15'],
  ['/shop/item.php', '/'],
  ['/shop/register.php', '/register'],
  ['/shop/qa_list.php', '/customer/faq'],
  ['/shop/qa_view.php?qa_id=3', '/customer/faq?qa_id=3'],
];

describe('legacy redirects (spec 2.8) over HTTP', () => {
  for (const [from, to] of cases) {
    it(`moves ${from} permanently to ${to}`, async () => {
      const res = await fetch(new URL(from, inject('baseUrl')), { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(
        new URL(res.headers.get('location') ?? '', inject('baseUrl')).pathname +
          new URL(res.headers.get('location') ?? '', inject('baseUrl')).search,
      ).toBe(to);
    });
  }
});
