import type { Language } from '~/lib/constants';
import { pick } from '~/lib/i18n';
import { categoryTree } from '../catalog/category.service.ts';
import { flatten, pathTo } from '../catalog/category-tree.ts';
import { compact } from '../catalog/search-text.ts';
import type { RateRule } from '../http/rate-limit.ts';
import { keywordQuery } from './keyword.ts';
import { popularKeywords, searchPage } from './search.service.ts';

/** Per client address: a person typing asks a few times a second at most, after the debounce. */
export const SUGGEST_LIMIT: RateRule = {
  name: 'search-suggest',
  points: 120,
  durationSeconds: 60,
  message: '검색어 제안 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
};

const PRODUCT_LIMIT = 5;
const CATEGORY_LIMIT = 3;
const POPULAR_LIMIT = 8;

export type Suggestions = {
  keyword: string;
  /** The keyword the products were found by, when it was corrected (라밴더 → 라벤더). */
  corrected: string | null;
  products: { id: number; name: string; thumb_image: string; price: number | null }[];
  categories: { id: number; name: string; path: string[] }[];
  popular: string[];
};

/**
 * Type-ahead: the first products the search would show for what is typed so far (forgiving, as the
 * search page), the categories whose name holds it, and the shop's popular keywords (every time:
 * the box shows them before anything is typed).
 */
export async function suggest(raw: string, lang: Language): Promise<Suggestions> {
  const query = keywordQuery(raw);
  const popular = await popularKeywords(POPULAR_LIMIT);
  if (!query) return { keyword: '', corrected: null, products: [], categories: [], popular };
  const [page, tree] = await Promise.all([
    searchPage(query, { sort: 'relevance', page: 1, perPage: PRODUCT_LIMIT }),
    categoryTree(),
  ]);
  const wanted = compact(page.corrected ?? query.text);
  const categories = tree
    .flatMap(flatten)
    .filter((c) => compact(c.name).includes(wanted) || compact(c.name_en).includes(wanted))
    .slice(0, CATEGORY_LIMIT)
    .map((c) => ({
      id: c.id,
      name: pick(c, 'name', lang),
      path: pathTo(tree, c.id).map((n) => pick(n, 'name', lang)),
    }));
  return {
    keyword: query.text,
    corrected: page.corrected,
    products: page.data.map((p) => ({
      id: p.id,
      name: pick(p, 'name', lang),
      thumb_image: p.thumb_image,
      price: p.price,
    })),
    categories,
    popular,
  };
}
