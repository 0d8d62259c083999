import { customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const translationTerms = pgTable(
  'translation_terms',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    source: text('source').notNull(),
    translation: text('translation'),
    status: text('status').notNull().default('pending'), // pending | translated | reviewed
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('translation_terms_locale_source_key').on(t.locale, t.source)],
);

export const clickLogs = pgTable(
  'click_logs',
  {
    id: serial('id').primaryKey(),
    click_id: text('click_id').notNull(),
    click_type: text('click_type').notNull(),
    click_name: text('click_name').notNull(),
    platform: text('platform').notNull(),
    session_id: text('session_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('click_logs_type_idx').on(t.click_type, t.created_at)],
);

/** Shop settings: one JSON value per key (phone, hours, bank account, business details, rates, fees, hosts). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Images and files the shop serves itself (generated catalog images, uploads), kept in the database
 * so that every app process serves the same bytes.
 */
export const mediaFiles = pgTable('media_files', {
  path: text('path').primaryKey(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rate-limit counters shared by every app process when the shop runs on PostgreSQL. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
