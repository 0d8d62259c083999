import { z } from 'astro/zod';
import { josa } from '~/lib/josa';
import { pageQuery } from '../http/pagination.ts';

/** Blank query or form fields (an empty select, an empty box) count as not given. */
const blankless = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** A form sends numbers as text; `12,000` is read as 12000. */
const numeric = (v: unknown) => {
  const b = blankless(v);
  if (typeof b !== 'string') return b;
  const n = Number(b.replace(/,/g, '').trim());
  return Number.isFinite(n) ? n : b;
};

export const PRODUCT_STATUSES = ['active', 'hidden', 'soldout-hidden'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
const statusError = '상태는 active, hidden, soldout-hidden 중 하나입니다.';

const whole = (what: string, min: number, max: number, unit: string) =>
  z.preprocess(
    numeric,
    z
      .number({ error: `${josa(what, '을/를')} 숫자로 입력해 주세요.` })
      .int({ error: `${josa(what, '은/는')} 정수로 입력해 주세요.` })
      .min(min, { error: `${josa(what, '은/는')} ${min.toLocaleString('ko-KR')}${unit} 이상이어야 합니다.` })
      .max(max, { error: `${josa(what, '은/는')} ${max.toLocaleString('ko-KR')}${unit} 이하로 입력해 주세요.` }),
  );

export const priceRule = whole('판매가', 0, 100_000_000, '원');
export const discountRule = whole('할인율', 0, 90, '%');
export const stockRule = whole('재고', 0, 1_000_000, '개');
export const couponRule = whole('쿠폰 할인 금액', 0, 10_000_000, '원');
export const deltaRule = whole('옵션 추가금액', -10_000_000, 10_000_000, '원');

const capped = (what: string, max: number) =>
  z
    .string({ error: `${josa(what, '을/를')} 입력해 주세요.` })
    .trim()
    .max(max, { error: `${josa(what, '은/는')} ${max.toLocaleString('ko-KR')}자 이하로 입력해 주세요.` });
/** A text that must be given. */
const required = (what: string, max: number) =>
  capped(what, max).min(1, { error: `${josa(what, '을/를')} 입력해 주세요.` });
/** A text that may be left blank. */
const text = (what: string, max: number) => capped(what, max).default('');

/** A list sent as an array, or as text with one entry per line or comma. */
const listOf = (what: string, maxEach: number, maxCount: number) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/[\n,]/)
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(maxEach, { error: `${josa(what, '은/는')} 한 개에 ${maxEach}자 이하입니다.` }),
        {
          error: `${josa(what, '을/를')} 목록으로 보내 주세요.`,
        },
      )
      .max(maxCount, { error: `${josa(what, '은/는')} ${maxCount}개까지 넣을 수 있습니다.` })
      .default([]),
  );

export const optionFields = z.object({
  id: z.preprocess(numeric, z.number().int().positive().optional()),
  name: required('옵션명', 100),
  name_en: text('영문 옵션명', 100),
  price_delta: deltaRule.default(0),
  stock: stockRule.default(0),
});
export type OptionInput = z.output<typeof optionFields>;

const swatch = z.object({
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: '색상은 #RRGGBB 형식입니다.' }),
  image_url: z.string().trim().max(300).default(''),
});
const disclosureRow = z.object({
  label: required('항목', 100),
  label_en: text('영문 항목', 100),
  value: required('내용', 1000),
  value_en: text('영문 내용', 1000),
});

/**
 * A product as an operator writes it (`POST /api/admin/products`, `PUT /api/admin/products/{id}`):
 * names, summaries and descriptions in Korean and English, price and discount, coupon label,
 * stock, category, status, options, marks, keywords, the disclosure table and the 안전확인 신고번호.
 */
