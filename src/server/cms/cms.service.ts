import { and, eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { cmsPages, trends } from '../db/schema/index.ts';
import { NotFoundError } from '../http/errors.ts';

export async function publishedPage(name: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.name, name), eq(cmsPages.is_published, true)))
    .limit(1);
  const page = rows[0];
  if (!page) throw new NotFoundError('게시된 페이지를 찾을 수 없습니다.');
  return { id: page.id, name: page.name, template: page.template, link: page.link, link_en: page.link_en };
}

export async function trendById(id: number) {
  const db = await getDb();
  const rows = await db.select().from(trends).where(eq(trends.id, id)).limit(1);
  const trend = rows[0];
  if (!trend) throw new NotFoundError('위클리 라인업을 찾을 수 없습니다.');
  return { id: trend.id, title: trend.title, template: trend.template, data: trend.data };
}
