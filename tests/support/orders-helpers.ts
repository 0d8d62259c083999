import { expect } from 'vitest';
import { ApiClient } from './api-client';
import { newMember as signUp } from './shop-api';

export { addToCart, loginAs, newKey, orderBody, place } from './shop-api';

export type Card = {
  it_id: number;
  it_name: string;
  default_price: { value: number | null; model: { op_qty: number } };
};

const taken = new Set<number>();

type StudioProducts = { [list in 'oils' | 'colours' | 'vessels' | 'lids']: { product_id: number }[] };

/**
 * The products the fragrance studio makes things from (oils, colours, jars, lids). They are left to
 * the studio's own tests: a test here that bought one out or set its stock to 0 made the studio
 * refuse it as sold out in whichever file ran next.
 */
async function studioProducts(api: ApiClient): Promise<Set<number>> {
  const { data } = await api.json<{ data: StudioProducts }>(api.get('/api/v1/studio/materials'));
  return new Set([...data.oils, ...data.colours, ...data.vessels, ...data.lids].map((m) => m.product_id));
}

/**
 * Products without options that are in stock, none handed out twice in one test file (other files
 * may order them too, so tests compare stock before and after their own orders only), and none the
 * studio uses.
 */
export async function freshProducts(baseUrl: string, n: number, minStock = 5, maxStock = 100_000): Promise<Card[]> {
  const api = new ApiClient(baseUrl);
  for (const id of await studioProducts(api)) taken.add(id);
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

/** A new member, logged in: no points, no coupons. */
export function newMember(baseUrl: string): Promise<{ api: ApiClient; id: string }> {
  return signUp(baseUrl, { prefix: 'ord', password: 'Candle-order-42', name: '주문회원', mobile: '010-5555-6666' });
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
  const { seededDatabase, startServer } = await import('./server');
  const db = await seededDatabase(label);
  const server = await startServer({ ...db.env, ...env });
  return {
    url: server.url,
    ...(db.env.DATABASE_URL ? { dbUrl: db.env.DATABASE_URL } : {}),
    async stop() {
      await server.stop();
      await db.cleanup();
    },
  };
}
