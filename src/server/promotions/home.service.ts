import { asc } from 'drizzle-orm';
import { isoDate } from '~/lib/dates';
import { currentWeek } from '~/lib/week-picks';
import { sharedCache } from '../cache/lru.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { weekPicks } from '../db/schema/index.ts';

export type WeekPick = typeof weekPicks.$inferSelect & { href: string };
const cache = sharedCache<(typeof weekPicks.$inferSelect)[]>({
  name: 'week picks',
  tags: [tags.home],
  policy: 'content',
});

/** The week picks with the current week chosen from today's date in Korea. */
export async function weekPicksNow(now = new Date()): Promise<{ picks: WeekPick[]; current: number }> {
  const rows = await cache.get('all', async () =>
    (await getDb()).select().from(weekPicks).orderBy(asc(weekPicks.week_no)),
  );
  const picks = rows.map((w) => ({
    ...w,
    href: w.link_type === 'product' ? `/shop/product/${w.link_id}` : `/shop/category/${w.link_id}`,
  }));
  return { picks, current: currentWeek(picks, isoDate(now)) };
}
