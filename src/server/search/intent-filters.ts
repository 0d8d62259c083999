import type { Language } from '~/lib/constants';
import { pick } from '~/lib/i18n';
import { type CategoryNode, findNode, flatten } from '../catalog/category-tree.ts';
import type { ProductFilter } from '../catalog/product.repository.ts';
import type { Chip, Intent } from './ai-search.types.ts';
import { MATERIALS, SCENTS, USES, type VocabEntry } from './query-vocabulary.ts';

export type ChipContext = { lang: Language; format: (krw: number) => string; tree: CategoryNode[] };

const byKey = (list: VocabEntry[]) => new Map(list.map((e) => [e.key, e]));
export const SCENT_BY_KEY = byKey(SCENTS);
export const MATERIAL_BY_KEY = byKey(MATERIALS);
export const USE_BY_KEY = new Map(USES.map((e) => [e.key, e]));

/** The intent without the filters the shopper took off (chip keys). */
export function withoutDropped(intent: Intent, drop: string[]): Intent {
  const off = new Set(drop);
  return {
    categoryIds: intent.categoryIds.filter((id) => !off.has(`category:${id}`)),
    scents: intent.scents.filter((k) => !off.has(`scent:${k}`)),
    materials: intent.materials.filter((k) => !off.has(`material:${k}`)),
    uses: intent.uses.filter((k) => !off.has(`use:${k}`)),
    minPrice: off.has('price') ? undefined : intent.minPrice,
    maxPrice: off.has('price') ? undefined : intent.maxPrice,
    sale: intent.sale && !off.has('sale'),
    inStock: intent.inStock && !off.has('stock'),
    words: intent.words.filter((w) => !off.has(`word:${w}`)),
  };
}

function priceLabel(intent: Intent, c: ChipContext): string | undefined {
  const { minPrice: min, maxPrice: max } = intent;
  const en = c.lang === 'en';
  if (min !== undefined && max !== undefined) return `${c.format(min)} ~ ${c.format(max)}`;
  if (max !== undefined) return en ? `Up to ${c.format(max)}` : `${c.format(max)} 이하`;
  if (min !== undefined) return en ? `From ${c.format(min)}` : `${c.format(min)} 이상`;
  return undefined;
}

/** The understood filters as chips, in the page's language; each can be taken off by its key. */
export function chipsOf(intent: Intent, c: ChipContext): Chip[] {
  const i = c.lang === 'en' ? 1 : 0;
  const chips: Chip[] = [];
  for (const id of intent.categoryIds) {
    const node = findNode(c.tree, id);
    if (node) chips.push({ key: `category:${id}`, label: pick(node, 'name', c.lang) });
  }
  const vocab = (kind: string, keys: string[], map: Map<string, VocabEntry>) => {
    for (const k of keys) {
      const e = map.get(k);
      if (e) chips.push({ key: `${kind}:${k}`, label: e.label[i] });
    }
  };
  vocab('scent', intent.scents, SCENT_BY_KEY);
  vocab('material', intent.materials, MATERIAL_BY_KEY);
  vocab('use', intent.uses, USE_BY_KEY);
  const price = priceLabel(intent, c);
  if (price) chips.push({ key: 'price', label: price });
  if (intent.sale) chips.push({ key: 'sale', label: i ? 'On sale' : '할인 상품' });
  if (intent.inStock) chips.push({ key: 'stock', label: i ? 'In stock' : '구매 가능' });
  for (const w of intent.words) chips.push({ key: `word:${w}`, label: i ? `“${w}”` : `'${w}' 포함` });
  return chips;
}

/**
 * Rule "chips the results honour": a category, scent, material, price, sale or stock chip is a
 * filter every result meets (or, set aside because nothing fitted, is said to be); a use chip or a
 * word chip only ranks (a word alone is required), so it is shown only when a shown product holds
 * one of its words, or when it was set aside.
 */
export function honouredChips(
  chips: Chip[],
  intent: Intent,
  shown: { search_text: string }[],
  relaxed: string[],
): Chip[] {
  const holds = (terms: string[]) =>
    shown.some((p) => terms.some((t) => p.search_text.includes(t.toLowerCase().replace(/\s+/g, ''))));
  const wordRequired =
    intent.categoryIds.length + intent.scents.length + intent.materials.length + intent.uses.length === 0;
  return chips.filter((c) => {
    if (relaxed.includes(c.key)) return true;
    const [kind, key = ''] = c.key.split(/:(.*)/s);
    if (kind === 'use') return holds(USE_BY_KEY.get(key)?.terms ?? []);
    if (kind === 'word') return shown.length > 0 && (wordRequired || holds([key]));
    return true;
  });
}

/** The intent as a catalog query: hard filters, groups of which a product must hold one word, and preferences. */
export function queryOf(
  intent: Intent,
  tree: CategoryNode[],
): { filter: ProductFilter; anyOf: string[][]; prefer: string[] } {
  const categoryIds = intent.categoryIds.flatMap((id) => {
    const node = findNode(tree, id);
    return node ? flatten(node).map((n) => n.id) : [];
  });
  const terms = (keys: string[], map: Map<string, VocabEntry>) => keys.flatMap((k) => map.get(k)?.terms ?? []);
  const scents = intent.scents.filter((k) => k !== 'unscented');
  const understood = intent.categoryIds.length + intent.scents.length + intent.materials.length + intent.uses.length;
  const prefer = [
    ...terms(intent.uses, USE_BY_KEY),
    ...terms(intent.scents.includes('unscented') ? ['unscented'] : [], SCENT_BY_KEY),
    ...intent.words,
  ];
  return {
    filter: {
      categoryIds: intent.categoryIds.length ? categoryIds : undefined,
      minPrice: intent.minPrice,
      maxPrice: intent.maxPrice,
      discountedOnly: intent.sale,
      inStockOnly: intent.inStock,
    },
    // Words alone (nothing else understood) must be found; beside understood filters they only rank.
    anyOf: [terms(scents, SCENT_BY_KEY), terms(intent.materials, MATERIAL_BY_KEY), understood ? [] : intent.words],
    prefer: [...new Set(prefer)],
  };
}

/**
 * When nothing fits, filters come off one kind at a time, least certain first: leftover words,
 * materials, scents, then categories. Price, sale and stock wishes are kept: the shopper said them.
 */
export function relaxations(intent: Intent): { intent: Intent; dropped: string[] }[] {
  const steps: { intent: Intent; dropped: string[] }[] = [];
  let current = intent;
  let dropped: string[] = [];
  const step = (keys: string[]) => {
    if (keys.length === 0) return;
    dropped = [...dropped, ...keys];
    current = withoutDropped(current, keys);
    steps.push({ intent: current, dropped });
  };
  step(intent.words.map((w) => `word:${w}`));
  step(intent.materials.map((k) => `material:${k}`));
  step(intent.scents.map((k) => `scent:${k}`));
  step(intent.categoryIds.map((id) => `category:${id}`));
  return steps;
}
