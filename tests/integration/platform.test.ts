import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordClick } from '~/server/analytics/click-log.service';
import { invalidate, onInvalidate } from '~/server/cache/invalidation';
import { tags } from '~/server/cache/policies';
import { categoryTree } from '~/server/catalog/category.service';
import { categoryFilter, productPage } from '~/server/catalog/product.service';
import { publishedPage, trendById } from '~/server/cms/cms.service';
import { getDb, rowsOf } from '~/server/db/client';
import { migrate } from '~/server/db/migrate';
import {
  categories,
  clickLogs,
  cmsPages,
  instagramItems,
  mediaFiles,
  noticeFiles,
  notices,
  popups,
  products,
  settings,
} from '~/server/db/schema';
import { NotFoundError, TooManyRequestsError } from '~/server/http/errors';
import { mediaFile } from '~/server/media/media.service';
import { noticePage } from '~/server/notices/notice.service';
import { instagramFeed } from '~/server/promotions/instagram.service';
import { activePopups, popupPage } from '~/server/promotions/popup.service';
import { shopSettings } from '~/server/settings/settings.service';
import { resetDatabase } from '../support/db';

beforeEach(resetDatabase);

const day = 86_400_000;

async function seedCategories() {
  const db = await getDb();
  await db.insert(categories).values([
    { id: 1, parent_id: null, name: '왁스', name_en: 'Wax', sort_order: 1 },
    { id: 100, parent_id: 1, name: '소이왁스', name_en: 'Soy wax', sort_order: 1 },
    { id: 1000, parent_id: 100, name: '컨테이너용', name_en: 'Container', sort_order: 1 },
    { id: 2, parent_id: null, name: '심지', name_en: 'Wicks', sort_order: 2 },
    { id: 12, parent_id: null, name: '세일', name_en: 'Sale', sort_order: 9 },
    { id: 3, parent_id: null, name: '숨김', name_en: 'Hidden', sort_order: 3, is_visible: false },
  ]);
}

describe('migrations', () => {
  it('apply again on a migrated database without error', async () => {
    await expect(migrate()).resolves.toBeUndefined();
  });

  it('install pg_trgm for Korean-aware search', async () => {
    const db = await getDb();
    const [row] = await rowsOf<{ s: number }>(db, sql`select similarity('소이캔들', '소이 캔들')::float8 as s`);
    expect(Number(row?.s)).toBeGreaterThan(0);
  });
});

describe('category tree service', () => {
  it('nests visible categories three levels deep and leaves hidden ones out', async () => {
    await seedCategories();
    const tree = await categoryTree();
    expect(tree.map((c) => c.id)).toEqual([1, 2, 12]);
    expect(tree[0]?.descendants[0]?.descendants[0]?.name).toBe('컨테이너용');
  });
});

describe('product listing', () => {
  it('lists a category with its descendants, and Sale (12) as every discounted product', async () => {
    await seedCategories();
    const db = await getDb();
    await db.insert(products).values([
      { category_id: 1000, name: '소이왁스 464', name_en: 'Soy 464', base_price: 12000, stock: 5 },
      { category_id: 2, name: '코튼 심지', name_en: 'Cotton wick', base_price: 3000, stock: 5, discount_rate: 10 },
      { category_id: 100, name: '숨긴 상품', name_en: 'Hidden', base_price: 1000, stock: 1, status: 'hidden' },
    ]);
    const wax = await productPage({ ...(await categoryFilter(1))!, sort: 'newest', page: 1, perPage: 14 });
    expect(wax.data.map((p) => p.name)).toEqual(['소이왁스 464']);
    const sale = await productPage({ ...(await categoryFilter(12))!, sort: 'newest', page: 1, perPage: 14 });
    expect(sale.data.map((p) => p.name)).toEqual(['코튼 심지']);
    expect(sale.data[0]).toMatchObject({ price: 2700, stock: 5, discount: { before: 3000, rate: 10 } });
    expect(await categoryFilter(4242)).toBeUndefined();
  });
});

describe('notices', () => {
  it('pages a board newest first with pinned notices on top and their files', async () => {
    const db = await getDb();
    const now = Date.now();
    const rows = await db
      .insert(notices)
      .values([
        { board: 'shop', title: '오래된 공지', body: '<p>a</p>', created_at: new Date(now - 3 * day) },
        { board: 'shop', title: '최신 공지', body: '<p>b</p>', created_at: new Date(now - day) },
        { board: 'shop', title: '고정 공지', body: '<p>c</p>', is_pinned: true, created_at: new Date(now - 9 * day) },
        { board: 'tssa', title: '공방 공지', body: '<p>d</p>' },
      ])
      .returning();
    await db.insert(noticeFiles).values({
      notice_id: rows[1]!.id,
      file_name: '배송안내.pdf',
      stored_name: 'files/a.pdf',
      mime: 'application/pdf',
      size: 100,
    });
    const page = await noticePage({ board: 'shop', sort: 'created_at', order: 'desc', page: 1, perPage: 2 });
    expect(page.data.map((n) => n.title)).toEqual(['고정 공지', '최신 공지']);
    expect(page.data[1]?.files).toEqual([
      { id: 1, name: '배송안내.pdf', url: '/media/files/a.pdf', size: 100, mime: 'application/pdf' },
    ]);
    expect(page).toMatchObject({ total: 3, last_page: 2, from: 1, to: 2 });
  });
});

