import type { Language } from '~/lib/constants';
import { pick } from '~/lib/i18n';
import type { CategoryNode } from '~/server/catalog/category-tree';
import { PRICE_BANDS, type PriceBand, RATING_FLOOR } from '~/server/http/page-query';
import type { Choice, ChoiceGroup, Toggle } from './listing-bar';

type Words = {
  lang: Language;
  t: (text: string, vars?: Record<string, string>) => string;
  /** The price bands' edges: thresholds, so whole dollars in English ("Under $7"). */
  format: (krw: number) => string;
};

/** The sorts of a category list, in the shop's words. */
export function productSorts({ t }: Pick<Words, 't'>): Choice[] {
  return [
    { value: 'newest', label: t('최신순') },
    { value: 'popular', label: t('인기순') },
    { value: 'price_asc', label: t('낮은 가격순') },
    { value: 'price_desc', label: t('높은 가격순') },
    { value: 'reviews', label: t('후기 많은순') },
  ];
}

/**
 * The filters a product list offers: the kind of product among `offers` (when there is a choice),
 * the price bands, and in stock only, on sale (`sale: false` where every product is) and 4 stars
 * and up (`inStock: false` where every product is in stock already).
 */
export function listingFilters(
  { lang, t, format }: Words,
  o: { offers: CategoryNode[]; sale?: boolean; inStock?: boolean },
): { groups: ChoiceGroup[]; toggles: Toggle[] } {
  const band: Record<PriceBand, string> = {
    u10: t('{max} 미만', { max: format(10_000) }),
    '10-30': `${format(10_000)} ~ ${format(30_000)}`,
    '30-50': `${format(30_000)} ~ ${format(50_000)}`,
    o50: t('{min} 이상', { min: format(50_000) }),
  };
  const groups: ChoiceGroup[] = [];
  if (o.offers.length > 1)
    groups.push({
      name: 'cat',
      legend: t('종류'),
      choices: o.offers.map((c) => ({ value: String(c.id), label: pick(c, 'name', lang) })),
    });
  groups.push({
    name: 'price',
    legend: t('가격'),
    choices: (Object.keys(PRICE_BANDS) as PriceBand[]).map((b) => ({ value: b, label: band[b] })),
  });
  const toggles: Toggle[] = [];
  if (o.inStock !== false) toggles.push({ name: 'in_stock', value: '1', label: t('품절 제외') });
  if (o.sale !== false) toggles.push({ name: 'sale', value: '1', label: t('할인 상품만') });
  toggles.push({
    name: 'rating',
    value: String(RATING_FLOOR),
    label: t('별점 {rating}점 이상', { rating: String(RATING_FLOOR) }),
  });
  return { groups, toggles };
}
