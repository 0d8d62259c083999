import { describe, expect, it } from 'vitest';
import { accessFor, loginUrl, safeRedirect } from './access';

describe('page access (spec 2.10, 6)', () => {
  it('needs a member for every account page and the document board entry', () => {
    expect(accessFor('/my-page')).toBe('member');
    expect(accessFor('/my-page/order/2025')).toBe('member');
    expect(accessFor('/customer/document-board/3')).toBe('member');
    expect(accessFor('/customer/document-board')).toBe('public');
  });

  it('needs a member for the wholesale and dealer applications and each application', () => {
    expect(accessFor('/customer/wholesale-apply')).toBe('member');
    expect(accessFor('/customer/wholesale-apply/7/show')).toBe('member');
    expect(accessFor('/customer/dealer-apply')).toBe('member');
    expect(accessFor('/customer/dealer-apply/7/edit')).toBe('member');
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
});
