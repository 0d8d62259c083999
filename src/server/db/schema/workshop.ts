import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { members } from './members.ts';
import { orders } from './orders.ts';

/**
 * The TSSA workshop school: its tracks and instructors, its classes, their dated sessions, members'
 * sign-ups (with the waitlist), the certificates it issues, and its books.
 */

const created_at = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A certificate track (candle craft, diffuser and fragrance) or the one-day classes. */
export const workshopTracks = pgTable('workshop_tracks', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  name_en: text('name_en').notNull(),
  summary: text('summary').notNull().default(''),
  summary_en: text('summary_en').notNull().default(''),
  /** Whether finishing its top level earns a TSSA certificate. */
  is_certificate: boolean('is_certificate').notNull().default(false),
  sort_order: integer('sort_order').notNull().default(0),
});

export const workshopInstructors = pgTable('workshop_instructors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  name_en: text('name_en').notNull(),
  bio: text('bio').notNull().default(''),
  bio_en: text('bio_en').notNull().default(''),
  photo: text('photo').notNull().default(''),
  sort_order: integer('sort_order').notNull().default(0),
});

/** One step of a class's curriculum. */
export type CurriculumStep = { title: string; title_en: string; minutes: number };

export const workshopClasses = pgTable('workshop_classes', {
  id: serial('id').primaryKey(),
  product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  kind: text('kind').notNull(), // certificate | one-day | studio
  title: text('title').notNull(),
  title_en: text('title_en').notNull(),
  summary: text('summary').notNull().default(''),
  summary_en: text('summary_en').notNull().default(''),
  body: text('body').notNull().default(''),
  body_en: text('body_en').notNull().default(''),
  price: integer('price').notNull(),
  duration_minutes: integer('duration_minutes').notNull(),
  image: text('image').notNull().default(''),
  /** Visibility: a hidden class (false) is not listed and its page is a 404. */
  is_active: boolean('is_active').notNull().default(true),
  track_id: integer('track_id').references(() => workshopTracks.id, { onDelete: 'set null' }),
  /** 1, 2, 3… within a certificate track; null for one-day and studio classes. */
  level: integer('level'),
  curriculum: jsonb('curriculum').$type<CurriculumStep[]>().notNull().default([]),
  take_home: text('take_home').notNull().default(''),
  take_home_en: text('take_home_en').notNull().default(''),
  instructor_id: integer('instructor_id').references(() => workshopInstructors.id, { onDelete: 'set null' }),
  created_at,
});

/** The shop's products a class's materials kit is made of (bought online by those learning at home). */
export const classKitItems = pgTable(
  'class_kit_items',
  {
    class_id: integer('class_id')
      .notNull()
      .references(() => workshopClasses.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.class_id, t.product_id] })],
);

export const classSessions = pgTable(
  'class_sessions',
  {
    id: serial('id').primaryKey(),
    class_id: integer('class_id')
      .notNull()
      .references(() => workshopClasses.id, { onDelete: 'cascade' }),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Seats held by sign-ups (pending payment, offered or confirmed) and by the studio's own bookings. */
    seats_taken: integer('seats_taken').notNull().default(0),
    status: text('status').notNull().default('open'), // open | cancelled (by the shop)
    kit_included: boolean('kit_included').notNull().default(false),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('class_sessions_class_idx').on(t.class_id, t.starts_at),
    check('class_sessions_seats_not_negative', sql`${t.seats_taken} >= 0`),
    check('class_sessions_status_known', sql`${t.status} in ('open','cancelled')`),
  ],
);

export const classSignups = pgTable(
  'class_signups',
  {
    id: serial('id').primaryKey(),
    session_id: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    head_count: integer('head_count').notNull().default(1),
    status: text('status').notNull().default('pending_payment'),
    /** The order that pays for it; null until the class line is ordered (and for a waitlisted sign-up). */
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Until when an unpaid seat is held (the cart's hold, then the order's deposit deadline). */
    hold_until: timestamp('hold_until', { withTimezone: true }),
    /** Until when a seat offered to a waiting member is kept for them to pay. */
    offer_until: timestamp('offer_until', { withTimezone: true }),
    /** The fee for every head, in won, as it was when the seat was taken. */
    amount: integer('amount').notNull().default(0),
    refund_amount: integer('refund_amount'),
    cancelled_by: text('cancelled_by'), // member | shop | system
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    created_at,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live sign-up per member and session; a cancelled one does not stop signing up again.
    uniqueIndex('class_signups_session_member_key')
      .on(t.session_id, t.member_id)
      .where(sql`${t.status} <> 'cancelled'`),
    index('class_signups_member_idx').on(t.member_id, t.id),
    index('class_signups_waitlist_idx').on(t.session_id, t.status, t.id),
    index('class_signups_order_idx').on(t.order_id),
    check('class_signups_head_count_positive', sql`${t.head_count} > 0`),
    check(
      'class_signups_status_known',
      sql`${t.status} in ('pending_payment','confirmed','waitlisted','offered','cancelled','attended','no_show')`,
    ),
  ],
);

/** A TSSA certificate: its public number verifies it (showing only the holder's name, course and date). */
export const workshopCertificates = pgTable(
  'workshop_certificates',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    class_id: integer('class_id')
      .notNull()
      .references(() => workshopClasses.id, { onDelete: 'restrict' }),
    /** The holder's name as printed on it. */
    holder_name: text('holder_name').notNull(),
    issued_on: date('issued_on').notNull(),
    created_at,
  },
  (t) => [index('workshop_certificates_member_idx').on(t.member_id, t.issued_on)],
);

export const books = pgTable('books', {
  id: serial('id').primaryKey(),
  product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  title_en: text('title_en').notNull(),
  author: text('author').notNull(),
  publisher: text('publisher').notNull().default(''),
  price: integer('price').notNull(),
  image: text('image').notNull().default(''),
  summary: text('summary').notNull().default(''),
  summary_en: text('summary_en').notNull().default(''),
  published_on: date('published_on'),
});