describe('popups', () => {
  it('lists only switched-on popups inside their date window when active is asked', async () => {
    const db = await getDb();
    const now = Date.now();
    await db.insert(popups).values([
      { title: '상시', type: 'normal', thumbnail_ko: '/a.webp', thumbnail_en: '/a-en.webp' },
      {
        title: '오늘',
        type: 'daily',
        thumbnail_ko: '/b.webp',
        thumbnail_en: '/b-en.webp',
        starts_at: new Date(now - day),
        ends_at: new Date(now + day),
      },
      { title: '끝남', thumbnail_ko: '/c.webp', thumbnail_en: '/c.webp', ends_at: new Date(now - day) },
      { title: '예정', thumbnail_ko: '/d.webp', thumbnail_en: '/d.webp', starts_at: new Date(now + day) },
      { title: '꺼짐', thumbnail_ko: '/e.webp', thumbnail_en: '/e.webp', is_active: false },
    ]);
    const active = await popupPage({ activeOnly: true, page: 1, perPage: 10 });
    expect(active.data.map((p) => p.title)).toEqual(['상시', '오늘']);
    expect((await popupPage({ activeOnly: false, page: 1, perPage: 10 })).total).toBe(5);
  });

  it('shows a popup scheduled ahead from its start by itself: the list and every page carrying it expire then', async () => {
    const db = await getDb();
    await invalidate({ tags: [tags.popups] });
    const startsAt = new Date(Date.now() + 1200);
    await db.insert(popups).values([
      { title: '지금', thumbnail_ko: '/a.webp', thumbnail_en: '/a.webp' },
      { title: '곧', thumbnail_ko: '/b.webp', thumbnail_en: '/b.webp', starts_at: startsAt },
      {
        title: '꺼진 채 예정',
        thumbnail_ko: '/c.webp',
        thumbnail_en: '/c.webp',
        is_active: false,
        starts_at: new Date(Date.now() + 600),
      },
    ]);
    const expired: { tags: string[]; at: number }[] = [];
    const stop = onInvalidate((what) => expired.push({ tags: what.tags, at: Date.now() }));
    try {
      expect((await activePopups()).map((p) => p.title)).toEqual(['지금']);
      // Kept for the cache's 30 s, yet at its start the list is read again, without any write.
      await new Promise((r) => setTimeout(r, 1500));
      expect(expired.filter((e) => e.tags.includes(tags.popups)).map((e) => e.at >= startsAt.getTime())).toEqual([
        true,
      ]);
      expect((await activePopups()).map((p) => p.title)).toEqual(['지금', '곧']);
    } finally {
      stop();
    }
  });
});

describe('CMS pages and trends', () => {
  it('serves a published page and hides an unpublished one', async () => {
    const db = await getDb();
    await db.insert(cmsPages).values([
      { name: 'main-banner', template: { tag: 'div', children: [] }, link: '/shop/new-item' },
      { name: 'draft', template: { tag: 'div' }, is_published: false },
    ]);
    expect((await publishedPage('main-banner')).link).toBe('/shop/new-item');
    await expect(publishedPage('draft')).rejects.toBeInstanceOf(NotFoundError);
    await expect(trendById(1)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('instagram feed', () => {
  it('keeps only jpeg/jpg media, newest first, at most six', async () => {
    const db = await getDb();
    const now = Date.now();
    await db.insert(instagramItems).values(
      Array.from({ length: 9 }, (_, i) => ({
        media_url:
          i === 0
            ? '/media/insta/0.mp4'
            : i === 1
              ? '/media/insta/1.png'
              : `/media/insta/${i}.${i % 2 ? 'jpeg' : 'jpg'}`,
        permalink: `https://www.instagram.com/p/${i}/`,
        posted_at: new Date(now - (9 - i) * day),
      })),
    );
    const feed = await instagramFeed();
    expect(feed).toHaveLength(6);
    expect(feed.every((f) => /jpe?g/.test(f.media_url))).toBe(true);
    expect(feed[0]?.media_url).toBe('/media/insta/8.jpg');
  });
});

describe('click log, settings and media', () => {
  it('stores a click', async () => {
    await recordClick({ click_id: '12', click_type: 'banner', click_name: 'main-banner', platform: 'pc' }, '10.0.0.1');
    const db = await getDb();
    expect(await db.select().from(clickLogs)).toHaveLength(1);
  });

  it('records at most 60 clicks a minute from one address', async () => {
    const click = { click_id: '12', click_type: 'banner', click_name: 'main-banner', platform: 'pc' } as const;
    const ip = `10.9.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`;
    const results = await Promise.allSettled(Array.from({ length: 70 }, () => recordClick(click, ip)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(60);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(10);
    expect(refused.every((r) => r.reason instanceof TooManyRequestsError)).toBe(true);
    // Another address is not held back by it.
    await expect(recordClick(click, `${ip}9`)).resolves.toMatchObject({ id: expect.any(Number) });
  });

  it('reads every settings row into one object', async () => {
    const db = await getDb();
    await db.insert(settings).values([
      { key: 'exchange_rate', value: { krw_per_usd: 1400 } },
      { key: 'shop', value: { phone: '1588-0000' } },
    ]);
    const s = await shopSettings();
    expect(s.exchange_rate.krw_per_usd).toBe(1400);
  });

  it('serves stored media bytes with their type', async () => {
    const db = await getDb();
    await db.insert(mediaFiles).values({ path: 'test/a.webp', mime: 'image/webp', bytes: Buffer.from([1, 2, 3]) });
    const file = await mediaFile('test/a.webp');
    expect(file?.mime).toBe('image/webp');
    expect([...(file?.bytes ?? [])]).toEqual([1, 2, 3]);
    expect(await mediaFile('test/missing.webp')).toBeUndefined();
  });
});
