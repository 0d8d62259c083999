import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * The text-message outbox (알림톡 and SMS): a row is written in the transaction of the change it tells
 * about and sent afterwards by the delivery job (`src/server/messages/message.service.ts`), at least
 * once and never twice: one row per event and channel (`event_key`), claimed under a row lock.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** The template's event (`order_placed`, `shipped`, …; `src/server/messages/templates.ts`). */
    event: text('event').notNull(),
    /** Names the one happening this tells about (`order:…:shipped`); with the channel, unique. */
    event_key: text('event_key').notNull(),
    channel: text('channel').notNull(), // alimtalk | sms
    member_id: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** The mobile number in digits alone. */
    to_mobile: text('to_mobile').notNull(),
    language: text('language').notNull().default('kr'),
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    /** The text as sent, its variables filled in. */
    body: text('body').notNull(),
    /** Advertising (광고): sent only to members who agreed, and never 21:00–08:00 Seoul time. */
    marketing: boolean('marketing').notNull().default(false),
    /** pending (to send) | sent | failed (gave up) | fell_back (its SMS went instead) | skipped | kept (no provider) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    provider_message_id: text('provider_message_id'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_messages_event_channel_key').on(t.event_key, t.channel),
    index('outbox_messages_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
    index('outbox_messages_member_idx').on(t.member_id, t.id),
    check('outbox_messages_channel_known', sql`${t.channel} in ('alimtalk','sms')`),
    check('outbox_messages_status_known', sql`${t.status} in ('pending','sent','failed','fell_back','skipped','kept')`),
  ],
);
