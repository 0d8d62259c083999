import type { CategoryNode } from '../catalog/category-tree.ts';
import { flatten } from '../catalog/category-tree.ts';
import { emptyIntent, type Intent } from './ai-search.types.ts';
import { readPrice } from './price-reader.ts';
import { CATEGORY_WORDS, MATERIALS, SCENTS, STOPWORDS, USES, type VocabEntry } from './query-vocabulary.ts';

export type ReaderContext = { tree: CategoryNode[]; krwPerUsd: number; saleCategoryId: number };

const SALE = /세일|할인|특가|\bsale\b|\bon sale\b|\bdiscount(?:ed|s)?\b|\bdeals?\b|\bclearance\b/giu;
const STOCK =
  /재고\s*(?:가\s*)?있는|재고\s*있|품절\s*(?:제외|아닌|빼고|말고|없는)|바로\s*(?:구매|살\s*수|배송)|구매\s*가능|\bin[ -]stock\b|\bavailable\b|\bnot sold out\b/giu;

/** What may follow a short Korean word in a question: particles and the suffixes shoppers add (아이용, 틴에). */
const KO_SUFFIX =
  '(?:향의|향이|향으로|향|용으로|용의|용|에서|에게|에|의|을|를|이랑|이|가|은|는|도|으로|로|와|과|랑|하고|만|처럼|같은|방|들)?';
const HANGUL = /[가-힣]/;
/** Short Korean words that are also the start of others (아이 in 아이보리, 틴 in 크리스틴): read only as whole words. */
const BOUNDED = new Set(['아이', '아기', '유아', '키즈']);

type Pattern = {
  re: RegExp;
  length: number;
  kind: 'category' | 'scent' | 'material' | 'use';
  key: string;
  weak: boolean;
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Korean is matched inside run-together words too (라벤더디퓨저, 소이캔들), longest words first,
 * except one-syllable and BOUNDED words; English only as whole words.
 */
function patternOf(word: string): { re: RegExp; length: number } {
  const w = word.trim().toLowerCase();
  const length = w.replace(/\s+/g, '').length;
  const body = w.split(/\s+/).map(escapeRegExp).join('\\s*');
  if (!HANGUL.test(w)) {
    // English words are read in the singular or plural (diffuser base = Diffuser bases).
    const english = w
      .split(/\s+/)
      .map((x) => `${escapeRegExp(x.length > 3 ? x.replace(/(?<=[^s])s$/, '') : x)}${x.length > 3 ? '(?:e?s)?' : ''}`)
      .join('\\s*');
    return { re: new RegExp(`(?<![a-z0-9])${english}(?![a-z0-9])`, 'giu'), length };
  }
  if (length > 1 && !BOUNDED.has(w)) return { re: new RegExp(body, 'giu'), length };
  return { re: new RegExp(`(?<![가-힣])${body}${KO_SUFFIX}(?![가-힣])`, 'giu'), length };
}

/** The category tree's own names (and their parts: 용기·병 → 용기), then the everyday words. */
function categoryPatterns(ctx: ReaderContext, taken: Set<string>): Pattern[] {
  const nodes = ctx.tree.flatMap(flatten).filter((n) => n.id !== ctx.saleCategoryId);
  const byName = new Map(nodes.map((n) => [n.name, n]));
  const out: Pattern[] = [];
  const add = (word: string, id: number, weak: boolean, minLength = 2) => {
    const w = word.trim().toLowerCase();
    if (w.replace(/\s+/g, '').length < minLength || taken.has(w)) return;
    // A tree name that is also an everyday weak word (Candles, 캔들) is read as the weak word.
    if (!weak && WEAK_WORDS.has(w)) return;
    out.push({ ...patternOf(w), kind: 'category', key: String(id), weak });
  };
  for (const n of nodes) {
    for (const name of [n.name, n.name_en]) {
      add(name, n.id, false);
      const parts = name.split(/[·&,()/]|\band\b/).filter((p) => p.trim() !== name.trim());
      for (const part of parts) if (!GENERAL_PARTS.has(part.trim().toLowerCase())) add(part, n.id, false);
    }
  }
  for (const c of CATEGORY_WORDS) {
    const node = byName.get(c.name);
    if (node) for (const w of [...c.ko, ...c.en]) add(w, node.id, c.weak ?? false, 1);
  }
  return out;
}

const WEAK_WORDS = new Set(CATEGORY_WORDS.filter((c) => c.weak).flatMap((c) => [...c.ko, ...c.en]));
/** Parts of category names too general to name the category (시트러스·그린 → 그린). */
const GENERAL_PARTS = new Set(['green', '그린', '고정', '플라워']);

function vocabPatterns(kind: Pattern['kind'], list: VocabEntry[]): Pattern[] {
  return list.flatMap((e) => [...e.ko, ...e.en].map((w) => ({ ...patternOf(w), kind, key: e.key, weak: false })));
}

/** Korean particles cut from leftover words (향초를 → 향초). */
const PARTICLE = /(?:에서|에게|으로|이랑|하고|처럼|용으로|용|에|의|을|를|이|가|은|는|도|로|와|과|랑|만)$/u;

function leftoverWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^가-힣a-z0-9ㄱ-ㅎ]+/u)
    .map((w) => (HANGUL.test(w) && w.length > 2 ? w.replace(PARTICLE, '') : w))
    .filter((w) => w.length >= 2 && !STOPWORDS.has(w) && !/^\d{1,2}$/.test(w));
  return [...new Set(words)].slice(0, 5);
}

/**
 * The rule-based reader: price limits, sale and stock wishes, then the longest known words first
 * (categories of the real tree, scents, materials, uses), each word read once; what is left over
 * stays as words to look for.
 */
export function readQuestion(question: string, ctx: ReaderContext): Intent {
  const intent = emptyIntent();
  const price = readPrice(question.normalize('NFC').toLowerCase(), ctx.krwPerUsd);
  intent.minPrice = price.min;
  intent.maxPrice = price.max;
  let text = price.text;
  const blank = (re: RegExp, hit: () => void) => {
    text = text.replace(re, (m) => {
      hit();
      return ' '.repeat(m.length);
    });
  };
  blank(SALE, () => {
    intent.sale = true;
  });
  blank(STOCK, () => {
    intent.inStock = true;
  });
  const vocabulary = [
    ...vocabPatterns('scent', SCENTS),
    ...vocabPatterns('material', MATERIALS),
    ...vocabPatterns('use', USES),
  ];
  const taken = new Set([...SCENTS, ...MATERIALS].flatMap((e) => [...e.ko, ...e.en]));
  const patterns = [...categoryPatterns(ctx, taken), ...vocabulary].sort((a, b) => b.length - a.length);
  const weakCategories: number[] = [];
  const note = <T>(list: T[], value: T) => {
    if (!list.includes(value)) list.push(value);
  };
  for (const p of patterns) {
    blank(p.re, () => {
      if (p.kind === 'category') note(p.weak ? weakCategories : intent.categoryIds, Number(p.key));
      else if (p.kind === 'scent') note(intent.scents, p.key);
      else if (p.kind === 'material') note(intent.materials, p.key);
      else note(intent.uses, p.key);
    });
  }
  // 'candle' or 'diffuser' next to a supply (캔들 용기, diffuser base) describes the supply.
  if (intent.categoryIds.length === 0) intent.categoryIds = weakCategories;
  intent.words = leftoverWords(text);
  return intent;
}
