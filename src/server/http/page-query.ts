/**
 * The query strings of the shop's pages, read leniently: a value a page cannot use falls back to its
 * default instead of an error (a shopper's mistyped address still shows the list). The schemas are
 * built once here, not in each page's frontmatter, which runs for every request.
 */
import { z } from 'astro/zod';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { SEARCH_SORTS } from '../search/search.schema.ts';

const pageNumber = (max: number) => z.coerce.number().int().min(1).max(max).catch(1);
const productId = z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined);

/** `?page=` alone, up to 100,000 (lists of products, notifications, store orders, wishes). */
export const pageOnlyQuery = z.object({ page: pageNumber(100_000) });
/** `?page=` of the shop-wide review and question boards, up to 10,000. */
export const boardPageQuery = z.object({ page: pageNumber(10_000) });
/** `?page=` of the best sellers: a short ranking. */
export const rankingPageQuery = z.object({ page: pageNumber(1000) });

export const CATEGORY_SORTS = ['newest', 'popular', 'price_asc', 'price_desc', 'reviews'] as const;
/** Price bands as Korean supply shops show them (KRW, on the price paid). */
export const PRICE_BANDS = {
  u10: { max: 9_999 },
  '10-30': { min: 10_000, max: 29_999 },
  '30-50': { min: 30_000, max: 49_999 },
  o50: { min: 50_000 },
} as const satisfies Record<string, { min?: number; max?: number }>;
export type PriceBand = keyof typeof PRICE_BANDS;

/** The lowest star average the rating filter offers ('4': 4 stars and up). */
export const RATING_FLOOR = 4;

/**
 * The filters of a product list (category, new items, best sellers): a price band, in stock only,
 * sale only, 4 stars and up, and one category among those the page offers (`cat`).
 */
const listingFilters = {
  price: z
    .enum(Object.keys(PRICE_BANDS) as [PriceBand, ...PriceBand[]])
    .optional()
    .catch(undefined),
  in_stock: z.literal('1').optional().catch(undefined),
  sale: z.literal('1').optional().catch(undefined),
  rating: z.literal(String(RATING_FLOOR)).optional().catch(undefined),
  cat: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
};
export type ListingFilters = { [K in keyof typeof listingFilters]?: z.output<(typeof listingFilters)[K]> };

/** A category page: sort, page and the filters. */
export const categoryPageQuery = z.object({
  sort: z.enum(CATEGORY_SORTS).catch('newest'),
  page: pageNumber(100_000),
  ...listingFilters,
});

/** The new items: page and the filters (always newest first). */
export const newItemPageQuery = z.object({ page: pageNumber(100_000), ...listingFilters });
/** The best sellers: page of the short ranking and the filters (always in the ranking's order). */
export const rankingListQuery = z.object({ page: pageNumber(1000), ...listingFilters });

/** The search page's sort, page and the list filters (the keyword is read on its own). */
export const searchPageQuery = z.object({
  sort: z.enum(SEARCH_SORTS).catch('relevance'),
  page: pageNumber(100_000),
  ...listingFilters,
});

/** All reviews: the tab and the page. */
export const reviewBoardQuery = z.object({
  tab: z.enum(['latest', 'best', 'photo']).catch('latest'),
  page: pageNumber(10_000),
});

/** A member's reviews or questions, with the product to write about when one is given. */
export const memberWritingQuery = z.object({ page: pageNumber(10_000), it_id: productId });

/** A product page's review list: its own page and sort, beside the question list's. */
export const productReviewsQuery = z.object({
  review_page: pageNumber(10_000),
  review_sort: z.enum(['latest', 'best', 'rating']).catch('latest'),
  /** `1`: only reviews with photos (포토 후기만). */
  review_photo: z
    .enum(['1'])
    .optional()
    .catch(undefined)
    .transform((v) => v === '1'),
});
/** A product page's question list page. */
export const productQuestionsQuery = z.object({ qna_page: pageNumber(10_000) });

export const ORDER_PERIODS = ['1m', '3m', '6m', '12m', 'all'] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number];
const PERIOD_MONTHS = { '1m': 1, '3m': 3, '6m': 6, '12m': 12 } as const;

/** Where a period of the account lists (orders, points) starts: months of 30 days back from `now`; `all` has no start. */
export function periodStart(period: OrderPeriod, now = new Date()): Date | undefined {
  return period === 'all' ? undefined : new Date(now.getTime() - PERIOD_MONTHS[period] * 30 * 86_400_000);
}

/** A member's orders: status, period and page. */
export const memberOrdersQuery = z.object({
  status: z
    .enum(ORDER_STATUSES as [string, ...string[]])
    .optional()
    .catch(undefined),
  period: z.enum(ORDER_PERIODS).catch('3m'),
  page: pageNumber(100_000),
});

/** A member's points ledger: period (as the order list's) and page. */
export const memberPointsQuery = z.object({
  period: z.enum(ORDER_PERIODS).catch('3m'),
  page: pageNumber(100_000),
});

/** A member's coupons: the tab (사용 가능, 사용 완료, 기간 만료) and page. */
export const memberCouponsQuery = z.object({
  tab: z.enum(['usable', 'used', 'expired']).catch('usable'),
  page: pageNumber(10_000),
});

/** The page's query string through one of the schemas above. */
export function readQuery<T extends z.ZodType>(schema: T, url: URL): z.infer<T> {
  return schema.parse(Object.fromEntries(url.searchParams));
}

/** `/tssa/category`'s filters: a track by its slug, a level, a month (`2026-12`) and sessions with seats left. */
export const tssaCatalogueQuery = z.object({
  track: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional()
    .catch(undefined),
  level: z.coerce.number().int().min(1).max(9).optional().catch(undefined),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
  seats: z
    .enum(['1'])
    .optional()
    .catch(undefined)
    .transform((v) => v === '1'),
});
