import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const stamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    login_id: text('login_id').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    /** An administrator's role (owner, manager, staff; `src/lib/admin-roles.ts`); null for a member. */
    admin_role: text('admin_role'),
    /** Derived from the role, so the two can never disagree. */
    is_admin: boolean('is_admin').notNull().generatedAlwaysAs(sql`admin_role is not null`),
    grade: text('grade').notNull().default('basic'),
    points_balance: integer('points_balance').notNull().default(0),
    language: text('language').notNull().default('kr'),
    currency: text('currency').notNull().default('krw'),
    birth_date: date('birth_date'),
    zonecode: text('zonecode'),
    address1: text('address1'),
    address2: text('address2'),
    marketing_consent: boolean('marketing_consent').notNull().default(false),
    /** When the member last agreed to marketing messages (null while they do not agree): the record the law asks for. */
    marketing_consent_at: timestamp('marketing_consent_at', { withTimezone: true }),
    terms_agreed_at: timestamp('terms_agreed_at', { withTimezone: true }),
    left_at: timestamp('left_at', { withTimezone: true }),
    /** When an administrator blocked the member: a blocked member cannot log in and has no session. */
    blocked_at: timestamp('blocked_at', { withTimezone: true }),
    /**
     * Membership tier (`src/server/membership/`): the confirmed purchases of the twelve months before
     * the first of `tier_month` (Seoul, `YYYY-MM`), as that month's recalculation counted them. The tier
     * itself is read from the settings' thresholds; null `tier_month`: not counted yet (the lowest tier).
     */
    tier_amount: integer('tier_amount').notNull().default(0),
    tier_month: text('tier_month'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('members_login_id_key').on(sql`lower(${t.login_id})`),
    uniqueIndex('members_email_key').on(sql`lower(${t.email})`),
    check('members_points_not_negative', sql`${t.points_balance} >= 0`),
    check('members_admin_role_known', sql`${t.admin_role} in ('owner', 'manager', 'staff')`),
    index('members_tier_month_idx').on(t.tier_month, t.id),
  ],
);

/** A member's saved delivery addresses (배송지 관리), at most 20, at most one of them the default. */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    recipient_name: text('recipient_name').notNull(),
    recipient_mobile: text('recipient_mobile').notNull(),
    zonecode: text('zonecode').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    is_default: boolean('is_default').notNull().default(false),
    ...stamps,
  },
  (t) => [
    index('member_addresses_member_idx').on(t.member_id),
    // One default per member, whatever two requests do at once.
    uniqueIndex('member_addresses_one_default_key').on(t.member_id).where(sql`${t.is_default}`),
  ],
);

/** Browser sessions; the primary key is the SHA-256 of the cookie token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    member_id: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    language: text('language').notNull().default('kr'),
    currency: text('currency').notNull().default('krw'),
    cart_key: text('cart_key'),
    ga_client_id: text('ga_client_id'),
    remember: boolean('remember').notNull().default(false),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: stamps.created_at,
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idle_expires_at: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absolute_expires_at: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    /**
     * When the administrator of this session last gave their password again (not at login): the
     * sensitive calls (roles, payout settings) need it within the last few minutes.
     */
    password_confirmed_at: timestamp('password_confirmed_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member_idx').on(t.member_id)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  token_hash: text('token_hash').primaryKey(),
  member_id: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: stamps.created_at,
});

/** Mail that could not be sent through SMTP (or no SMTP configured) is kept here. */
export const outboxMails = pgTable('outbox_mails', {
  id: serial('id').primaryKey(),
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sent_at: timestamp('sent_at', { withTimezone: true }),
  created_at: stamps.created_at,
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The English twins, shown on the English site when not blank (`pick`). */
    title_en: text('title_en').notNull().default(''),
    body_en: text('body_en').notNull().default(''),
    link: text('link'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: stamps.created_at,
  },
  (t) => [index('notifications_member_idx').on(t.member_id, t.created_at)],
);

export const pointLedger = pgTable(
  'point_ledger',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    balance_after: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    /**
     * use | refund | earn for an order's points; expire for points past their months (`points.expire_months`);
     * anything else is a manual or promotional entry.
     */
    kind: text('kind').notNull().default('manual'),
    order_id: integer('order_id'),
    /** On a review's entries ('review', 'review_revoke'): the order line the review is of. */
    order_line_id: integer('order_line_id'),
    /**
     * On an 'expire' entry: the newest earning entry whose points it lets lapse. Earnings are spent
     * and lapse oldest first, so this marks how far the member's points have lapsed.
     */
    source_entry_id: integer('source_entry_id'),
    created_at: stamps.created_at,
  },
  (t) => [
    index('point_ledger_member_idx').on(t.member_id, t.created_at),
    // An order spends, refunds and earns points at most once each, whatever races happen above; a
    // partial cancel's points come back once per cancel (guarded by the order's refund claim).
    uniqueIndex('point_ledger_order_kind_key')
      .on(t.order_id, t.kind)
      .where(sql`${t.order_id} is not null and ${t.kind} <> 'partial_refund'`),
    // A review earns points once per order line, and they are taken back at most once.
    uniqueIndex('point_ledger_line_kind_key').on(t.order_line_id, t.kind).where(sql`${t.order_line_id} is not null`),
    // Points lapse once: two expiry jobs at once cannot both write the same lapse.
    uniqueIndex('point_ledger_expire_source_key').on(t.source_entry_id).where(sql`${t.kind} = 'expire'`),
    check('point_ledger_balance_not_negative', sql`${t.balance_after} >= 0`),
  ],
);

export const storeOrders = pgTable(
  'store_orders',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    store_name: text('store_name').notNull(),
    receipt_no: text('receipt_no').notNull(),
    items: jsonb('items').$type<{ name: string; quantity: number; price: number }[]>().notNull(),
    total: integer('total').notNull(),
    purchased_at: timestamp('purchased_at', { withTimezone: true }).notNull(),
    /** Points the member earned on the purchase (0 when none were given); taken back if it is deleted. */
    points: integer('points').notNull().default(0),
    ...stamps,
  },
  (t) => [
    // A receipt number is a store's own: the same number twice at one store is one purchase recorded twice.
    uniqueIndex('store_orders_store_receipt_key').on(t.store_name, t.receipt_no),
    index('store_orders_member_idx').on(t.member_id, t.purchased_at),
    index('store_orders_purchased_idx').on(t.purchased_at),
  ],
);

/**
 * A member's sign-in with Kakao or Naver (`src/server/social/`): the provider's own id for the person
 * (`subject`), one member per provider account and one account per provider per member.
 */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** The e-mail the provider gave at linking, for the member's account page. */
    email: text('email'),
    created_at: stamps.created_at,
  },
  (t) => [
    uniqueIndex('member_identities_subject_key').on(t.provider, t.subject),
    uniqueIndex('member_identities_member_key').on(t.member_id, t.provider),
    check('member_identities_provider_known', sql`${t.provider} in ('kakao', 'naver')`),
  ],
);

/**
 * A provider sign-in waiting for its last step, for 15 minutes: a new member's sign-up (the
 * agreements and what the provider did not give), or linking to the member whose e-mail it shares
 * once they prove the password. The browser holds the token; the table its hash.
 */
export const socialPending = pgTable('social_pending', {
  token_hash: text('token_hash').primaryKey(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  profile: jsonb('profile').$type<{ email: string | null; name: string | null; mobile: string | null }>().notNull(),
  /** The member whose e-mail matched (link), or null (sign-up). */
  member_id: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  redirect: text('redirect').notNull().default('/my-page'),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
