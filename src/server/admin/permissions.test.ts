import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS, adminAreaOfPath, may } from './permissions';

describe('who may work where in the back office', () => {
  it('lets an owner do everything, a manager everything but administrators and settings', () => {
    expect(ADMIN_AREAS.every((a) => may('owner', a))).toBe(true);
    expect(ADMIN_AREAS.filter((a) => !may('manager', a))).toEqual(['administrators', 'settings']);
  });

  it('gives staff orders, inquiries, stock and store orders (and the dashboard they land on), and a member nothing', () => {
    expect(ADMIN_AREAS.filter((a) => may('staff', a))).toEqual([
      'dashboard',
      'orders',
      'inquiries',
      'stock',
      'store_orders',
    ]);
    expect(ADMIN_AREAS.some((a) => may(null, a) || may('member', a))).toBe(false);
  });

  it('files each back-office page under its area, an unnamed one under the owner-only settings', () => {
    expect(adminAreaOfPath('/admin')).toBe('dashboard');
    expect(adminAreaOfPath('/admin/')).toBe('dashboard');
    expect(adminAreaOfPath('/admin/orders/2025010112000001')).toBe('orders');
    expect(adminAreaOfPath('/admin/audit')).toBe('audit');
    expect(adminAreaOfPath('/admin/categories')).toBe('products');
    expect(adminAreaOfPath('/admin/products')).toBe('stock');
    expect(adminAreaOfPath('/admin/products/12')).toBe('products');
    expect(adminAreaOfPath('/admin/products/new')).toBe('products');
    expect(adminAreaOfPath('/admin/store-orders')).toBe('store_orders');
    expect(adminAreaOfPath('/admin/store-orders/new')).toBe('store_orders');
    expect(adminAreaOfPath('/admin/content/translations')).toBe('content');
    expect(adminAreaOfPath('/admin/messages')).toBe('inquiries');
    expect(adminAreaOfPath('/admin/anything-new')).toBe('settings');
  });

  it("opens each administrator's own security page to every role", () => {
    expect(adminAreaOfPath('/admin/security')).toBe('dashboard');
    for (const role of ['owner', 'manager', 'staff']) expect(may(role, adminAreaOfPath('/admin/security'))).toBe(true);
  });
});
