import type { Executor } from '../db/client.ts';
import { cmsPages, instagramItems, popups, trends, weekPicks } from '../db/schema/index.ts';
import type { ProductLookup } from './catalog.ts';
import { INSTAGRAM_POSTS, lineupTemplate, MAIN_BANNER, POPUPS, WEEK_PICKS } from './promotions.data.ts';
import { daysAgo } from './random.ts';

/** The home page's promotions: the CMS banner, the line-up, popups, week picks and the feed. */
export async function seedPromotions(db: Executor, product: ProductLookup, now: number): Promise<void> {
  await db
    .insert(cmsPages)
    .values({ name: 'main-banner', template: MAIN_BANNER, link: '/register', link_en: '/register' });

  const lineup = [
    { href: '/shop/category/1001', label: '컨테이너용 소이왁스' },
    { href: `/shop/product/${product('코튼 심지 CD-10 100개입').id}`, label: '코튼 심지 CD-10' },
    { href: `/shop/product/${product('프렌치 라벤더 프래그런스 오일').id}`, label: '프렌치 라벤더 오일' },
    { href: '/shop/category/121', label: '유리 캔들 용기' },
    { href: `/shop/product/${product('무향 디퓨저 베이스').id}`, label: '무향 디퓨저 베이스' },
    { href: '/shop/category/13', label: 'DIY 키트' },
  ];
  await db.insert(trends).values({
    title: 'Weekly Line-up',
    template: lineupTemplate(lineup),
    data: {
      week_of: daysAgo((new Date(now).getDay() + 6) % 7, now, 0)
        .toISOString()
        .slice(0, 10),
      links: lineup,
    },
  });

  await db.insert(popups).values(
    POPUPS.map((p, i) => ({
      type: p.type,
      title: p.title,
      thumbnail_ko: `/media/popups/${i + 1}-ko.webp`,
      thumbnail_en: `/media/popups/${i + 1}-en.webp`,
      link: p.link[0],
      link_en: p.link[1],
      sort_order: i,
    })),
  );

  await db.insert(weekPicks).values(
    WEEK_PICKS.map((w) => ({
      week_no: w.week_no,
      starts_on: w.starts_on,
      ends_on: w.ends_on,
      discount_rate: w.discount_rate,
      title: w.title[0],
      title_en: w.title[1],
      image: `/media/week-picks/week-${w.week_no}.webp`,
      link_type: w.link.type,
      link_id: w.link.type === 'product' ? product(w.link.name).id : w.link.id,
    })),
  );

  await db.insert(instagramItems).values(
    INSTAGRAM_POSTS.map((p, i) => ({
      media_url: `/media/instagram/${p.code}.${p.ext}`,
      permalink: `https://www.instagram.com/p/${p.code}/`,
      caption: p.caption,
      posted_at: daysAgo(i * 4 + 1, now, 19),
    })),
  );
}
