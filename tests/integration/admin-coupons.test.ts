import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCoupon } from '~/server/admin-coupons/admin-coupon.service';
import { issueCoupon } from '~/server/admin-coupons/admin-coupon-issue.service';
import { downloadCoupon } from '~/server/coupons/coupon-download.service';
import { getDb } from '~/server/db/client';
import { members } from '~/server/db/schema';
import { ConflictError } from '~/server/http/errors';
import { resetDatabase } from '../support/db';

// Issuing coupons in the back office against the services: ten thousand members at once in one
// statement, and the total limit holding while members download and an operator issues together.

const actor = { id: 1, login_id: 'admin' };
const coupon = (over: Record<string, unknown> = {}) =>
  createCoupon(actor, {
    code: `C${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    name: '테스트 쿠폰',
    name_en: 'Test coupon',
    discount_type: 'amount',
    discount_value: 1000,
    max_discount: null,
    min_order_amount: 0,
    starts_at: null,
    ends_at: null,
    valid_days: 30,
    downloadable: true,
    per_member_limit: 1,
    total_limit: null,
    ...over,
  });

async function manyMembers(n: number) {
  const db = await getDb();
  await db.execute(sql`insert into ${members} (login_id, name, mobile, email, password_hash)
    select 'bulk' || g, '회원' || g, '010-0000-0000', 'bulk' || g || '@example.com', 'x' from generate_series(1, ${n}) g`);
}

beforeEach(async () => {
  await resetDatabase();
  const db = await getDb();
  await db.execute(sql`insert into ${members} (login_id, name, mobile, email, password_hash, admin_role)
    values ('admin', '관리자', '010-0000-0000', 'admin@example.com', 'x', 'owner')`);
});

describe('issuing a coupon to all members', () => {
  it('gives ten thousand members one each in one statement within a few seconds, and a repeat skips them all', async () => {
    await manyMembers(10_000);
    const c = await coupon();
    const started = performance.now();
    const first = await issueCoupon(actor, c.id, { target: 'all', request_key: 'bulk-first-1' });
    const took = performance.now() - started;
    expect(first).toMatchObject({ issued: 10_001, skipped: 0, replayed: false });
    // Generous for a busy machine: on an idle one it is about a second.
    expect(took).toBeLessThan(10_000);
    console.info(`issued to 10,001 members in ${Math.round(took)} ms`);
    const again = await issueCoupon(actor, c.id, { target: 'all', request_key: 'bulk-again-1' });
    expect(again).toMatchObject({ issued: 0, skipped: 10_001 });
  }, 60_000);

  it('keeps the total limit while members download and an operator issues at the same moment', async () => {
    await manyMembers(5);
    const c = await coupon({ total_limit: 3 });
    const ids = (await (await getDb()).select({ id: members.id }).from(members)).map((m) => m.id);
    const tries = await Promise.allSettled([
      ...ids.map((id) => downloadCoupon(id, c.id)),
      issueCoupon(actor, c.id, { target: 'member', member: String(ids[0]), request_key: 'race-one-1' }),
    ]);
    const given = tries.filter((t) => t.status === 'fulfilled').length;
    expect(given).toBe(3);
    expect(tries.filter((t) => t.status === 'rejected').every((t) => t.reason instanceof ConflictError)).toBe(true);
  });
});
