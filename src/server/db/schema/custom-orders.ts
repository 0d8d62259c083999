import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { formulas } from './formulas.ts';
import { members } from './members.ts';
import { orders } from './orders.ts';

const created_at = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Custom fragrance orders: signature-scent service requests (kind 'service') and studio orders made
 * from a saved formula through the cart (kind 'studio', following their order). The states and who
 * may change them live in src/lib/studio/custom-order-states.ts.
 */
export const customFragranceOrders = pgTable(
  'custom_fragrance_orders',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // service | studio | fragrance | bottle | chroma
    title: text('title').notNull(),
    /** The request as sent (company, space, scent words, budget, contact) or the formula's snapshot. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('requested'),
    quantity: integer('quantity').notNull().default(1),
    /** The price agreed (a quotation, or the studio line's total), in won; null until quoted. */
    amount: integer('amount'),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    formula_id: integer('formula_id').references(() => formulas.id, { onDelete: 'set null' }),
    created_at,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('custom_fragrance_orders_member_idx').on(t.member_id, t.id),
    index('custom_fragrance_orders_order_idx').on(t.order_id),
    check(
      'custom_fragrance_orders_status_known',
      sql`${t.status} in ('requested','consulting','quoted','paid','in_production','shipped','delivered','cancelled')`,
    ),
  ],
);

/** Every change of a custom order's state: from, to, who (member, shop or system), a note, when. */
export const customFragranceEvents = pgTable(
  'custom_fragrance_events',
  {
    id: serial('id').primaryKey(),
    custom_order_id: integer('custom_order_id')
      .notNull()
      .references(() => customFragranceOrders.id, { onDelete: 'cascade' }),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    actor: text('actor').notNull(), // member | shop | system
    /** The member or administrator who made it; null for the system. */
    actor_id: integer('actor_id'),
    note: text('note').notNull().default(''),
    created_at,
  },
  (t) => [index('custom_fragrance_events_order_idx').on(t.custom_order_id, t.id)],
);

/** Files sent with a service request (images, PDF), stored as private media. */
export const customFragranceFiles = pgTable('custom_fragrance_files', {
  id: serial('id').primaryKey(),
  custom_order_id: integer('custom_order_id')
    .notNull()
    .references(() => customFragranceOrders.id, { onDelete: 'cascade' }),
  file_name: text('file_name').notNull(),
  stored_name: text('stored_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
});
