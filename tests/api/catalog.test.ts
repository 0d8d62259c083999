import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { newMember } from '../support/shop-api';

const base = () => inject('baseUrl');
let n = 0;
const fresh = () => `wish${Date.now().toString(36)}${n++}`;

type Card = {
  it_id: number;
  it_name: string;
  default_price: { value: number | null; model: { op_qty: number } };
  wishes: { wi_id: number }[];
};
type Page<T> = {
  current_page: number;
  data: T[];
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
};

async function member(): Promise<ApiClient> {
  return (await newMember(base(), { id: fresh() })).api;
}

async function someProducts(count = 6): Promise<Card[]> {
  const api = new ApiClient(base());
  const page = await api.json<Page<Card>>(api.get(`/api/v1/products?sort=popular&per_page=${count}`));
  return page.data;
}

describe('product list API', () => {
  it('gives spec cards in the pagination shape, 14 per page by default', async () => {
    const api = new ApiClient(base());
    const res = await api.get('/api/v1/products');
    expect(res.status).toBe(200);
    const page = await api.json<Page<Card & Record<string, unknown>>>(res);
    expect(page.per_page).toBe(14);
    expect(page.data).toHaveLength(14);
    expect(Object.keys(page.data[0] ?? {})).toEqual(
      expect.arrayContaining([
        'it_id',
        'it_name',
        'it_name_en',
        'it_summary',
        'thumb_image',
        'default_price',
        'discount_label',
        'reviews_count',
        'color_tips',
        'icon_urls',
        'wishes',
      ]),
    );
  });

  it('sorts by the price paid and keeps to the asked range', async () => {
    const api = new ApiClient(base());
    const page = await api.json<Page<Card>>(
      api.get('/api/v1/products?sort=price_asc&min_price=10000&max_price=20000&per_page=50'),
    );
    const prices = page.data.map((p) => p.default_price.value as number);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((p) => p >= 10_000 && p <= 20_000)).toBe(true);
  });

  it('in_stock=1 leaves sold-out products out', async () => {
    const api = new ApiClient(base());
    const page = await api.json<Page<Card>>(api.get('/api/v1/products?in_stock=1&per_page=100'));
    expect(page.data.every((p) => p.default_price.model.op_qty > 0)).toBe(true);
  });

  it('answers 422 with field messages for a bad sort, page, price or flag', async () => {
    const api = new ApiClient(base());
    for (const q of [
      'sort=cheap',
      'page=0',
      'page=abc',
      'min_price=-1',
      'min_price=5000&max_price=100',
      'in_stock=maybe',
    ]) {
      const res = await api.get(`/api/v1/products?${q}`);
      expect(res.status, q).toBe(422);
      const body = await api.json<{ errors: Record<string, string[]> }>(res);
      expect(Object.keys(body.errors).length, q).toBeGreaterThan(0);
    }
  });

  it('an unknown category is 404', async () => {
    const api = new ApiClient(base());
    expect((await api.get('/api/v1/products?category_id=987654')).status).toBe(404);
  });
});

describe('product detail API', () => {
  it('gives the card fields with gallery, options, breadcrumbs and disclosure', async () => {
    const [first] = await someProducts(1);
    const api = new ApiClient(base());
    const res = await api.get(`/api/v1/products/${first?.it_id}`);
    expect(res.status).toBe(200);
    const body = await api.json<Record<string, unknown>>(res);
    expect(body).toMatchObject({ it_id: first?.it_id, it_name: first?.it_name });
    expect(body.images).toEqual(expect.any(Array));
    expect(body.breadcrumbs).toEqual(expect.any(Array));
    expect(body.options).toEqual(expect.any(Array));
  });

  it('an unknown id or a non-numeric id is 404, never 500', async () => {
    const api = new ApiClient(base());
    for (const id of ['987654', 'abc', '1.5', '-1', '99999999999999']) {
      expect((await api.get(`/api/v1/products/${id}`)).status, id).toBe(404);
    }
  });
});

