import type { Language } from '~/lib/constants';
import { pick } from '~/lib/i18n';
import { excerpt } from '~/server/seo/page-description';

type Localised = {
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  body: string;
  body_en: string;
};

/** A content page's description: its summary, else the start of its body, else its title. */
export function contentDescription(page: Localised, lang: Language): string {
  return pick(page, 'summary', lang).trim() || excerpt(pick(page, 'body', lang)) || pick(page, 'title', lang);
}

export type PromotionStatus = 'upcoming' | 'running' | 'ended';

/** Whether a promotion runs at `now`: it runs from its start to its end, and a missing bound is open. */
export function promotionStatus(
  window: { starts_at: Date | null; ends_at: Date | null },
  now: Date = new Date(),
): PromotionStatus {
  if (window.starts_at && now < window.starts_at) return 'upcoming';
  if (window.ends_at && now > window.ends_at) return 'ended';
  return 'running';
}

/** A list's page number from the query: a positive whole number, else the first page. */
export function pageNumber(raw: string | null): number {
  const n = Number(raw ?? 1);
  return Number.isInteger(n) && n > 0 && n < 100_000 ? n : 1;
}

export type FaqGroup<T> = { category: string; category_en: string; items: T[] };

/** FAQs grouped by category, the categories in the order their first question comes. */
export function groupFaqs<T extends { category: string; category_en: string; is_pinned?: boolean }>(
  rows: T[],
): FaqGroup<T>[] {
  const groups = new Map<string, FaqGroup<T>>();
  for (const row of rows) {
    const group = groups.get(row.category) ?? { category: row.category, category_en: row.category_en, items: [] };
    group.items.push(row);
    groups.set(row.category, group);
  }
  // A pinned entry leads its category; the others keep the operator's order.
  for (const group of groups.values())
    group.items.sort((a, b) => Number(b.is_pinned ?? false) - Number(a.is_pinned ?? false));
  return [...groups.values()];
}

/**
 * What the FAQ's `category` query shows: that category when it names one, else every category
 * (`selected` is then null, so the filter marks "all").
 */
export function filterFaqGroups<T>(
  groups: FaqGroup<T>[],
  category: string | null,
): { selected: string | null; shown: FaqGroup<T>[] } {
  const chosen = groups.filter((g) => g.category === category);
  return chosen.length ? { selected: category, shown: chosen } : { selected: null, shown: groups };
}
