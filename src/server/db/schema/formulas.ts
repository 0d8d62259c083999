import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Composition } from '../../../lib/studio/types.ts';
import { members } from './members.ts';

/** A member's saved fragrance formulas: what the custom studio composed, and the price it was quoted. */
export const formulas = pgTable(
  'formulas',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    memo: text('memo').notNull().default(''),
    composition: jsonb('composition').$type<Composition>().notNull(),
    /** The server's unit price (quantity 1) when the formula was last saved, in won. */
    unit_price: integer('unit_price').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('formulas_member_idx').on(t.member_id, t.updated_at)],
);
