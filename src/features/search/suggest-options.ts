/** What `GET /api/v1/search/suggest` answers (see src/server/search/suggest.serializer.ts). */
export type SuggestAnswer = {
  keyword: string;
  corrected: string | null;
  products: {
    it_id: number;
    it_name: string;
    it_img: string;
    price: number | null;
    price_text: string;
    href: string;
  }[];
  categories: { ca_id: number; ca_name: string; path: string[]; href: string }[];
  popular: string[];
};

export type SuggestGroup = 'recent' | 'popular' | 'corrected' | 'categories' | 'products';

export type SuggestOption = {
  group: SuggestGroup;
  label: string;
  href: string;
  /** The keyword searched when it is chosen (kept among the recent ones). */
  keyword?: string;
  image?: string;
  price?: string;
  detail?: string;
};

export const searchHrefOf = (keyword: string) => `/shop/search?${new URLSearchParams({ keyword })}`;

const RECENT_SHOWN = 5;

/**
 * Rule "suggestion list": before anything is typed, the recent keywords then the popular ones; while
 * typing, the recent keywords holding what is typed, the corrected keyword when the typed one was
 * misspelt, the categories, then the products. Each option once.
 */
export function optionsOf(typed: string, answer: SuggestAnswer | undefined, recent: string[]): SuggestOption[] {
  const text = typed.replace(/\s+/g, ' ').trim();
  const keywordOption = (group: SuggestGroup, k: string): SuggestOption => ({
    group,
    label: k,
    keyword: k,
    href: searchHrefOf(k),
  });
  if (!text) {
    const recentShown = recent.slice(0, RECENT_SHOWN);
    const popular = (answer?.popular ?? []).filter((k) => !recentShown.includes(k));
    return [...recentShown.map((k) => keywordOption('recent', k)), ...popular.map((k) => keywordOption('popular', k))];
  }
  const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  const matching = recent.filter((k) => squash(k).includes(squash(text))).slice(0, 3);
  if (!answer || squash(answer.keyword) !== squash(text)) return matching.map((k) => keywordOption('recent', k));
  return [
    ...matching.map((k) => keywordOption('recent', k)),
    ...(answer.corrected ? [keywordOption('corrected', answer.corrected)] : []),
    ...answer.categories.map((c) => ({
      group: 'categories' as const,
      label: c.ca_name,
      href: c.href,
      detail: c.path.slice(0, -1).join(' › '),
    })),
    ...answer.products.map((p) => ({
      group: 'products' as const,
      label: p.it_name,
      href: p.href,
      image: p.it_img,
      price: p.price_text,
    })),
  ];
}
