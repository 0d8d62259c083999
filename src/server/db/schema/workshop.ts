import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { members } from './members.ts';

/** The TSSA workshop school: its classes, their dated sessions, members' sign-ups, and its books. */

const created_at = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
  is_active: boolean('is_active').notNull().default(true),
  created_at,
});

export const classSessions = pgTable(
  'class_sessions',
  {
    id: serial('id').primaryKey(),
    class_id: integer('class_id')
      .notNull()
      .references(() => workshopClasses.id, { onDelete: 'cascade' }),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    seats_taken: integer('seats_taken').notNull().default(0),
  },
  (t) => [index('class_sessions_class_idx').on(t.class_id, t.starts_at)],
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
    status: text('status').notNull().default('applied'),
    created_at,
  },
  (t) => [uniqueIndex('class_signups_session_member_key').on(t.session_id, t.member_id)],
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
