import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { adminShop, Role } from './admin-shop';
import type { ApiClient } from './api-client';

/** The back office's coupons over HTTP, for the API tests of one shop (`adminShop`). */

export type Coupon = {
  id: number;
  code: string;
  name: string;
  state: string;
  issued: number;
  used: number;
  remaining: number | null;
  discount_given: number;
  closed_at: string | null;
};
export type Problem = { message: string; errors: Record<string, string[]> };
export type Issue = { data: { issued: number; skipped: number; replayed: boolean } };
export type Use = { mb_id: string; used_at: string | null; od_id: string | null; discount: number | null };
export type Audit = { data: { action: string; entity_type: string; changes: Record<string, unknown> }[] };

const code = () => `T${randomUUID().slice(0, 8).toUpperCase()}`;

/** A valid coupon body: a 2,000원 amount coupon with a fresh code, `over` changing any field. */
export const couponFields = (over: Record<string, unknown> = {}) => ({
  code: code(),
  name: '테스트 2,000원 할인',
  name_en: '₩2,000 off (test)',
  discount_type: 'amount',
  discount_value: 2000,
  min_order_amount: 0,
  ...over,
});

export function couponCalls(shop: () => Awaited<ReturnType<typeof adminShop>>) {
  const as = (who: Role | 'member' | 'visitor') => shop().as(who);
  return {
    as,
    async create(over: Record<string, unknown> = {}): Promise<Coupon> {
      const owner = await as('owner');
      const res = await owner.post('/api/admin/coupons', couponFields(over));
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { data: Coupon }).data;
    },
    async detail(id: number): Promise<Coupon> {
      const owner = await as('owner');
      return (await owner.json<{ data: Coupon }>(owner.get(`/api/admin/coupons/${id}`))).data;
    },
    issue: (api: ApiClient, id: number, body: Record<string, unknown>) =>
      api.post(`/api/admin/coupons/${id}/issue`, { request_key: `k-${randomUUID()}`, ...body }),
    async auditOf(type: string, id: number): Promise<Audit> {
      const owner = await as('owner');
      return owner.json<Audit>(owner.get(`/api/admin/audit-log?entity_type=${type}&entity_id=${id}`));
    },
    myCoupons: (api: ApiClient) =>
      api.json<{ data: { id: number; coupon_id: number }[] }>(api.get('/api/v1/my-coupons?per_page=100')),
  };
}
