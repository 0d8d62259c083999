import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf, type Tx } from '../db/client.ts';
import { escapeLike } from '../db/like.ts';
import { couponIssues, coupons, memberCoupons, members, orders } from '../db/schema/index.ts';
import type { CouponFilters, CouponInput, CouponState } from './admin-coupon.schema.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponCounts = { issued: number; used: number };
export type CouponListRow = CouponRow & CouponCounts;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Ended: past its window, or ended early by an operator. */
const ended = (now: Date) =>
  sql`(${coupons.closed_at} is not null or (${coupons.ends_at} is not null and ${coupons.ends_at} <= ${at(now)}))`;

function inState(state: CouponState, now: Date): SQL {
  if (state === 'ended') return ended(now);
  const started = sql`(${coupons.starts_at} is null or ${coupons.starts_at} <= ${at(now)})`;
  return state === 'upcoming' ? sql`not ${ended(now)} and not ${started}` : sql`not ${ended(now)} and ${started}`;
}

/**
 * Issued and used counts of each coupon, read through the coupon's index one row at a time. The
 * outer coupon is named in full: drizzle leaves a lone table's columns unqualified, which inside
 * the subquery would name the copy's own `id`.
 */
const countColumns = {
  issued: sql<number>`(select count(*) from member_coupons mc where mc.coupon_id = "coupons"."id")::int`,
  used: sql<number>`(select count(*) from member_coupons mc where mc.coupon_id = "coupons"."id" and mc.used_at is not null)::int`,
};

function whereOf(f: CouponFilters, now: Date) {
  const like = f.q ? `%${escapeLike(f.q)}%` : undefined;
  return and(
    like ? or(ilike(coupons.code, like), ilike(coupons.name, like), ilike(coupons.name_en, like)) : undefined,
    f.state ? inState(f.state, now) : undefined,
    f.downloadable === undefined ? undefined : eq(coupons.downloadable, f.downloadable),
  );
}

/** A page of coupons, newest first, with their counts. */
export async function listCoupons(
  db: Executor,
  f: CouponFilters,
  q: { now: Date; limit: number; offset: number },
): Promise<{ rows: CouponListRow[]; total: number }> {
  const where = whereOf(f, q.now);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...couponColumns, ...countColumns })
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows: rows.map(numbered), total: Number(counted?.n ?? 0) };
}

const couponColumns = {
  id: coupons.id,
  code: coupons.code,
  name: coupons.name,
  name_en: coupons.name_en,
  discount_type: coupons.discount_type,
  discount_value: coupons.discount_value,
  min_order_amount: coupons.min_order_amount,
  max_discount: coupons.max_discount,
  starts_at: coupons.starts_at,
  ends_at: coupons.ends_at,
  downloadable: coupons.downloadable,
  per_member_limit: coupons.per_member_limit,
  total_limit: coupons.total_limit,
  valid_days: coupons.valid_days,
  closed_at: coupons.closed_at,
  created_at: coupons.created_at,
  updated_at: coupons.updated_at,
};

const numbered = <T extends CouponCounts>(r: T): T => ({ ...r, issued: Number(r.issued), used: Number(r.used) });

/** One coupon with its counts. */
export async function couponWithCounts(db: Executor, id: number): Promise<CouponListRow | undefined> {
  const [row] = await db
    .select({ ...couponColumns, ...countColumns })
    .from(coupons)
    .where(eq(coupons.id, id));
  return row && numbered(row);
}

