import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { type RunningServer, seededDatabase, startServer } from '../support/server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PUBLIC = 'https://shop.example.com';
const HTML = { Accept: 'text/html' };

const decode = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '',
  );

/** What a crawler reads in a page's head: description, canonical, og:url and og:image. */
function head(html: string) {
  const attr = (re: RegExp) => {
    const m = html.match(re)?.[1];
    return m === undefined ? undefined : decode(m);
  };
  return {
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
  };
}

async function page(api: ApiClient, url: string) {
  const res = await api.get(url, HTML);
  expect(res.status, url).toBe(200);
  return head(await res.text());
}

type Crumb = { id: number; name: string; name_en: string };

describe('category pages for search engines', () => {
  const base = () => inject('baseUrl');

  async function bigCategory() {
    const api = new ApiClient(base());
    const list = await api.json<{ data: { it_id: number }[] }>(api.get('/api/v1/products?per_page=1'));
    const detail = await api.json<{ breadcrumbs: Crumb[] }>(api.get(`/api/v1/products/${list.data[0]?.it_id}`));
    const top = detail.breadcrumbs[0] as Crumb;
    const { total } = await api.json<{ total: number }>(api.get(`/api/v1/products?category_id=${top.id}`));
    expect(total).toBeGreaterThan(14);
    return { ...top, total };
  }

  it('keep page 2 in the canonical URL but drop sorting and filters, on the request origin without PUBLIC_ORIGIN', async () => {
    const c = await bigCategory();
    const api = new ApiClient(base());
    const second = await page(api, `/shop/category/${c.id}?sort=price_asc&in_stock=1&page=2`);
    expect(second.canonical).toBe(`${base()}/shop/category/${c.id}?page=2`);
    expect(second.ogUrl).toBe(second.canonical);
    const first = await page(api, `/shop/category/${c.id}?sort=popular&page=1`);
    expect(first.canonical).toBe(`${base()}/shop/category/${c.id}`);
  });

  it('describe themselves from their data (name and product count) in Korean and in English, with the first product as og:image', async () => {
    const c = await bigCategory();
    const korean = await page(new ApiClient(base()), `/shop/category/${c.id}`);
    expect(korean.description).toContain(`에반스캔들 ${c.name} 상품 ${c.total.toLocaleString()}개`);
    expect(korean.ogImage).toMatch(new RegExp(`^${base()}/`));
    const api = new ApiClient(base());
    api.cookies.set('shop_lang', 'en');
    const english = await page(api, `/shop/category/${c.id}`);
    expect(english.description).toContain(`${c.name_en} at Evans Candle: ${c.total.toLocaleString()} products`);
  });
});

describe('home, notice and best-seller pages for search engines', () => {
  const base = () => inject('baseUrl');

  it('give home and the notice lists their own description and canonical URL', async () => {
    const api = new ApiClient(base());
    const home = await page(api, '/');
    expect(home.canonical).toBe(`${base()}/`);
    const shop = await page(api, '/customer/notice?page=2');
    const tssa = await page(api, '/tssa/notice');
    expect(shop.canonical).toBe(`${base()}/customer/notice?page=2`);
    expect(tssa.canonical).toBe(`${base()}/tssa/notice`);
    expect(new Set([home.description, shop.description, tssa.description]).size).toBe(3);
  });

  it('describe a notice by the start of its body, canonical on its own address', async () => {
    const api = new ApiClient(base());
    const list = await api.json<{ data: { id: number; title: string }[] }>(api.get('/api/v1/notice?per_page=1'));
    const notice = list.data[0] as { id: number; title: string };
    const detail = await page(api, `/customer/notice/${notice.id}`);
    expect(detail.canonical).toBe(`${base()}/customer/notice/${notice.id}`);
    expect(detail.description).toBeTruthy();
    expect(detail.description).not.toMatch(/[<>]/);
    expect(detail.description?.length).toBeLessThanOrEqual(160);
  });

  it('state the best-seller ranking rule (30 days of sales, top 100) under the title, and load more on mobile', async () => {
    const html = await (await new ApiClient(base()).get('/shop/best-seller', HTML)).text();
    expect(html).toContain('최근 30일 판매량 기준 상위 100개 상품입니다.');
    expect(html).toMatch(/<div class="desktop-only"[^>]*>/);
  });
});

