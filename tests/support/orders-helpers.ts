import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ApiClient } from './api-client';

export type Card = {
  it_id: number;
  it_name: string;
  default_price: { value: number | null; model: { op_qty: number } };
};

const taken = new Set<number>();

/**
 * Products without options that are in stock, none handed out twice in one test file (other files
 * may order them too, so tests compare stock before and after their own orders only).
 */
export async function freshProducts(baseUrl: string, n: number, minStock = 5, maxStock = 100_000): Promise<Card[]> {
  const api = new ApiClient(baseUrl);
  const found: Card[] = [];
  for (let page = 1; found.length < n && page < 20; page++) {
    const res = await api.json<{ data: Card[]; last_page: number }>(
      api.get(`/api/v1/products?in_stock=1&per_page=100&sort=price_asc&page=${page}`),
    );
    for (const c of res.data) {
      const stock = c.default_price.model.op_qty;
      if (!c.default_price.value || stock < minStock || stock > maxStock || taken.has(c.it_id)) continue;
      // The product page says whether options must be chosen (the list card's flag is not relied on).
      const detail = await api.json<{ options: unknown[]; purchasable: boolean; is_custom: boolean }>(
        api.get(`/api/v1/products/${c.it_id}`),
      );
      if (detail.options.length || !detail.purchasable || detail.is_custom) continue;
      taken.add(c.it_id);
      found.push(c);
      if (found.length === n) break;
    }
    if (page >= res.last_page) break;
  }
  expect(found.length).toBe(n);
  return found;
}

export async function stockOf(api: ApiClient, itId: number): Promise<number> {
  const p = await api.json<{ default_price: { model: { op_qty: number } } }>(api.get(`/api/v1/products/${itId}`));
  return p.default_price.model.op_qty;
}

/** Adds a product to the client's cart and answers the cart line id. */
export async function addToCart(api: ApiClient, itId: number, quantity = 1, optionId?: number): Promise<number> {
  const res = await api.post('/api/v1/cart/lines', {
    it_id: itId,
    quantity,
    ...(optionId ? { option_id: optionId } : {}),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as { line: { id: number } }).line.id;
}

export function orderBody(lines: unknown[], over: Record<string, unknown> = {}) {
  return {
    orderer: { name: '김주문', mobile: '010-2222-3333', email: 'order@example.com' },
    recipient: {
      name: '박수령',
      mobile: '01044445555',
      zonecode: '04782',
      address1: '서울 성동구 성수이로 123',
      address2: '2층',
    },
    delivery_message: '부재 시 문 앞',
    lines,
    payment_method: 'bank',
    depositor_name: '김주문',
    agreements: { order: true, privacy_carrier: true },
    ...over,
  };
}

export const newKey = () => `order-${randomUUID()}`;

export async function place(api: ApiClient, body: unknown, key = newKey()) {
  return api.post('/api/v1/orders', body, { 'Idempotency-Key': key });
}

export async function loginAs(baseUrl: string, id: string, password: string): Promise<ApiClient> {
  const api = new ApiClient(baseUrl);
  const res = await api.post('/api/v1/login', { mb_id: id, password });
  expect(res.status).toBe(200);
  return api;
}

let n = 0;
/** A new member, logged in: no points, no coupons. */
export async function newMember(baseUrl: string): Promise<{ api: ApiClient; id: string }> {
  const api = new ApiClient(baseUrl);
  const id = `ord${Date.now().toString(36)}${n++}`;
  const password = 'Candle-order-42';
  const res = await api.post('/api/v1/register', {
    mb_id: id,
    password,
    password_confirmation: password,
    mb_name: '주문회원',
    mb_hp: '010-5555-6666',
    mb_email: `${id}@example.com`,
    agree_terms: true,
    agree_privacy: true,
  });
  expect(res.status).toBeLessThan(300);
  expect((await api.post('/api/v1/login', { mb_id: id, password })).status).toBe(200);
  return { api, id };
}

/**
 * A seeded shop of the test file's own (PGlite folder, or a scratch PostgreSQL database when
 * DATABASE_URL is set): order tests change stock, coupons and points, and sign members up, so they
 * keep out of the shared server's data and per-address limits.
 */
export async function ownShop(
  label: string,
  env: Record<string, string> = {},
): Promise<{ url: string; dbUrl?: string; stop: () => Promise<void> }> {
  const { createScratchDatabase } = await import('./scratch-db');
  const { databaseEnv, seedDatabase, startServer } = await import('./server');
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, label) : undefined;
  const db = databaseEnv(scratch?.url);
  seedDatabase(db.env);
  const server = await startServer({ ...db.env, ...env });
  return {
    url: server.url,
    ...(scratch ? { dbUrl: scratch.url } : {}),
    async stop() {
      await server.stop();
      db.cleanup();
      await scratch?.drop();
    },
  };
}
