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
 * Wholesale (도매) and dealer (대리점) applications, of members and of visitors (no member: reached by
 * `receipt_no` and the mobile number or e-mail given). The fields both kinds ask for are columns of
 * their own; those of one kind only are null for the other. Status: received (접수), reviewing
 * (검토중), approved (승인), rejected (반려); a member may change theirs only while received.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** Given to every new application; what a visitor looks theirs up by. */
    receipt_no: text('receipt_no').unique(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('received'),
    company_name: text('company_name').notNull(),
    /** Ten digits, no dashes. */
    business_number: text('business_number').notNull(),
    representative_name: text('representative_name').notNull(),
    contact_name: text('contact_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull().default(''),
    // wholesale
    business_address: text('business_address'),
    business_type: text('business_type'),
    interest_products: jsonb('interest_products').$type<string[]>(),
    monthly_volume: text('monthly_volume'),
    // dealer
    region: text('region'),
    has_store: boolean('has_store'),
    store_address: text('store_address'),
    experience: text('experience'),
    /** What the shop tells the applicant with a decision (a rejection's reason, say). */
    status_note: text('status_note'),
    privacy_agreed_at: timestamp('privacy_agreed_at', { withTimezone: true }).notNull(),
    status_changed_at: timestamp('status_changed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partner_applications_member_idx').on(t.member_id, t.kind, t.created_at),
    index('partner_applications_status_idx').on(t.kind, t.status, t.created_at),
    // One open application per kind and member, whatever races happen above.
    uniqueIndex('partner_applications_open_key')
      .on(t.member_id, t.kind)
      .where(sql`${t.status} in ('received', 'reviewing')`),
    check('partner_applications_kind_check', sql`${t.kind} in ('wholesale', 'dealer')`),
    check('partner_applications_status_check', sql`${t.status} in ('received', 'reviewing', 'approved', 'rejected')`),
  ],
);