describe('wishlist API (spec 7)', () => {
  it('a visitor gets 401 for every wishlist call', async () => {
    const api = new ApiClient(base());
    expect((await api.get('/api/v1/my-wish')).status).toBe(401);
    expect((await api.post('/api/v1/my-wish', { it_id: 1 })).status).toBe(401);
    expect((await api.request('DELETE', '/api/v1/my-wish/1')).status).toBe(401);
  });

  it('adds a product once: a second add answers 200 with the same entry', async () => {
    const api = await member();
    const [p] = await someProducts(1);
    const first = await api.post('/api/v1/my-wish', { it_id: p?.it_id });
    expect(first.status).toBe(201);
    const entry = await api.json<{ wi_id: number; it_id: number }>(first);
    expect(entry.it_id).toBe(p?.it_id);
    const again = await api.post('/api/v1/my-wish', { it_id: p?.it_id });
    expect(again.status).toBe(200);
    expect(await api.json(again)).toEqual(entry);
    const list = await api.json<Page<{ wi_id: number }>>(api.get('/api/v1/my-wish'));
    expect(list.total).toBe(1);
  });

  it('pages 5 per page, newest entry first (sort wi_id desc), and cards then show the heart', async () => {
    const api = await member();
    const products = await someProducts(7);
    const ids: number[] = [];
    for (const p of products)
      ids.push((await api.json<{ wi_id: number }>(api.post('/api/v1/my-wish', { it_id: p.it_id }))).wi_id);
    const page1 = await api.json<Page<{ wi_id: number; it_id: number }>>(
      api.get('/api/v1/my-wish?page=1&per_page=5&sort=wi_id&order=desc'),
    );
    expect(page1).toMatchObject({ per_page: 5, total: 7, last_page: 2 });
    expect(page1.data.map((w) => w.wi_id)).toEqual([...ids].reverse().slice(0, 5));
    const detail = await api.json<Card>(api.get(`/api/v1/products/${products[0]?.it_id}`));
    expect(detail.wishes).toEqual([{ wi_id: ids[0] }]);
  });

  it("answers 422 for a missing or unknown product and 404 for someone else's entry", async () => {
    const me = await member();
    const other = await member();
    expect((await me.post('/api/v1/my-wish', {})).status).toBe(422);
    expect((await me.post('/api/v1/my-wish', { it_id: 'x' })).status).toBe(422);
    expect((await me.post('/api/v1/my-wish', { it_id: 987654 })).status).toBe(422);
    const [p] = await someProducts(1);
    const theirs = await other.json<{ wi_id: number }>(other.post('/api/v1/my-wish', { it_id: p?.it_id }));
    expect((await me.request('DELETE', `/api/v1/my-wish/${theirs.wi_id}`)).status).toBe(404);
    expect((await other.request('DELETE', `/api/v1/my-wish/${theirs.wi_id}`)).status).toBe(200);
    expect((await other.request('DELETE', `/api/v1/my-wish/${theirs.wi_id}`)).status).toBe(404);
  });
});

describe('catalog pages', () => {
  it('an unknown or non-numeric product or category is the 404 page', async () => {
    const api = new ApiClient(base());
    for (const path of ['/shop/product/987654', '/shop/product/abc', '/shop/category/987654', '/shop/category/x']) {
      const res = await api.get(path, { Accept: 'text/html' });
      expect(res.status, path).toBe(404);
    }
  });

  it('a product page carries schema.org Product data with its offer, and Open Graph tags', async () => {
    const [p] = await someProducts(1);
    const api = new ApiClient(base());
    const html = await (await api.get(`/shop/product/${p?.it_id}`, { Accept: 'text/html' })).text();
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: p?.it_name,
      offers: { '@type': 'Offer', priceCurrency: 'KRW' },
    });
    expect(html).toContain('property="og:type" content="product"');
    expect(html).toContain(`<link rel="canonical" href="`);
  });

  it('a visitor sees no heart pressed, a member sees their own hearts, and English readers English names', async () => {
    // Newest first: the first card of /shop/new-item is this product (it lists what can be bought).
    const api = new ApiClient(base());
    const newest = await api.json<Page<Card & { it_name_en: string }>>(
      api.get('/api/v1/products?sort=newest&in_stock=1&min_price=1&per_page=1'),
    );
    const p = newest.data[0];
    expect(p).toBeDefined();
    const heart = (html: string) =>
      new RegExp(`<button[^>]*data-wish[^>]*data-it-id="${p?.it_id}"[^>]*aria-pressed="(true|false)"`).exec(html)?.[1];
    const page = (client: ApiClient, v: string) =>
      client.get(`/shop/new-item?fresh=${v}`, { Accept: 'text/html' }).then((r) => r.text());

    const visitorFirst = await page(new ApiClient(base()), '1');
    expect(heart(visitorFirst)).toBe('false');
    const fan = await member();
    expect((await fan.post('/api/v1/my-wish', { it_id: p?.it_id })).status).toBe(201);
    // The same address, the same product: the member's card is their own.
    expect(heart(await page(fan, '1'))).toBe('true');
    expect(heart(await page(new ApiClient(base()), '2'))).toBe('false');

    const english = new ApiClient(base());
    expect((await english.post('/api/v1/language', { lang: 'en', currency: 'usd' })).status).toBe(200);
    const en = await page(english, '3');
    expect(en).toContain(`>${p?.it_name_en}</a></h3>`);
    expect(en).not.toContain(`>${p?.it_name}</a></h3>`);
    // Each page with cards brings the hearts' listener once.
    expect(en).toMatch(/<script type="module" src="\/_astro\/HeartListener[^"]*"><\/script>/);
  });

  it('best sellers show their rank', async () => {
    const api = new ApiClient(base());
    const html = await (await api.get('/shop/best-seller', { Accept: 'text/html' })).text();
    expect(html).toMatch(/class="card__rank"[^>]*>.*?1<\/span>/s);
  });
});

describe('sitemap and robots', () => {
  it('sitemap.xml indexes the pages file and the product files', async () => {
    const api = new ApiClient(base());
    const res = await api.get('/sitemap.xml', { Accept: 'application/xml' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain('/sitemap-products-1.xml');
    const products = await (await api.get('/sitemap-products-1.xml')).text();
    expect(products).toMatch(/<loc>[^<]+\/shop\/product\/\d+<\/loc>/);
    expect((await api.get('/sitemap-products-99.xml')).status).toBe(404);
  });

  it('robots.txt points at the sitemap and keeps crawlers out of private pages', async () => {
    const api = new ApiClient(base());
    const text = await (await api.get('/robots.txt', { Accept: 'text/plain' })).text();
    expect(text).toContain('Disallow: /my-page');
    expect(text).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
  });
});
