import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * An administrator's TOTP two-factor sign-in. A row with no `enabled_at` is a setup begun and not yet
 * confirmed with a code. The secret is kept as `secret-box.ts` seals it (encrypted when the shop has
 * TWO_FACTOR_KEY).
 */
export const adminTwoFactor = pgTable('admin_two_factor', {
  member_id: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabled_at: timestamp('enabled_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code is never accepted twice, nor an older one. */
  last_step: integer('last_step').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of an administrator's two-factor sign-in, only their SHA-256 kept. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_recovery_codes_member_idx').on(t.member_id)],
);

/**
 * A sign-in half made: the password was right and the code is still to come. Only the SHA-256 of the
 * browser's token is kept; it expires after a few minutes and no session exists until the code is right.
 */
export const adminSignInChallenges = pgTable(
  'admin_sign_in_challenges',
  {
    id: text('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_sign_in_challenges_member_idx').on(t.member_id)],
);
