import { describe, expect, it } from 'vitest';
import { WEEK_PICK_DISCOUNTS, WEEK_PICKS_END, WEEK_PICKS_START } from '~/lib/constants';
import type { TemplateNode } from '../db/schema/content.ts';
import { INSTAGRAM_POSTS, lineupTemplate, MAIN_BANNER, WEEK_PICKS } from './promotions.data.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('seeded promotions', () => {
  it('has five Monday-to-Sunday week picks from 14 Jul to 17 Aug 2025 at 30, 5, 10, 20 and 20% off', () => {
    expect(WEEK_PICKS.map((w) => w.week_no)).toEqual([1, 2, 3, 4, 5]);
    expect(WEEK_PICKS.map((w) => w.discount_rate)).toEqual([...WEEK_PICK_DISCOUNTS]);
    expect(WEEK_PICKS[0]?.starts_on).toBe(WEEK_PICKS_START);
    expect(WEEK_PICKS[4]?.ends_on).toBe(WEEK_PICKS_END);
    WEEK_PICKS.forEach((w, i) => {
      expect(day(w.starts_on).getUTCDay()).toBe(1);
      expect(day(w.ends_on).getUTCDay()).toBe(0);
      const next = WEEK_PICKS[i + 1];
      if (next) expect(day(next.starts_on).getTime() - day(w.ends_on).getTime()).toBe(86_400_000);
    });
  });

  it('keeps CMS templates to the tags the storefront renders', () => {
    const allowed = new Set(['div', 'section', 'h2', 'h3', 'p', 'span', 'strong', 'a', 'img', 'ul', 'li']);
    const tags = (n: TemplateNode): string[] => [n.tag, ...(n.children ?? []).flatMap(tags)];
    const lineup = lineupTemplate([{ href: '/shop/category/1', label: '왁스' }]);
    for (const t of [MAIN_BANNER, lineup]) for (const tag of tags(t)) expect(allowed.has(tag), tag).toBe(true);
  });

  it('has enough jpeg/jpg feed items for the six shown, and others for the filter to drop', () => {
    const jpeg = INSTAGRAM_POSTS.filter((p) => /jpe?g/.test(p.ext));
    expect(jpeg.length).toBeGreaterThanOrEqual(6);
    expect(INSTAGRAM_POSTS.length - jpeg.length).toBeGreaterThanOrEqual(2);
  });
});