// A shop of its own behind a (pretend) TLS-ending proxy: PUBLIC_ORIGIN is set, requests arrive on http://127.0.0.1.
let shop: RunningServer;
let dropDatabase: (() => Promise<void>) | undefined;
let fixture: {
  productId: number;
  categoryId: number;
  noticeId: number;
  noticeBoard: string;
  noticeUpdatedAt: string;
};

/** Adds a product whose description carries scripts, and edits a notice, straight in the database. */
function prepareDatabase(env: Record<string, string>) {
  const code = `
    import { sql } from 'drizzle-orm';
    import { closeDb, getDb, rowsOf } from './src/server/db/client.ts';
    const db = await getDb();
    const [product] = await rowsOf(db, sql\`
      insert into products (category_id, name, name_en, description, description_en, base_price, stock)
      select id, 'SEO 점검 상품', 'SEO check product',
        '<p>안전한 설명</p><script>alert(1)</script><img src="/media/x.webp" onerror="alert(2)">',
        '<p>Safe text</p><script>alert(3)</script>', 10000, 5
      from categories where is_visible and parent_id is null order by id limit 1 returning id, category_id\`);
    const [notice] = await rowsOf(db, sql\`
      update notices set updated_at = created_at + interval '40 days'
      where id = (select min(id) from notices) returning id, board, updated_at\`);
    console.log(JSON.stringify({
      productId: product.id, categoryId: product.category_id, noticeId: notice.id, noticeBoard: notice.board,
      noticeUpdatedAt: new Date(notice.updated_at).toISOString(),
    }));
    await closeDb();
  `;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`prepare failed:\n${r.stdout}\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '{}') as typeof fixture;
}

beforeAll(async () => {
  const db = await seededDatabase('seo');
  dropDatabase = db.cleanup;
  fixture = prepareDatabase(db.env);
  shop = await startServer({ ...db.env, PUBLIC_ORIGIN: PUBLIC });
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  await dropDatabase?.();
});

describe('behind a proxy, with PUBLIC_ORIGIN set', () => {
  const api = () => new ApiClient(shop.url);

  it('canonical, og:url and og:image use PUBLIC_ORIGIN, not the request origin', async () => {
    const home = await page(api(), '/');
    expect(home.canonical).toBe(`${PUBLIC}/`);
    expect(home.ogUrl).toBe(`${PUBLIC}/`);
    expect(home.ogImage).toMatch(new RegExp(`^${PUBLIC}/`));
    const category = await page(api(), `/shop/category/${fixture.categoryId}?page=2&sort=newest`);
    expect(category.canonical).toBe(`${PUBLIC}/shop/category/${fixture.categoryId}?page=2`);
  });

  it("a product page's canonical and schema.org URLs use PUBLIC_ORIGIN", async () => {
    const html = await (await api().get(`/shop/product/${fixture.productId}`, HTML)).text();
    expect(head(html).canonical).toBe(`${PUBLIC}/shop/product/${fixture.productId}`);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '{}') as {
      offers: { url: string };
    };
    expect(ld.offers.url).toBe(`${PUBLIC}/shop/product/${fixture.productId}`);
  });

  it("robots.txt's Sitemap line and every sitemap <loc> use PUBLIC_ORIGIN", async () => {
    const robots = await (await api().get('/robots.txt', { Accept: 'text/plain' })).text();
    expect(robots).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    for (const file of ['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-products-1.xml']) {
      const locs = [...(await (await api().get(file)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs.length, file).toBeGreaterThan(0);
      for (const loc of locs) expect(loc, file).toMatch(new RegExp(`^${PUBLIC}/`));
    }
  });

  it("a notice's sitemap lastmod is when it was last changed (updated_at), not when it was posted", async () => {
    const xml = await (await api().get('/sitemap-pages.xml')).text();
    const board = fixture.noticeBoard === 'tssa' ? 'tssa' : 'customer';
    expect(xml).toContain(
      `<url><loc>${PUBLIC}/${board}/notice/${fixture.noticeId}</loc><lastmod>${fixture.noticeUpdatedAt}</lastmod></url>`,
    );
  });

  it('the product API answers descriptions sanitised: no script, no event handler', async () => {
    const res = await api().get(`/api/v1/products/${fixture.productId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { it_description: string; it_description_en: string };
    expect(body.it_description).toContain('<p>안전한 설명</p>');
    expect(body.it_description_en).toContain('<p>Safe text</p>');
    for (const html of [body.it_description, body.it_description_en]) {
      expect(html).not.toMatch(/<script|alert\(|onerror/i);
    }
  });
});
