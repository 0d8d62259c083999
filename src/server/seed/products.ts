import { buildSearchText } from '../catalog/search-text.ts';
import type { products } from '../db/schema/index.ts';
import { itemsByFamily } from './catalog.data.ts';
import type { FlatCategory } from './categories.data.ts';
import { GROUP_COPY } from './copy.data.ts';
import { disclosureRows } from './disclosure.ts';
import { FAMILIES, type FamilyInfo } from './families.ts';
import { productImagePath, toneOf, variantsOf } from './images/product-art.ts';
import { lookSuffix } from './images/product-look.ts';
import { OPTION_SETS, type OptionRow } from './options.data.ts';
import { productLook } from './product-looks.ts';
import { daysAgo, type Rng, rng, won } from './random.ts';

export type NewProduct = typeof products.$inferInsert;
export type SeedProduct = { row: NewProduct; options: (OptionRow & { stock: number })[] };

const DISCOUNTS = [5, 10, 10, 15, 20, 20, 25, 30, 40];
const media = (path: string) => `/media/${path}`;
/** Option names that are sizes ('50ml', '5kg'), for the disclosure table; colours are left out. */
const sizeOptions = (options: OptionRow[]) => options.map((o) => o.name).filter((n) => /^\d/.test(n));

function iconsOf(info: FamilyInfo): string[] {
  const icons = [info.chemical ? 'scent' : '', info.eco ? 'eco' : '', info.handmade ? 'handmade' : ''];
  if (['wick', 'vessel', 'mold', 'tool', 'colour'].includes(info.group)) icons.push('tool');
  return icons.filter(Boolean).slice(0, 3);
}

function descriptionOf(info: FamilyInfo, safetyNo: string | null, lang: 0 | 1): string {
  const copy = GROUP_COPY[info.group];
  const points = copy.points.map((p) => `<li>${p[lang]}</li>`).join('');
  const safety = safetyNo
    ? `<p><strong>${lang ? 'Household chemical safety confirmation no.' : '안전확인대상생활화학제품 신고번호'}</strong> ${safetyNo}</p>`
    : '';
  return `<p>${copy.about[lang]}</p><ul>${points}</ul>${safety}`;
}

/** Plausible numbers for a card: stock, sales, reviews and rating that agree with each other. */
function numbers(r: Rng, popular: boolean) {
  const soldOut = r.chance(0.08);
  const sales = Math.floor(r.next() ** 2.4 * (popular ? 4200 : 2400));
  const reviews = Math.round(sales * (0.03 + r.next() * 0.12));
  return {
    soldOut,
    sales,
    reviews,
    rating: reviews ? Math.min(5, 4.1 + r.next() * 0.9).toFixed(2) : '0',
    stock: soldOut ? 0 : r.int(6, 480),
  };
}

