import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { addToCart, freshProducts, loginAs, ownShop } from '../support/orders-helpers';

// The route cache (src/server/cache/route-cache.ts) on a shop of this file's own: its writes change
// prices and stock, which the shared server's other tests read.
let shop: Awaited<ReturnType<typeof ownShop>>;
let admin: ApiClient;

beforeAll(async () => {
  shop = await ownShop('route-cache');
  admin = await loginAs(shop.url, 'admin', 'admin-test-pass-1');
}, 180_000);
afterAll(async () => shop?.stop());

/** An anonymous visitor's request: no cookies at all, or only the language ones. */
function visit(path: string, cookie?: string) {
  return fetch(`${shop.url}${path}`, {
    redirect: 'manual',
    headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) },
  });
}

async function firstProduct(query = 'sort=newest&per_page=1'): Promise<number> {
  const res = await fetch(`${shop.url}/api/v1/products?${query}`);
  return ((await res.json()) as { data: { it_id: number }[] }).data[0]?.it_id as number;
}

/** What every answer carries, kept or not. */
function expectFrame(res: Response) {
  expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBeTruthy();
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=/);
}

describe('route cache: anonymous pages', () => {
  it('serves repeated anonymous requests from the cache, each with its own request id, headers and XSRF cookie', async () => {
    for (const path of ['/', '/shop/category/1', `/shop/product/${await firstProduct()}`, '/customer/faq']) {
      const first = await visit(path);
      expect(first.status, path).toBe(200);
      expect(['MISS', 'HIT']).toContain(first.headers.get('x-astro-cache'));
      const again = await visit(path);
      expect(again.headers.get('x-astro-cache'), path).toBe('HIT');
      expectFrame(first);
      expectFrame(again);
      expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
      expect(again.headers.get('set-cookie')).not.toBe(first.headers.get('set-cookie'));
      expect(again.headers.get('content-encoding')).toBe('gzip');
      expect(await again.text()).toBe(await first.text());
    }
  });

  it('answers 304 to a visitor who holds the kept copy', async () => {
    const first = await visit('/shop/category/1');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^W\//);
    const res = await fetch(`${shop.url}/shop/category/1`, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
  });

  it('keeps Korean and English apart: neither language is ever sent the other one’s page', async () => {
    const path = '/shop/category/1';
    for (let i = 0; i < 2; i++) {
      const ko = await (await visit(path)).text();
      const en = await (await visit(path, 'shop_lang=en; shop_currency=usd')).text();
      expect(ko).toContain('<html lang="ko"');
      expect(en).toContain('<html lang="en"');
      expect(en).toContain('$');
    }
  });

  it('never gives a member or a visitor with a cart a shared page, nor keeps theirs', async () => {
    const path = '/shop/category/1';
    await visit(path);
    expect((await visit(path)).headers.get('x-astro-cache')).toBe('HIT');

    const demo = await loginAs(shop.url, 'demo', 'demo1234!');
    const mine = await demo.get(path);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('x-astro-cache')).toBeNull();
    expect(mine.headers.get('cache-control')).toBe('private, no-store');

    const holder = new ApiClient(shop.url);
    await addToCart(holder, await firstProduct());
    const withCart = await holder.get(path);
    expect(withCart.headers.get('x-astro-cache')).toBeNull();
    expect(withCart.headers.get('cache-control')).toBe('private, no-store');
    const cartPage = await withCart.text();
    // The header's cart link names the visitor's own count.
    expect(cartPage).toMatch(/aria-label="장바구니 [1-9]/);

    // What they were sent was not kept for others.
    const anonymous = await (await visit(path)).text();
    expect(anonymous).not.toMatch(/aria-label="장바구니 [1-9]/);
  });

  it('applies the rules before the cache: legacy addresses, pages for members, unknown addresses', async () => {
    await visit('/shop/category/1');
    const legacy = await visit('/shop/list.php?ca_id_new=1');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/shop/category/1');
    const members = await visit('/my-page');
    expect(members.status).toBe(302);
    expect(members.headers.get('location')).toMatch(/^\/login/);
    for (let i = 0; i < 2; i++) {
      const missing = await visit('/shop/product/999999999');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-astro-cache')).toBeNull();
    }
  });
});

describe('route cache: a write makes the pages showing it fresh at once', () => {
  it('a price change shows on the product page, its category page, the home page and the product API', async () => {
    const itId = await firstProduct();
    const product = (await (await fetch(`${shop.url}/api/v1/products/${itId}`)).json()) as {
      category: { id: number };
    };
    const pages = [
      `/shop/product/${itId}`,
      '/',
      '/api/v1/products?sort=newest&per_page=1',
      `/shop/category/${product.category.id}?sort=newest`,
    ];
    for (const p of pages) {
      await visit(p);
      expect((await visit(p)).headers.get('x-astro-cache'), p).toBe('HIT');
    }
    const price = 987_600;
    const res = await admin.request('PATCH', `/api/admin/products/${itId}`, { base_price: price, discount_rate: 0 });
    expect(res.status, await res.clone().text()).toBe(200);
    for (const p of pages) {
      const fresh = await visit(p);
      expect(fresh.headers.get('x-astro-cache'), p).toBe('MISS');
      const body = await fresh.text();
      expect(body.includes('987,600') || body.includes('987600'), p).toBe(true);
    }
  });

  it('stock to 0 shows the product sold out on its page', async () => {
    const [card] = await freshProducts(shop.url, 1, 5);
    const path = `/shop/product/${card?.it_id}`;
    await visit(path);
    const before = await (await visit(path)).text();
    const res = await admin.request('PATCH', `/api/admin/products/${card?.it_id}`, { stock: 0 });
    expect(res.status).toBe(200);
    const after = await (await visit(path)).text();
    expect(after).not.toBe(before);
    expect(after).toContain('품절된 상품입니다.');
  });

  it('an answered question shows on the product page without waiting for its time', async () => {
    const itId = await firstProduct('sort=price_asc&per_page=1');
    const path = `/shop/product/${itId}`;
    const title = `리필 주문 가능한가요 ${Date.now().toString(36)}`;
    await visit(path);
    expect(await (await visit(path)).text()).not.toContain(title);
    const demo = await loginAs(shop.url, 'demo', 'demo1234!');
    const asked = await demo.post('/api/v1/product-inquiries', {
      it_id: itId,
      title,
      body: '100개 단위로 주문하고 싶습니다.',
      is_secret: false,
    });
    expect(asked.status).toBe(201);
    expect(await (await visit(path)).text()).toContain(title);
  });

  it('refuses a product change that is not one: 422 with field messages, 404 for no product, 403 for members', async () => {
    const itId = await firstProduct();
    const bad = await admin.request('PATCH', `/api/admin/products/${itId}`, { stock: -1, discount_rate: 95 });
    expect(bad.status).toBe(422);
    const problem = (await bad.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(problem.errors).sort()).toEqual(['discount_rate', 'stock']);
    expect((await admin.request('PATCH', `/api/admin/products/${itId}`, {})).status).toBe(422);
    expect((await admin.request('PATCH', `/api/admin/products/${itId}`, { name: 'x' })).status).toBe(422);
    expect((await admin.request('PATCH', '/api/admin/products/999999999', { stock: 1 })).status).toBe(404);
    const demo = await loginAs(shop.url, 'demo', 'demo1234!');
    expect((await demo.request('PATCH', `/api/admin/products/${itId}`, { stock: 1 })).status).toBe(403);
  });
});
