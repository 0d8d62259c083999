import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productOptions, products } from './catalog.ts';
import { members } from './members.ts';

const created_at = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated_at = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Shop notices (board 'shop') and workshop notices (board 'tssa'). `published_at` is the date a
 * notice carries and is listed by; one dated in the future is shown to administrators only until then.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    board: text('board').notNull().default('shop'),
    title: text('title').notNull(),
    title_en: text('title_en').notNull().default(''),
    body: text('body').notNull(),
    body_en: text('body_en').notNull().default(''),
    is_pinned: boolean('is_pinned').notNull().default(false),
    view_count: integer('view_count').notNull().default(0),
    published_at: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    created_at,
    updated_at,
  },
  (t) => [
    index('notices_board_created_idx').on(t.board, t.created_at),
    index('notices_board_published_idx').on(t.board, t.published_at),
  ],
);

export const noticeFiles = pgTable('notice_files', {
  id: serial('id').primaryKey(),
  notice_id: integer('notice_id')
    .notNull()
    .references(() => notices.id, { onDelete: 'cascade' }),
  file_name: text('file_name').notNull(),
  stored_name: text('stored_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
});

/** FAQ entries; a pinned one leads its category, one published in the future waits until then. */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  category_en: text('category_en').notNull(),
  question: text('question').notNull(),
  question_en: text('question_en').notNull(),
  answer: text('answer').notNull(),
  answer_en: text('answer_en').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  is_pinned: boolean('is_pinned').notNull().default(false),
  published_at: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  created_at,
  updated_at,
});

/**
 * Customer boards that share one shape: inquiries (1:1), bulk requests, class inquiries and the
 * document board. Board-specific fields live in `fields`. (Wholesale and dealer applications have
 * their own table, `partner_applications`.)
 */
export const boardPosts = pgTable(
  'board_posts',
  {
    id: serial('id').primaryKey(),
    board: text('board').notNull(),
    member_id: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    author_name: text('author_name').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    is_secret: boolean('is_secret').notNull().default(false),
    status: text('status').notNull().default('received'),
    answer: text('answer'),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    /** A request sent from the customer pages (bulk, class): what its sender looks it up by. */
    receipt_no: text('receipt_no'),
    created_at,
    updated_at,
  },
  (t) => [
    index('board_posts_board_created_idx').on(t.board, t.created_at),
    index('board_posts_member_idx').on(t.member_id),
    uniqueIndex('board_posts_receipt_no_key').on(t.receipt_no),
  ],
);