/** Keyword phrases: separated by commas when there are any (비 오는 숲, 향초), else single words. */
export function phrases(keywords: string): string[] {
  const parts = keywords.includes(',') ? keywords.split(',') : keywords.split(' ');
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * The summary a card shows as hashtags: up to four keyword phrases, each one tag written as tags are
 * (비 오는 숲 → 비오는숲, Wood Sage & Sea Salt → WoodSageSeaSalt), so a phrase is never split into words.
 */
export function hashtags(keywords: string): string {
  const tag = (phrase: string) => {
    const words = phrase.split(/[^\p{L}\p{N}%]+/u).filter(Boolean);
    return words.length > 1 && !/[가-힣]/.test(phrase)
      ? words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')
      : words.join('');
  };
  return [...new Set(phrases(keywords).map(tag).filter(Boolean))].slice(0, 4).join(' ');
}

/** The base catalog: every item of every leaf category, with options, pictures and numbers. */
export function seedProducts(categories: FlatCategory[], now: number): SeedProduct[] {
  const r = rng(20250714);
  const items = itemsByFamily();
  const out: SeedProduct[] = [];
  let n = 0;
  for (const cat of categories) {
    if (!cat.family) continue;
    const info = FAMILIES[cat.family];
    const set = OPTION_SETS[cat.family];
    for (const [baseName, baseNameEn, basePrice, kw, kwEn] of items[cat.family]) {
      n++;
      const withOptions = set !== undefined && r.chance(0.72);
      const plain = set && !withOptions && set.plain !== undefined ? set.options[set.plain] : undefined;
      const name = plain ? `${baseName} ${plain.name}` : baseName;
      const name_en = plain ? `${baseNameEn} ${plain.name_en}` : baseNameEn;
      const price = won(basePrice + (plain?.delta ?? 0));
      const forSale = n % 76 !== 40;
      const discount = forSale && r.chance(0.22) ? r.pick(DISCOUNTS) : 0;
      const num = numbers(r, ['soy', 'cotton-wick', 'jar', 'fo-floral', 'fo-woody', 'candle'].includes(cat.family));
      const kind = info.image;
      const v = /앰버/.test(name) ? 1 : /프로스트/.test(name) ? 2 : (n * 5 + cat.id) % variantsOf(kind);
      // The main picture shows the scent family's colour and the volume; the others, the kind's set.
      const look = productLook(cat.family, name, withOptions);
      const main = lookSuffix(look) ? productImagePath(kind, 0, look) : productImagePath(kind, v);
      const images = [main, productImagePath(kind, v + 1), productImagePath(kind, v + 2)].map(media);
      const safetyNo = info.chemical
        ? `CB${r.int(21, 25)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`
        : null;
      const ageDays = r.int(0, 540);
      const summary = hashtags(kw);
      const keywords = `${phrases(kw).join(' ')} ${phrases(kwEn).join(' ')}`;
      const options =
        set && withOptions
          ? set.options.map((o, k) => ({
              ...o,
              stock: num.soldOut || r.chance(0.1) ? 0 : r.int(3, Math.max(12, 160 - k * 40)),
            }))
          : [];
      const stock = withOptions ? options.reduce((sum, o) => sum + o.stock, 0) : num.stock;
      out.push({
        options,
        row: {
          category_id: cat.id,
          name,
          name_en,
          summary,
          summary_en: hashtags(kwEn),
          keywords,
          description: descriptionOf(info, safetyNo, 0),
          description_en: descriptionOf(info, safetyNo, 1),
          base_price: forSale ? price : null,
          discount_rate: discount,
          coupon_discount: forSale && price >= 10000 && r.chance(0.07) ? r.pick([1000, 2000, 3000]) : 0,
          stock,
          is_sale: discount > 0,
          is_new: ageDays <= 60,
          is_best: false,
          badges: [],
          icons: iconsOf(info),
          color_swatches: info.swatches
            ? Array.from({ length: r.int(2, 4) }, (_, i) => ({
                color: toneOf(kind, v + i),
                image_url: media(productImagePath(kind, v + i)),
              }))
            : [],
          images,
          thumb_image: images[0] as string,
          disclosure: disclosureRows(name, name_en, info, safetyNo, sizeOptions(options)),
          chemical_safety_no: safetyNo,
          status: n % 83 === 50 ? 'hidden' : 'active',
          review_count: num.reviews,
          rating_avg: num.rating,
          sales_count: num.sales,
          search_text: buildSearchText({ name, name_en, keywords, summary, categories: cat.path }),
          created_at: daysAgo(ageDays, now, 9 + (n % 9)),
        },
      });
    }
  }
  return withBadges(out);
}

/** Best sellers are the top eighth by sales; badges follow from the flags and numbers. */
function withBadges(list: SeedProduct[]): SeedProduct[] {
  const sales = list.map((p) => p.row.sales_count ?? 0).sort((a, b) => b - a);
  const bestFrom = sales[Math.floor(list.length / 8)] ?? Number.POSITIVE_INFINITY;
  for (const { row } of list) {
    row.is_best = (row.sales_count ?? 0) > bestFrom;
    row.badges = [
      row.is_new && 'NEW',
      row.is_best && 'BEST',
      (row.discount_rate ?? 0) >= 20 && 'SALE',
      !row.is_best && (row.sales_count ?? 0) > 1500 && 'HOT',
    ].filter((b): b is string => typeof b === 'string');
  }
  return list;
}
