import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** A member's saved fragrance formulas (the custom studio composes them). */
export const formulas = pgTable('formulas', {
  id: serial('id').primaryKey(),
  member_id: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  notes: text('notes').notNull().default(''),
  ingredients: jsonb('ingredients').$type<{ name: string; percent: number }[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
