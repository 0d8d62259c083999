import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

export const categories = pgTable(
  'categories',
  {
    // Explicit ids: links and the Sale category (12) are addressed by id.
    id: integer('id').primaryKey(),
    parent_id: integer('parent_id'),
    name: text('name').notNull(),
    name_en: text('name_en').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
    is_visible: boolean('is_visible').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parent_id, t.sort_order)],
);

export type ColorSwatch = { color: string; image_url: string };
export type DisclosureRow = { label: string; label_en: string; value: string; value_en: string };

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    name_en: text('name_en').notNull(),
    summary: text('summary').notNull().default(''),
    summary_en: text('summary_en').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    description: text('description').notNull().default(''),
    description_en: text('description_en').notNull().default(''),
    /** KRW; null or 0 means the product is not for sale. */
    base_price: integer('base_price'),
    discount_rate: integer('discount_rate').notNull().default(0),
    /** What the shopper pays (spec 9: the discounted price rounded to 100 won), kept by the database. */
    sale_price: integer('sale_price').generatedAlwaysAs(
      sql`case when discount_rate > 0 then (round(base_price * (100 - discount_rate) / 10000.0) * 100)::integer else base_price end`,
    ),
    coupon_discount: integer('coupon_discount').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    is_sale: boolean('is_sale').notNull().default(false),
    is_new: boolean('is_new').notNull().default(false),
    is_best: boolean('is_best').notNull().default(false),
    is_custom: boolean('is_custom').notNull().default(false),
    badges: jsonb('badges').$type<string[]>().notNull().default([]),
    icons: jsonb('icons').$type<string[]>().notNull().default([]),
    color_swatches: jsonb('color_swatches').$type<ColorSwatch[]>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    thumb_image: text('thumb_image').notNull().default(''),
    disclosure: jsonb('disclosure').$type<DisclosureRow[]>().notNull().default([]),
    chemical_safety_no: text('chemical_safety_no'),
    status: text('status').notNull().default('active'), // active | hidden | soldout-hidden
    review_count: integer('review_count').notNull().default(0),
    rating_avg: numeric('rating_avg', { precision: 3, scale: 2 }).notNull().default('0'),
    sales_count: integer('sales_count').notNull().default(0),
    /** Lower-cased, space-free Korean/English names, keywords and category names, with initial consonants, for trigram search. */
    search_text: text('search_text').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.category_id, t.status, t.created_at),
    index('products_status_created_idx').on(t.status, t.created_at),
    index('products_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // The back office's low-stock filter (stock below N) without reading the whole table.
    index('products_stock_idx').on(t.stock),
    // The back office's list, newest number first, within a category or a status: without these the
    // database walked every product by number looking for a rare category's or status's 20 (0.4–0.7 s).
    index('products_category_id_idx').on(t.category_id, t.id),
    index('products_status_id_idx').on(t.status, t.id),
    // Best sellers first: a broad search ranks its best-selling matches, and the popular sort walks it.
    index('products_active_sales_idx')
      .on(t.sales_count.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    // The Sale category (discounted products) listed and counted without reading the whole table.
    index('products_active_sale_created_idx')
      .on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active' and ${t.discount_rate} > 0`),
    // Category listings of every sort and filter (price band, in stock, sale) read only this index
    // for the page's ids and the count; the 14 rows are then fetched by id.
    index('products_active_listing_idx')
      .on(t.category_id, t.sale_price, t.created_at, t.sales_count, t.review_count, t.stock, t.discount_rate, t.id)
      .where(sql`${t.status} = 'active'`),
    // Stock is taken by conditional updates; the database refuses a negative count all the same.
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    name_en: text('name_en').notNull(),
    price_delta: integer('price_delta').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    sort_order: integer('sort_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('product_options_product_idx').on(t.product_id, t.sort_order),
    check('product_options_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_member_product_key').on(t.member_id, t.product_id)],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    member_id: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    author_name: text('author_name').notNull(),
    order_line_id: integer('order_line_id'),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    is_best: boolean('is_best').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.product_id, t.created_at),
    index('product_reviews_member_idx').on(t.member_id),
  ],
);

export const productInquiries = pgTable(
  'product_inquiries',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    member_id: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    author_name: text('author_name').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    is_secret: boolean('is_secret').notNull().default(false),
    answer: text('answer'),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_inquiries_product_idx').on(t.product_id, t.created_at)],
);

/**
 * What a shopper may type for a word of the catalogue: a misspelling or spelling variant (라밴더 →
 * 라벤더), replaced before matching, or a synonym (향초 → 캔들), searched beside the word. Kept by
 * the shop (editable in the back office), read by the search service while `active`.
 */
export const searchVariants = pgTable(
  'search_variants',
  {
    id: serial('id').primaryKey(),
    variant: text('variant').notNull(),
    canonical: text('canonical').notNull(),
    kind: text('kind').notNull().default('spelling'), // spelling | synonym
    active: boolean('active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_variants_variant_key').on(t.variant)],
);

/** Keywords shoppers searched that found products, counted per day: the shop's popular keywords. */
export const searchKeywordCounts = pgTable(
  'search_keyword_counts',
  {
    keyword: text('keyword').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyword, t.day] }), index('search_keyword_counts_day_idx').on(t.day)],
);

/**
 * 재입고 알림: a member asks to be told when a sold-out product (or one of its sold-out options) is in
 * stock again. One waiting request per member, product and option; when the stock returns its mail is
 * put in the outbox once and the request is marked notified (asking again makes a new one).
 */
export const restockAlerts = pgTable(
  'restock_alerts',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    option_id: integer('option_id').references(() => productOptions.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notified_at: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('restock_alerts_waiting_key')
      .on(t.member_id, t.product_id, sql`coalesce(${t.option_id}, 0)`)
      .where(sql`${t.notified_at} is null`),
    index('restock_alerts_product_waiting_idx').on(t.product_id).where(sql`${t.notified_at} is null`),
  ],
);
