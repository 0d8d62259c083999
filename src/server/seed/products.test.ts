import { describe, expect, it } from 'vitest';
import { initialConsonants } from '../catalog/search-text.ts';
import { flatCategories } from './categories.data.ts';
import { FAMILIES } from './families.ts';
import { IMAGE_KINDS, productImagePath, variantsOf } from './images/product-art.ts';
import { productLooks } from './product-looks.ts';
import { hashtags, seedProducts } from './products.ts';

const NOW = Date.parse('2026-11-22T12:00:00+09:00');
const cats = flatCategories();
const list = seedProducts(cats, NOW);
const rows = list.map((p) => p.row);
const share = (pred: (r: (typeof rows)[number]) => boolean) => rows.filter(pred).length / rows.length;

describe('seeded catalog', () => {
  it('has at least 200 products spread over the leaf categories', () => {
    expect(rows.length).toBeGreaterThanOrEqual(200);
    const leaves = cats.filter((c) => c.family).map((c) => c.id);
    for (const id of leaves) expect(rows.some((r) => r.category_id === id)).toBe(true);
  });

  it('prices in won rounded to 100 between 1,500 and 89,000, a few not for sale', () => {
    for (const r of rows) {
      if (r.base_price == null) continue;
      expect(r.base_price % 100).toBe(0);
      expect(r.base_price).toBeGreaterThanOrEqual(1500);
      expect(r.base_price).toBeLessThanOrEqual(89000);
    }
    expect(rows.filter((r) => r.base_price == null).length).toBeGreaterThan(0);
  });

  it('sells out about 8%, discounts about a fifth by 5 to 40%, and puts options on about 30%', () => {
    expect(share((r) => r.stock === 0)).toBeGreaterThan(0.04);
    expect(share((r) => r.stock === 0)).toBeLessThan(0.14);
    expect(share((r) => (r.discount_rate ?? 0) > 0)).toBeGreaterThan(0.14);
    expect(share((r) => (r.discount_rate ?? 0) > 0)).toBeLessThan(0.3);
    for (const r of rows) if (r.discount_rate) expect(r.discount_rate).toBeGreaterThanOrEqual(5);
    expect(Math.max(...rows.map((r) => r.discount_rate ?? 0))).toBeLessThanOrEqual(40);
    const withOptions = list.filter((p) => p.options.length > 0).length / list.length;
    expect(withOptions).toBeGreaterThan(0.2);
    expect(withOptions).toBeLessThan(0.4);
  });

  it('keeps a product with options in stock exactly as long as one of its options is', () => {
    for (const p of list.filter((x) => x.options.length)) {
      expect(p.row.stock).toBe(p.options.reduce((sum, o) => sum + o.stock, 0));
    }
  });

  it('registers household chemicals (fragrances, candles, diffusers) with a safety number and discloses it', () => {
    list.forEach((p, i) => {
      const family = cats.find((c) => c.id === p.row.category_id)?.family;
      const chemical = family ? FAMILIES[family].chemical : false;
      if (chemical) {
        expect(p.row.chemical_safety_no, String(i)).toMatch(/^CB\d{2}-\d{2}-\d{4}$/);
        expect(p.row.disclosure?.map((d) => d.label)).toEqual(expect.arrayContaining(['사용기한', '주의사항']));
      } else expect(p.row.chemical_safety_no).toBeNull();
      for (const d of p.row.disclosure ?? []) expect(d.label_en && d.value_en).toBeTruthy();
    });
  });

  it('shows only pictures the seed renders, and spreads creation over the last 18 months', () => {
    const rendered = new Set([
      ...IMAGE_KINDS.flatMap((k) =>
        Array.from({ length: variantsOf(k) }, (_, v) => `/media/${productImagePath(k, v)}`),
      ),
      ...productLooks().map((l) => `/media/${productImagePath(l.kind, 0, l.look)}`),
    ]);
    for (const r of rows) {
      for (const img of [...(r.images ?? []), r.thumb_image ?? '']) expect(rendered.has(img), img).toBe(true);
      for (const s of r.color_swatches ?? []) expect(s.color).toMatch(/^#[0-9a-f]{6}$/);
      const age = NOW - (r.created_at as Date).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(548 * 86_400_000);
    }
  });

  it('fills search text with the names, keywords and category names run together, and the initial consonants', () => {
    const wax = rows.find((r) => r.name === '골든브랜즈 소이왁스 464');
    expect(wax?.search_text).toContain('골든브랜즈소이왁스464');
    expect(wax?.search_text).toContain('goldenbrands464soywax');
    expect(wax?.search_text).toContain('컨테이너용소이왁스');
    for (const r of rows) expect(r.search_text).toContain(initialConsonants(r.name));
  });

  it('derives badges from the flags: NEW for new items, BEST for best sellers, SALE from 20% off', () => {
    for (const r of rows) {
      expect(r.badges?.includes('NEW')).toBe(r.is_new);
      expect(r.badges?.includes('BEST')).toBe(r.is_best);
      expect(r.badges?.includes('SALE')).toBe((r.discount_rate ?? 0) >= 20);
    }
    expect(rows.filter((r) => r.is_best).length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.is_new).length).toBeGreaterThanOrEqual(8);
  });
});

describe('keyword tags of the seeded products', () => {
  it('are phrases, not split words: 비 오는 숲 is one tag (#비오는숲), never #비 #오는 #숲', () => {
    expect(hashtags('비 오는 숲, 시그니처 블렌드, 에반스, 캔들향료')).toBe('비오는숲 시그니처블렌드 에반스 캔들향료');
    expect(hashtags('Wood Sage & Sea Salt, scented soy candle, gift')).toBe('WoodSageSeaSalt ScentedSoyCandle gift');
    expect(hashtags('소이왁스 컨테이너 캔들왁스 464')).toBe('소이왁스 컨테이너 캔들왁스 464');
  });

  it('every seeded summary shows whole scent names as tags', () => {
    const rainy = list.find((p) => p.row.name === '비 오는 숲 소이 캔들');
    expect((rainy?.row.summary ?? '').split(' ')).toContain('비오는숲');
    expect((rainy?.row.summary ?? '').split(' ')).not.toContain('오는');
    expect((rainy?.row.summary_en ?? '').split(' ')).toContain('RainyForest');
  });
});
