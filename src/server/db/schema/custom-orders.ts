import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** Custom fragrance orders and signature-scent service requests of the account area. */
export const customFragranceOrders = pgTable('custom_fragrance_orders', {
  id: serial('id').primaryKey(),
  member_id: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(), // bottle | fragrance | chroma | studio
  title: text('title').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status').notNull().default('requested'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
