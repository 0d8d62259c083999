import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    name_en: text('name_en').notNull(),
    discount_type: text('discount_type').notNull(), // 'amount' | 'rate'
    discount_value: integer('discount_value').notNull(),
    min_order_amount: integer('min_order_amount').notNull().default(0),
    max_discount: integer('max_discount'),
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    /** Members take it themselves (쿠폰 받기 on product pages, a coupon zone) rather than being given it. */
    downloadable: boolean('downloadable').notNull().default(false),
    /** How many of it one member may hold, taken or given. */
    per_member_limit: integer('per_member_limit').notNull().default(1),
    /** How many may be taken and given in all; null: no limit. */
    total_limit: integer('total_limit'),
    /** Days a taken coupon stays usable (never past `ends_at`); null: until `ends_at`. */
    valid_days: integer('valid_days'),
    /**
     * When an operator ended it before its time: no longer taken or given, while the copies members
     * already hold stay usable until their own end.
     */
    closed_at: timestamp('closed_at', { withTimezone: true }),
    created_at: createdAt,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_total_limit_positive', sql`${t.total_limit} is null or ${t.total_limit} > 0`),
    check('coupons_per_member_limit_positive', sql`${t.per_member_limit} > 0`),
  ],
);

export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    coupon_id: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    order_id: integer('order_id'),
    used_at: timestamp('used_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    created_at: createdAt,
  },
  (t) => [
    index('member_coupons_member_idx').on(t.member_id),
    index('member_coupons_member_coupon_idx').on(t.member_id, t.coupon_id),
    // A coupon's issued list and its counts.
    index('member_coupons_coupon_idx').on(t.coupon_id, t.id),
  ],
);

/**
 * Each time an operator issued a coupon from the back office, under the key the form was drawn
 * with: the same key sent again (a double submit) answers what was done and issues nothing more.
 */
export const couponIssues = pgTable('coupon_issues', {
  id: serial('id').primaryKey(),
  request_key: text('request_key').notNull().unique(),
  coupon_id: integer('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
  actor_id: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
  /** 'member' (one member) or 'all' (every member not blocked or left). */
  target: text('target').notNull(),
  member_id: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
  issued: integer('issued').notNull(),
  skipped: integer('skipped').notNull(),
  created_at: createdAt,
});

/**
 * The coupons the shop gives by itself: on sign-up, on the first confirmed purchase and in the birthday
 * month (`../../coupons/auto-coupon.service.ts`). One row per member, kind and period (the year for a
 * birthday, '' otherwise), written in the transaction that gives the coupon: the unique index makes
 * each given once, whichever process or request tries first.
 */
export const autoCouponGrants = pgTable(
  'auto_coupon_grants',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 'signup' | 'first_order' | 'birthday' */
    kind: text('kind').notNull(),
    period: text('period').notNull().default(''),
    coupon_id: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    member_coupon_id: integer('member_coupon_id'),
    created_at: createdAt,
  },
  (t) => [uniqueIndex('auto_coupon_grants_once').on(t.member_id, t.kind, t.period)],
);
