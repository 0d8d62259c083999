import { and, eq } from 'drizzle-orm';
import { sharedCache } from '../cache/lru.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { cmsPages, trends } from '../db/schema/index.ts';
import { NotFoundError } from '../http/errors.ts';

type Published = {
  id: number;
  name: string;
  template: (typeof cmsPages.$inferSelect)['template'];
  link: string | null;
  link_en: string | null;
};
const pages = sharedCache<Published | null>({
  name: 'published pages',
  tags: [tags.home, tags.contents],
  policy: 'content',
});
const trendCache = sharedCache<typeof trends.$inferSelect | null>({
  name: 'trends',
  tags: [tags.home, tags.contents],
  policy: 'content',
});

/** Banners show on every home view; a short cache keeps them off the database. */
export async function publishedPage(name: string): Promise<Published> {
  const page = await pages.get(name, () => loadPublished(name));
  if (!page) throw new NotFoundError('게시된 페이지를 찾을 수 없습니다.');
  return page;
}

async function loadPublished(name: string): Promise<Published | null> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.name, name), eq(cmsPages.is_published, true)))
    .limit(1);
  const page = rows[0];
  return page
    ? { id: page.id, name: page.name, template: page.template, link: page.link, link_en: page.link_en }
    : null;
}

export async function trendById(id: number) {
  const trend = await trendCache.get(String(id), async () => {
    const rows = await (await getDb()).select().from(trends).where(eq(trends.id, id)).limit(1);
    return rows[0] ?? null;
  });
  if (!trend) throw new NotFoundError('위클리 라인업을 찾을 수 없습니다.');
  return { id: trend.id, title: trend.title, template: trend.template, data: trend.data };
}
