import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** What changed in one field: its value before and after (null when the record was made or removed). */
export type AuditChange = { before: unknown; after: unknown };

/**
 * Every change an administrator makes (notices, FAQ, documents, their files), written in the same
 * transaction as the change: who, what, which record, the fields' values before and after, when.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actor_id: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    /** The actor's login id at the time, kept when the member is gone. */
    actor_login: text('actor_login').notNull(),
    /** create | update | delete | file.add | file.remove */
    action: text('action').notNull(),
    /** notice | faq | document */
    entity_type: text('entity_type').notNull(),
    entity_id: integer('entity_id').notNull(),
    changes: jsonb('changes').$type<Record<string, AuditChange>>().notNull().default({}),
    request_id: text('request_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id, t.created_at),
    index('audit_log_created_idx').on(t.created_at),
  ],
);
