import { describe, expect, it } from 'vitest';
import { accessFor, loginUrl, safeRedirect } from './access';

describe('page access (spec 2.10, 6)', () => {
  it('needs a member for every account page and the document board entry', () => {
    expect(accessFor('/my-page')).toBe('member');
    expect(accessFor('/my-page/order/2025')).toBe('member');
    expect(accessFor('/customer/document-board/3')).toBe('member');
    expect(accessFor('/customer/document-board')).toBe('public');
  });

  it('needs a member for a document file too', () => {
    expect(accessFor('/customer/document-board/3/download/5')).toBe('member');
  });

  it('needs an administrator for the editors of notices, FAQ and documents', () => {
    for (const path of [
      '/customer/notice/create',
      '/customer/notice/3/edit',
      '/tssa/notice/create',
      '/tssa/notice/3/edit',
      '/customer/faq/create',
      '/customer/faq/3/edit',
      '/customer/document-board/create',
      '/customer/document-board/3/edit',
    ])
      expect(accessFor(path), path).toBe('admin');
    expect(accessFor('/customer/notice/3')).toBe('public');
    expect(accessFor('/customer/faq')).toBe('public');
  });

  it('lets anyone apply for wholesale or dealer trade and look an application up by its receipt', () => {
    expect(accessFor('/customer/wholesale-apply')).toBe('public');
    expect(accessFor('/customer/dealer-apply')).toBe('public');
    expect(accessFor('/customer/wholesale-apply/lookup')).toBe('public');
    expect(accessFor('/customer/dealer-apply/receipt/D250814-7K3QX9')).toBe('public');
  });

  it("needs a member for each application kept in a member's account", () => {
    expect(accessFor('/customer/wholesale-apply/7/show')).toBe('member');
    expect(accessFor('/customer/dealer-apply/7/edit')).toBe('member');
    expect(accessFor('/customer/wholesale-apply/lookups')).toBe('member');
    expect(accessFor('/customer/wholesale-applying')).toBe('public');
    expect(loginUrl(new URL('https://x/customer/dealer-apply/7/edit'))).toBe(
      '/login?redirect=%2Fcustomer%2Fdealer-apply%2F7%2Fedit',
    );
  });

  it('needs an admin under /admin', () => {
    expect(accessFor('/admin')).toBe('admin');
    expect(accessFor('/admin/orders')).toBe('admin');
    expect(accessFor('/administrator')).toBe('public');
  });

  it('sends a logged-in member away from the login page', () => {
    expect(accessFor('/login')).toBe('visitor-only');
  });

  it('keeps the full original path in the login redirect', () => {
    expect(loginUrl(new URL('https://x/my-page/order?page=2'))).toBe('/login?redirect=%2Fmy-page%2Forder%3Fpage%3D2');
  });

  it('honours only same-site redirect targets', () => {
    expect(safeRedirect('/my-page/order?page=2')).toBe('/my-page/order?page=2');
    expect(safeRedirect('https://evil.test/x')).toBe('/my-page');
    expect(safeRedirect('//evil.test/x')).toBe('/my-page');
    expect(safeRedirect('/\\evil.test')).toBe('/my-page');
    expect(safeRedirect(undefined)).toBe('/my-page');
  });

  // Each of these is read by a browser as another site, before or after normalisation.
  const hostile: [string, string][] = [
    ['a full address', 'https://evil.test/x'],
    ['a protocol-relative address', '//evil.test/x'],
    ['a dot segment that leaves two slashes', '/.//evil.test/x'],
    ['two dot segments', '/a/..//evil.test'],
    ['an encoded dot segment', '/%2e//evil.test'],
    ['a backslash', '/\\evil.test'],
    ['a backslash after a slash', '//\\evil.test'],
    ['a backslash inside the path', '/a\\..\\..\\/evil.test'],
    ['a tab the browser drops', '/\t/evil.test'],
    ['a line break the browser drops', '/\n/evil.test'],
    ['a carriage return', '/\r/evil.test'],
    ['a NUL character', '/\u0000/evil.test'],
    ['a javascript scheme', 'javascript:alert(1)'],
    ['a data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['a scheme after a slash', '/javascript:alert(1)//x'.replace('/j', 'j')],
    ['a relative path', 'my-page'],
    ['an empty string', ''],
    ['three slashes', '///evil.test'],
  ];

  it.each(hostile)('sends a redirect target with %s to the dashboard instead', (_, target) => {
    const answer = safeRedirect(target);
    expect(answer).toBe('/my-page');
  });

  it.each([
    ['/my-page/order?page=2#top', '/my-page/order?page=2#top'],
    ['/shop/product/12', '/shop/product/12'],
    ['/a/../my-page', '/my-page'],
    ['/search?keyword=%2F%2Fevil.test', '/search?keyword=%2F%2Fevil.test'],
    ['/%2F%2Fevil.test', '/%2F%2Fevil.test'],
  ])('keeps the same-site path %s as %s', (target, answer) => {
    expect(safeRedirect(target)).toBe(answer);
  });

  it('never answers a path a browser would read as another site', () => {
    const hosts = ['/', '\\', '.', '%2e', '\t', '%09', 'evil.test', ':', '@', '?', '#'];
    for (const a of hosts)
      for (const b of hosts)
        for (const c of hosts) {
          const answer = safeRedirect(`/${a}${b}${c}evil.test`);
          expect(new URL(answer, 'https://shop.test').origin, answer).toBe('https://shop.test');
          expect(answer.startsWith('//')).toBe(false);
        }
  });
});
