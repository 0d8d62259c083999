import { z } from 'astro/zod';
import { DEFAULT_PAGE_SIZE } from '~/lib/constants';
import { pageQuery } from '../http/pagination.ts';

export const PRODUCT_SORTS = ['newest', 'popular', 'price_asc', 'price_desc', 'reviews'] as const;

const flag = (field: string) =>
  z
    .enum(['1', '0', 'true', 'false', 'on'], { error: `${field}는 1 또는 0이어야 합니다.` })
    .optional()
    .transform((v) => v === '1' || v === 'true' || v === 'on');

const price = (field: string) =>
  z.coerce
    .number({ error: `${field}는 숫자여야 합니다.` })
    .int({ error: `${field}는 정수여야 합니다.` })
    .min(0, { error: `${field}는 0 이상이어야 합니다.` })
    .max(100_000_000, { error: `${field}가 너무 큽니다.` })
    .optional();

/** What a product list may be asked for: sort, price range (KRW, the price paid), in stock only, sale only. */
export const productListQuery = z
  .object({
    category_id: z.coerce
      .number({ error: 'category_id는 숫자여야 합니다.' })
      .int({ error: 'category_id는 정수여야 합니다.' })
      .min(1, { error: 'category_id가 올바르지 않습니다.' })
      .optional(),
    sort: z.enum(PRODUCT_SORTS, { error: `sort는 ${PRODUCT_SORTS.join(', ')} 중 하나여야 합니다.` }).default('newest'),
    min_price: price('min_price'),
    max_price: price('max_price'),
    in_stock: flag('in_stock'),
    sale: flag('sale'),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    error: '최저 가격은 최고 가격보다 클 수 없습니다.',
    path: ['min_price'],
  })
  .and(pageQuery(DEFAULT_PAGE_SIZE));

export type ProductListQuery = z.output<typeof productListQuery>;