export const productFields = z
  .object({
    name: required('상품명', 200),
    name_en: text('영문 상품명', 200),
    summary: text('요약', 500),
    summary_en: text('영문 요약', 500),
    description: text('상세 설명', 100_000),
    description_en: text('영문 상세 설명', 100_000),
    keywords: text('검색 키워드', 500),
    base_price: priceRule,
    discount_rate: discountRule.default(0),
    coupon_discount: couponRule.default(0),
    stock: stockRule.default(0),
    category_id: z.preprocess(
      numeric,
      z.number({ error: '카테고리를 선택해 주세요.' }).int({ error: '카테고리를 선택해 주세요.' }).positive(),
    ),
    status: z.preprocess(blankless, z.enum(PRODUCT_STATUSES, { error: statusError }).default('active')),
    chemical_safety_no: z.preprocess(
      blankless,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]{4,40}$/, { error: '안전확인 신고번호는 영문, 숫자, 하이픈 4~40자입니다.' })
        .nullable()
        .default(null),
    ),
    badges: listOf('배지', 30, 5),
    icons: listOf('아이콘', 40, 6),
    color_swatches: z.array(swatch).max(20, { error: '색상 칩은 20개까지입니다.' }).default([]),
    disclosure: z.array(disclosureRow).max(30, { error: '정보고시 항목은 30개까지입니다.' }).default([]),
    options: z.array(optionFields).max(50, { error: '옵션은 50개까지 넣을 수 있습니다.' }).default([]),
  })
  .strict();
export type ProductInput = z.output<typeof productFields>;

/** The product list's filters, shared by the page, its JSON call and the CSV export. */
export const adminProductFilters = z.object({
  q: z.preprocess(blankless, z.string().trim().max(100, { error: '검색어는 100자 이하로 입력해 주세요.' }).optional()),
  category: z.preprocess(numeric, z.number({ error: '카테고리가 올바르지 않습니다.' }).int().positive().optional()),
  status: z.preprocess(blankless, z.enum(PRODUCT_STATUSES, { error: statusError }).optional()),
  stock_below: z.preprocess(
    numeric,
    z
      .number({ error: '재고 기준을 숫자로 입력해 주세요.' })
      .int({ error: '재고 기준은 정수로 입력해 주세요.' })
      .min(1, { error: '재고 기준은 1 이상이어야 합니다.' })
      .max(1_000_000, { error: '재고 기준이 너무 큽니다.' })
      .optional(),
  ),
});
export type AdminProductFilters = z.output<typeof adminProductFilters>;
export const adminProductListQuery = adminProductFilters.and(pageQuery(20));

/** One row of the list's bulk edit: a product's price and/or stock (staff may send stock only). */
export const bulkRow = z
  .object({
    it_id: z.preprocess(numeric, z.number({ error: '상품번호가 올바르지 않습니다.' }).int().positive()),
    base_price: priceRule.optional(),
    stock: stockRule.optional(),
  })
  .strict();
export const bulkBody = z.object({
  rows: z
    .array(z.unknown(), { error: '바꿀 상품을 보내 주세요.' })
    .min(1, { error: '바꿀 상품을 보내 주세요.' })
    .max(100, { error: '한 번에 100개까지 바꿀 수 있습니다.' }),
});

/** `PUT /api/admin/products/{id}/stock`: the product's own count, or its options' counts. */
export const stockBody = z
  .object({
    stock: stockRule.optional(),
    options: z
      .array(z.object({ id: z.preprocess(numeric, z.number().int().positive()), stock: stockRule }).strict())
      .max(50)
      .optional(),
  })
  .strict()
  .refine((v) => v.stock !== undefined || (v.options?.length ?? 0) > 0, {
    error: '바꿀 재고를 입력해 주세요.',
    path: ['stock'],
  });

const pictureUrl = z.string({ error: '사진 주소를 보내 주세요.' }).trim().min(1).max(500);
/** `PUT /api/admin/products/{id}/pictures`: the product's pictures in their new order. */
export const arrangeBody = z.object({
  images: z.array(pictureUrl, { error: '사진 목록을 보내 주세요.' }).max(50),
});
/** `DELETE /api/admin/products/{id}/pictures`: the picture to remove. */
export const removePictureBody = z.object({ image: pictureUrl });
