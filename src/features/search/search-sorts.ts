import type { Choice } from '~/features/catalog/listing-bar';
import type { SearchSort } from '~/server/search/search.schema';

/** The orders a search result can be listed in, in the shop's words, for the listing bar. */
export function searchSorts(t: (text: string) => string): (Choice & { value: SearchSort })[] {
  return [
    { value: 'relevance', label: t('정확도순') },
    { value: 'newest', label: t('최신순') },
    { value: 'popular', label: t('인기순') },
    { value: 'price_asc', label: t('낮은 가격순') },
    { value: 'price_desc', label: t('높은 가격순') },
    { value: 'reviews', label: t('후기 많은순') },
  ];
}
