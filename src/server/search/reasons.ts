import { pick } from '~/lib/i18n';
import { findNode, flatten } from '../catalog/category-tree.ts';
import { productPrice } from '../catalog/pricing.ts';
import type { SearchCandidate } from '../catalog/product.repository.ts';
import type { Intent } from './ai-search.types.ts';
import { type ChipContext, MATERIAL_BY_KEY, SCENT_BY_KEY, USE_BY_KEY } from './intent-filters.ts';

const holds = (p: SearchCandidate, terms: string[]) => terms.some((t) => p.search_text.includes(t));

/**
 * The one-line reason a product is shown, made of the asked-for things it really has: its scent,
 * material, category, price within the limits, discount, stock, and the uses it suits.
 */
export function ruleReason(p: SearchCandidate, intent: Intent, c: ChipContext): string {
  const en = c.lang === 'en';
  const i = en ? 1 : 0;
  const parts: string[] = [];
  for (const k of intent.scents) {
    const e = SCENT_BY_KEY.get(k);
    if (e && holds(p, e.terms))
      parts.push(k === 'unscented' ? e.label[i] : en ? `${e.label[1]} scent` : `${e.label[0]} 향`);
  }
  for (const k of intent.materials) {
    const e = MATERIAL_BY_KEY.get(k);
    if (e && holds(p, e.terms)) parts.push(en ? `made with ${e.label[1].toLowerCase()}` : `${e.label[0]} 소재`);
  }
  for (const id of intent.categoryIds) {
    const node = findNode(c.tree, id);
    if (node && flatten(node).some((n) => n.id === p.category_id)) parts.push(pick(node, 'name', c.lang));
  }
  const price = productPrice(p);
  if (price && (intent.maxPrice !== undefined || intent.minPrice !== undefined)) {
    parts.push(en ? `${c.format(price)}, within your budget` : `예산 안 가격 ${c.format(price)}`);
  }
  if (p.discount_rate > 0 && intent.sale)
    parts.push(en ? `${p.discount_rate}% off now` : `지금 ${p.discount_rate}% 할인`);
  if (p.stock > 0 && intent.inStock) parts.push(en ? 'in stock' : '바로 구매 가능');
  const uses = intent.uses.flatMap((k) => {
    const e = USE_BY_KEY.get(k);
    return e && holds(p, e.terms) ? [e.reason[i]] : [];
  });
  const words = intent.words.filter((w) => p.search_text.includes(w));
  if (words.length) parts.push(en ? `mentions “${words.join('”, “')}”` : `'${words.join("', '")}' 관련`);
  const line = [...parts, ...uses.slice(0, 1)].join(' · ');
  if (line) return line;
  return en ? 'A popular pick among shoppers like you' : '많은 분들이 찾는 인기 상품이에요';
}