export const boardFiles = pgTable('board_files', {
  id: serial('id').primaryKey(),
  post_id: integer('post_id')
    .notNull()
    .references(() => boardPosts.id, { onDelete: 'cascade' }),
  file_name: text('file_name').notNull(),
  stored_name: text('stored_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  /** Downloads of this file (the document board counts each one); a column so that it is raised atomically. */
  download_count: integer('download_count').notNull().default(0),
});

/** DIY guides, promotions, select, company, store, privacy, terms and generic pages. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    title_en: text('title_en').notNull().default(''),
    summary: text('summary').notNull().default(''),
    summary_en: text('summary_en').notNull().default(''),
    body: text('body').notNull().default(''),
    body_en: text('body_en').notNull().default(''),
    thumb_image: text('thumb_image').notNull().default(''),
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    is_published: boolean('is_published').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    created_at,
    updated_at,
  },
  (t) => [uniqueIndex('content_pages_kind_slug_key').on(t.kind, t.slug)],
);

/** What an editor writes of a content page; a revision keeps one whole set of them. */
export type ContentFields = {
  slug: string;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  body: string;
  body_en: string;
  thumb_image: string;
  /** ISO instants (a promotion's window); null is no limit. */
  starts_at: string | null;
  ends_at: string | null;
  sort_order: number;
  /** When a policy version (privacy, terms) takes effect, `YYYY-MM-DD`; absent for other kinds. */
  effective_on?: string | null;
};

/**
 * Every save of a content page from the studio, kept whole: the history editors read and restore
 * from. The page row holds what visitors see; a revision becomes it when published (`published_at`),
 * now or at `publish_at` (the content job, safe with several processes). The latest revision newer
 * than the published one is the page's draft. `machine_en` marks English filled by the model that no
 * person has edited or approved yet.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    page_id: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<ContentFields>().notNull(),
    machine_en: boolean('machine_en').notNull().default(false),
    author_id: integer('author_id').references(() => members.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    note: text('note').notNull().default(''),
    publish_at: timestamp('publish_at', { withTimezone: true }),
    published_at: timestamp('published_at', { withTimezone: true }),
    created_at,
  },
  (t) => [
    index('content_revisions_page_idx').on(t.page_id, t.id),
    index('content_revisions_due_idx')
      .on(t.publish_at)
      .where(sql`${t.publish_at} is not null and ${t.published_at} is null`),
  ],
);

/**
 * The products a promotion shows, in its order. Their price is the product's own (its discount is
 * the promotion's price); the list is shown while the promotion runs and after it, without a countdown.
 */
export const promotionProducts = pgTable(
  'promotion_products',
  {
    id: serial('id').primaryKey(),
    page_id: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('promotion_products_page_product_key').on(t.page_id, t.product_id)],
);

/**
 * A DIY guide's materials (준비물) as the shop's products. A consumable scales with the pieces made:
 * `amount_per_piece` of what one unit holds (`amount_per_unit`, both in the guide's measure: 180 g of
 * a 1,000 g wax), so n pieces need ceil(n × per piece ÷ per unit) units. A tool (no amount per piece)
 * is one unit however many are made.
 */
export const guideMaterials = pgTable(
  'guide_materials',
  {
    id: serial('id').primaryKey(),
    page_id: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    option_id: integer('option_id').references(() => productOptions.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    label_en: text('label_en').notNull().default(''),
    amount_per_piece: integer('amount_per_piece'),
    amount_per_unit: integer('amount_per_unit').notNull().default(1),
  },
  (t) => [index('guide_materials_page_idx').on(t.page_id, t.position)],
);

export type TemplateNode = {
  id?: string | number;
  tag: string;
  option?: {
    class?: string;
    style?: string;
    props?: { innerText?: string; href?: string; src?: string; alt?: string };
  };
  children?: TemplateNode[];
};

export const cmsPages = pgTable('cms_pages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  template: jsonb('template').$type<TemplateNode>().notNull(),
  link: text('link'),
  link_en: text('link_en'),
  is_published: boolean('is_published').notNull().default(true),
  created_at,
  updated_at,
});

export const popups = pgTable('popups', {
  id: serial('id').primaryKey(),
  type: text('type').notNull().default('normal'), // 'daily' is special
  title: text('title').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  thumbnail_ko: text('thumbnail_ko').notNull(),
  thumbnail_en: text('thumbnail_en').notNull(),
  link: text('link'),
  link_en: text('link_en'),
  starts_at: timestamp('starts_at', { withTimezone: true }),
  ends_at: timestamp('ends_at', { withTimezone: true }),
  sort_order: integer('sort_order').notNull().default(0),
  created_at,
});

export const trends = pgTable('trends', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  template: jsonb('template').$type<TemplateNode>().notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  created_at,
});

export const weekPicks = pgTable('week_picks', {
  id: serial('id').primaryKey(),
  week_no: integer('week_no').notNull().unique(),
  starts_on: date('starts_on').notNull(),
  ends_on: date('ends_on').notNull(),
  discount_rate: integer('discount_rate').notNull(),
  title: text('title').notNull(),
  title_en: text('title_en').notNull(),
  image: text('image').notNull(),
  link_type: text('link_type').notNull(), // product | category
  link_id: integer('link_id').notNull(),
});

export const instagramItems = pgTable('instagram_items', {
  id: serial('id').primaryKey(),
  media_url: text('media_url').notNull(),
  permalink: text('permalink').notNull(),
  caption: text('caption').notNull().default(''),
  posted_at: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
});
