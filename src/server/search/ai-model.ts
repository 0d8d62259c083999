import { z } from 'astro/zod';
import type { Language } from '~/lib/constants';
import { type CategoryNode, flatten } from '../catalog/category-tree.ts';
import { productPrice } from '../catalog/pricing.ts';
import type { ListedProduct } from '../catalog/product.repository.ts';
import type { AiConfig } from '../i18n/ai-translator.ts';
import { emptyIntent, type Intent } from './ai-search.types.ts';
import { MATERIALS, SCENTS, USES } from './query-vocabulary.ts';

/** Calls an OpenAI-compatible chat model for one JSON object; any failure throws. */
async function chatJson(cfg: AiConfig, system: string, user: unknown, signal: AbortSignal): Promise<unknown> {
  const res = await fetch(`${cfg.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${cfg.apiKey}` },
    body: JSON.stringify({
      model: cfg.model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: JSON.stringify(user) },
      ],
    }),
    signal,
  });
  if (!res.ok) throw new Error(`model answered ${res.status}`);
  const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
  return JSON.parse(body.choices?.[0]?.message?.content ?? '');
}

const UNDERSTAND = [
  'You read what a shopper of a Korean candle, fragrance and diffuser supply shop is looking for.',
  'The user message is JSON: the question, the category tree, and the allowed scent, material and use keys.',
  'Answer only with a JSON object: {"categories": [category ids], "scents": [keys], "materials": [keys],',
  '"uses": [keys], "min_price_krw": number or null, "max_price_krw": number or null, "sale": boolean,',
  '"in_stock": boolean, "words": [at most 5 other words worth looking for]}.',
  'Use only ids and keys from the lists. Prices are in KRW: convert dollars with krw_per_usd;',
  '만원 is 10,000 won. "under" or 이하 is a maximum, "over" or 이상 a minimum.',
  'sale is true only when the shopper asks for discounts (세일, 할인, sale); in_stock only when they ask for available items.',
].join(' ');

const keys = z.array(z.string().max(40)).max(12).default([]);
const price = z.number().nonnegative().max(100_000_000).nullable().optional();
const understanding = z.object({
  categories: z.array(z.number().int()).max(12).default([]),
  scents: keys,
  materials: keys,
  uses: keys,
  min_price_krw: price,
  max_price_krw: price,
  sale: z.boolean().default(false),
  in_stock: z.boolean().default(false),
  words: z.array(z.string().max(30)).max(5).default([]),
});

const brief = (n: CategoryNode) => ({ id: n.id, name: n.name, name_en: n.name_en, parent_id: n.parent_id });

/**
 * The model reads the question into filters (validated JSON); anything outside the real category
 * tree and the known keys is dropped, and the Sale category becomes the sale wish.
 */
export async function modelIntent(
  cfg: AiConfig,
  question: string,
  ctx: { tree: CategoryNode[]; krwPerUsd: number; saleCategoryId: number },
  signal: AbortSignal,
): Promise<Intent> {
  const nodes = ctx.tree.flatMap(flatten);
  const answer = await chatJson(
    cfg,
    UNDERSTAND,
    {
      question,
      krw_per_usd: ctx.krwPerUsd,
      categories: nodes.map(brief),
      scents: SCENTS.map((e) => e.key),
      materials: MATERIALS.map((e) => e.key),
      uses: USES.map((e) => e.key),
    },
    signal,
  );
  const read = understanding.parse(answer);
  const ids = new Set(nodes.map((n) => n.id));
  const only = (list: string[], allowed: { key: string }[]) => [
    ...new Set(list.filter((k) => allowed.some((e) => e.key === k))),
  ];
  const intent = emptyIntent();
  intent.categoryIds = [...new Set(read.categories.filter((id) => ids.has(id) && id !== ctx.saleCategoryId))];
  intent.scents = only(read.scents, SCENTS);
  intent.materials = only(read.materials, MATERIALS);
  intent.uses = only(read.uses, USES);
  intent.minPrice = read.min_price_krw ?? undefined;
  intent.maxPrice = read.max_price_krw ?? undefined;
  intent.sale = read.sale || read.categories.includes(ctx.saleCategoryId);
  intent.inStock = read.in_stock;
  intent.words = [...new Set(read.words.map((w) => w.toLowerCase().replace(/\s+/g, '')).filter((w) => w.length >= 2))];
  return intent;
}

const EXPLAIN = [
  'You help a shopper of a Korean candle, fragrance and diffuser supply shop choose.',
  'The user message is JSON: their question, the language to write in (ko: Korean, en: English), and candidate products.',
  'Pick the candidates that fit the question best, best first, and give each a one-line reason (under 80 characters)',
  'based only on the product data given. Answer only with a JSON object: {"items": [{"id": candidate id, "reason": text}]}.',
  'Use only ids of the candidates.',
].join(' ');

const explanation = z.object({
  items: z
    .array(
      z.object({
        id: z.number().int(),
        reason: z
          .string()
          .trim()
          .min(1)
          .transform((s) => s.slice(0, 120)),
      }),
    )
    .max(50),
});

/**
 * The model orders the candidates and writes their reasons; ids it invents are dropped, so only
 * products that exist (and passed the filters) are ever shown.
 */
export async function modelReasons(
  cfg: AiConfig,
  question: string,
  candidates: ListedProduct[],
  lang: Language,
  signal: AbortSignal,
): Promise<{ id: number; reason: string }[]> {
  const answer = await chatJson(
    cfg,
    EXPLAIN,
    {
      question,
      language: lang === 'en' ? 'en' : 'ko',
      candidates: candidates.map((p) => ({
        id: p.id,
        name: p.name,
        name_en: p.name_en,
        price_krw: productPrice(p),
        discount_rate: p.discount_rate,
        in_stock: p.stock > 0,
        keywords: p.keywords,
      })),
    },
    signal,
  );
  const known = new Set(candidates.map((p) => p.id));
  const seen = new Set<number>();
  return explanation.parse(answer).items.filter((it) => {
    if (!known.has(it.id) || seen.has(it.id)) return false;
    seen.add(it.id);
    return true;
  });
}
