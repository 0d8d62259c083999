import { expect } from 'vitest';
import type { ApiClient } from './api-client';

// What the store-purchase API tests send and read.

/** The shop's offline store in the seeded settings (`offline_store.name`). */
export const STORE = '에반스캔들 성수 쇼룸';
export const API = '/api/admin/store-orders';
export type Line = { name: string; quantity: number; price: number; amount: number };
export type StoreOrder = {
  id: number;
  store_name: string;
  receipt_no: string;
  items: Line[];
  total: number;
  points: number;
  purchased_at: string;
  member: { mb_id: string };
};
export type List = { data: StoreOrder[]; total: number; sums: { count: number; total: number; points: number } };
export type Problem = { message: string; errors: Record<string, string[]> };
export type Ledger = { data: { amount: number; balance_after: number; reason: string }[] };
export type Audit = {
  data: { action: string; actor_login: string; changes: Record<string, { before: unknown; after: unknown }> }[];
};

let serial = 0;
export const receipt = (prefix = 'R') => `${prefix}-${Date.now().toString(36)}-${++serial}`.toUpperCase();
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

/** A purchase of two lines an hour ago at the shop's store, with a receipt number of its own. */
export function body(memberId: number, extra: Record<string, unknown> = {}) {
  return {
    member_id: memberId,
    store_name: STORE,
    receipt_no: receipt(),
    purchased_at: hourAgo(),
    items: [
      { name: '소이왁스 1kg', quantity: 2, price: 13500 },
      { name: '유리 캔들 용기', quantity: 3, price: 2200 },
    ],
    grant_points: false,
    ...extra,
  };
}

/** Records the purchase and answers it (a 201, or the test fails with the answer). */
export async function record(api: ApiClient, payload: unknown): Promise<StoreOrder> {
  const res = await api.post(API, payload);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: StoreOrder }).data;
}
