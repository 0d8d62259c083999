import { buildSearchText } from '../catalog/search-text.ts';
import type { DisclosureRow } from '../db/schema/catalog.ts';
import type { products } from '../db/schema/index.ts';
import { itemsByFamily, OPTION_SETS, type OptionSet } from './catalog-data.ts';
import { FAMILY_IMAGE, type Family, type FlatCategory } from './categories.ts';
import { productImagePath, VARIANTS_PER_KIND } from './images/products.ts';
import { rng } from './random.ts';

export type NewProduct = typeof products.$inferInsert;
export type DemoProduct = { row: NewProduct; options: OptionSet };

const SCENTED: Family[] = [
  'fo-floral',
  'fo-fruity',
  'fo-woody',
  'fo-citrus',
  'fo-gourmand',
  'eo-single',
  'eo-blend',
  'candle',
  'pillar',
  'reed-diffuser',
  'car-diffuser',
  'diffuser-base',
];
const SWATCHED: Family[] = ['dye', 'mica', 'jar', 'candle', 'pillar'];
const SWATCH_COLORS = ['#f4ede1', '#d9b99b', '#c0504d', '#e6a23c', '#5b8c5a', '#4f6fa8', '#8e5ea2', '#2f2a26'];

function disclosure(name: string, name_en: string, scented: boolean): DisclosureRow[] {
  const rows: DisclosureRow[] = [
    { label: '품명 및 모델명', label_en: 'Product and model', value: name, value_en: name_en },
    { label: '제조국', label_en: 'Country of manufacture', value: '대한민국', value_en: 'Republic of Korea' },
    {
      label: '제조자/수입자',
      label_en: 'Manufacturer/importer',
      value: '(주)에반스캔들',
      value_en: 'Evans Candle Co., Ltd.',
    },
    {
      label: 'A/S 책임자와 전화번호',
      label_en: 'After-sales contact',
      value: '에반스캔들 고객센터 1588-0000',
      value_en: 'Evans Candle customer service 1588-0000',
    },
  ];
  if (scented) {
    rows.push(
      { label: '사용기한', label_en: 'Use by', value: '제조일로부터 24개월', value_en: '24 months from manufacture' },
      {
        label: '주의사항',
        label_en: 'Precautions',
        value: '어린이 손에 닿지 않게 보관하고, 피부에 직접 닿지 않도록 하십시오.',
        value_en: 'Keep out of reach of children and avoid direct contact with skin.',
      },
    );
  }
  return rows;
}

/** The base catalog: every item of every leaf, with plausible stock, prices, discounts and reviews. */
export function demoProducts(categories: FlatCategory[], now = Date.now()): DemoProduct[] {
  const r = rng(20250714);
  const items = itemsByFamily();
  const out: DemoProduct[] = [];
  let n = 0;
  for (const cat of categories) {
    if (!cat.family) continue;
    for (const [name, name_en, price, kw, kwEn] of items[cat.family] ?? []) {
      n++;
      const kind = FAMILY_IMAGE[cat.family];
      const v = n % VARIANTS_PER_KIND;
      const scented = SCENTED.includes(cat.family);
      const discount = r.chance(0.22) ? r.pick([5, 10, 15, 20, 30, 40]) : 0;
      const soldOut = r.chance(0.08);
      const notForSale = n % 67 === 0;
      const isNew = r.chance(0.18);
      const isBest = r.chance(0.15);
      const reviews = r.chance(0.75) ? r.int(0, 480) : 0;
      const options = r.chance(0.6) ? (OPTION_SETS[cat.family] ?? []) : [];
      const summary = kw.split(' ').slice(0, 4).join(' ');
      const badges = [isNew && 'NEW', isBest && 'BEST', discount >= 20 && 'SALE', reviews > 300 && 'HOT'].filter(
        Boolean,
      ) as string[];
      const swatches = SWATCHED.includes(cat.family)
        ? Array.from({ length: r.int(2, 4) }, (_, i) => ({
            color: SWATCH_COLORS[(n + i * 3) % SWATCH_COLORS.length] ?? '#f4ede1',
            image_url: `/media/${productImagePath(kind, v + i)}`,
          }))
        : [];
      const images = [0, 1, 2].map((i) => `/media/${productImagePath(kind, v + i)}`);
      out.push({
        options,
        row: {
          category_id: cat.id,
          name,
          name_en,
          summary,
          summary_en: kwEn.split(' ').slice(0, 4).join(' '),
          keywords: `${kw} ${kwEn}`,
          description: `<p>${name}은(는) 에반스캔들이 직접 테스트한 ${cat.name} 제품입니다.</p><ul><li>공방과 개인 작업 모두에 알맞은 품질</li><li>소량부터 대용량까지 구매 가능</li></ul>`,
          description_en: `<p>${name_en} is a ${cat.name_en.toLowerCase()} product tested in the Evans Candle studio.</p><ul><li>Suited to studios and home makers alike</li><li>Available from small packs to bulk</li></ul>`,
          base_price: notForSale ? null : price,
          discount_rate: notForSale ? 0 : discount,
          coupon_discount: !notForSale && r.chance(0.08) ? r.pick([1000, 2000, 3000]) : 0,
          stock: soldOut ? 0 : r.int(3, 400),
          is_sale: discount > 0,
          is_new: isNew,
          is_best: isBest,
          badges,
          icons: [scented ? 'scent' : 'tool', r.chance(0.3) ? 'eco' : '', r.chance(0.2) ? 'handmade' : ''].filter(
            Boolean,
          ),
          color_swatches: swatches,
          images,
          thumb_image: images[0] ?? '',
          disclosure: disclosure(name, name_en, scented),
          chemical_safety_no: scented
            ? `CB${r.int(20, 25)}-${String(r.int(1, 99)).padStart(2, '0')}-${r.int(1000, 9999)}`
            : null,
          status: n % 97 === 0 ? 'hidden' : 'active',
          review_count: reviews,
          rating_avg: reviews ? (3.8 + r.next() * 1.2).toFixed(2) : '0',
          sales_count: r.int(0, 2000),
          search_text: buildSearchText({ name, name_en, keywords: `${kw} ${kwEn}`, summary, categories: cat.path }),
          created_at: new Date(now - r.int(1, 540) * 86_400_000 - r.int(0, 86_399) * 1000),
        },
      });
    }
  }
  return out;
}