/** What the coupon has taken off orders that used it (cancelled orders give their coupon back). */
export async function discountGiven(db: Executor, couponId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orders.coupon_discount}), 0)::int` })
    .from(memberCoupons)
    .innerJoin(orders, eq(orders.id, memberCoupons.order_id))
    .where(and(eq(memberCoupons.coupon_id, couponId), isNotNull(memberCoupons.used_at)));
  return Number(row?.total ?? 0);
}

export async function insertCoupon(tx: Tx, input: CouponInput): Promise<CouponRow> {
  const [row] = await tx.insert(coupons).values(input).returning();
  return row as CouponRow;
}

export async function writeCoupon(tx: Tx, id: number, values: Partial<CouponRow>): Promise<CouponRow> {
  const [row] = await tx
    .update(coupons)
    .set({ ...values, updated_at: new Date() })
    .where(eq(coupons.id, id))
    .returning();
  return row as CouponRow;
}

export async function deleteCoupon(tx: Tx, id: number): Promise<void> {
  await tx.delete(coupons).where(eq(coupons.id, id));
}

/** Whether another coupon already has the code (codes are compared as stored, in capitals). */
export async function codeTaken(db: Executor, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.code, code), exceptId === undefined ? undefined : sql`${coupons.id} <> ${exceptId}`));
  return row !== undefined;
}

export type CouponUseRow = {
  id: number;
  member_id: number;
  login_id: string;
  member_name: string;
  created_at: Date;
  expires_at: Date | null;
  used_at: Date | null;
  od_id: string | null;
  discount: number | null;
};

/** A page of the coupon's issued copies, newest first; `used` narrows to used or unused ones. */
export async function couponUses(
  db: Executor,
  couponId: number,
  q: { used: boolean | undefined; limit: number; offset: number },
): Promise<{ rows: CouponUseRow[]; total: number }> {
  const where = and(
    eq(memberCoupons.coupon_id, couponId),
    q.used === undefined ? undefined : q.used ? isNotNull(memberCoupons.used_at) : isNull(memberCoupons.used_at),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: memberCoupons.id,
        member_id: memberCoupons.member_id,
        login_id: members.login_id,
        member_name: members.name,
        created_at: memberCoupons.created_at,
        expires_at: memberCoupons.expires_at,
        used_at: memberCoupons.used_at,
        od_id: orders.od_id,
        discount: orders.coupon_discount,
      })
      .from(memberCoupons)
      .innerJoin(members, eq(members.id, memberCoupons.member_id))
      .leftJoin(orders, eq(orders.id, memberCoupons.order_id))
      .where(where)
      .orderBy(desc(memberCoupons.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(memberCoupons).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export type IssueTargetMember = { id: number; login_id: string; blocked_at: Date | null; left_at: Date | null };

/** The member an operator named: by number when it is all digits and one exists, else by login id. */
export async function memberByIdOrLogin(db: Executor, who: string): Promise<IssueTargetMember | undefined> {
  const columns = {
    id: members.id,
    login_id: members.login_id,
    blocked_at: members.blocked_at,
    left_at: members.left_at,
  };
  if (/^\d{1,9}$/.test(who)) {
    const [byId] = await db
      .select(columns)
      .from(members)
      .where(eq(members.id, Number(who)));
    if (byId) return byId;
  }
  const [byLogin] = await db.select(columns).from(members).where(sql`lower(${members.login_id}) = lower(${who})`);
  return byLogin;
}

/**
 * Members a bulk issue is for (not blocked, not left), each with how many of the coupon they hold:
 * one pass over the coupon's copies, joined by hash rather than counted member by member.
 */
const bulkMembers = (couponId: number) => sql`members m
  left join (select member_id, count(*) as n from member_coupons where coupon_id = ${couponId} group by member_id) h
    on h.member_id = m.id
  where m.blocked_at is null and m.left_at is null`;

/** Of the members a bulk issue is for, how many may take one more and how many hold their limit already. */
export async function bulkCounts(tx: Tx, couponId: number, perMember: number) {
  // Without fresh statistics of the copies (the embedded database never analyses; a server's may lag
  // a bulk issue) the planner chose a nested loop that counted every copy once per member: a minute
  // for ten thousand. The hash join the statements are written for is kept for this transaction.
  await tx.execute(sql`set local enable_nestloop = off`);
  const [row] = await rowsOf<{ open: number; full: number }>(
    tx,
    sql`select count(*) filter (where coalesce(h.n, 0) < ${perMember})::int as open,
               count(*) filter (where coalesce(h.n, 0) >= ${perMember})::int as full
        from ${bulkMembers(couponId)}`,
  );
  return { open: Number(row?.open ?? 0), full: Number(row?.full ?? 0) };
}

/**
 * Gives one coupon to every member not blocked or left who holds fewer than `perMember`, in one
 * statement, at most `cap` of them (the total limit's remainder); answers how many it gave.
 */
export async function issueToAllMembers(
  tx: Tx,
  c: { couponId: number; perMember: number; expiresAt: Date | null; now: Date; cap: number | null },
): Promise<number> {
  const expires = c.expiresAt ? sql`${c.expiresAt.toISOString()}::timestamptz` : sql`null::timestamptz`;
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`with given as (
          insert into member_coupons (member_id, coupon_id, expires_at, created_at)
          select m.id, ${c.couponId}, ${expires}, ${at(c.now)}
          from ${bulkMembers(c.couponId)} and coalesce(h.n, 0) < ${c.perMember}
          order by m.id
          ${c.cap === null ? sql`` : sql`limit ${c.cap}`}
          returning 1
        )
        select count(*)::int as n from given`,
  );
  return Number(row?.n ?? 0);
}

export type IssueRecord = typeof couponIssues.$inferSelect;

export async function issueByKey(db: Executor, key: string): Promise<IssueRecord | undefined> {
  const [row] = await db.select().from(couponIssues).where(eq(couponIssues.request_key, key));
  return row;
}

export async function recordIssue(tx: Tx, values: typeof couponIssues.$inferInsert): Promise<IssueRecord> {
  const [row] = await tx.insert(couponIssues).values(values).returning();
  return row as IssueRecord;
}

/** Coupons that may be given now (not ended or closed), newest first, for the members page's choice. */
export async function issuableCoupons(db: Executor, now: Date) {
  return db
    .select({ id: coupons.id, name: coupons.name, ends_at: coupons.ends_at })
    .from(coupons)
    .where(and(isNull(coupons.closed_at), or(isNull(coupons.ends_at), sql`${coupons.ends_at} > ${at(now)}`)))
    .orderBy(desc(coupons.id), asc(coupons.name))
    .limit(200);
}
