import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { myCouponPage, usableCouponCount } from '~/server/coupons/member-coupon.service';
import { getDb } from '~/server/db/client';
import { coupons, memberAddresses, memberCoupons, members, orders, pointLedger, settings } from '~/server/db/schema';
import { NotFoundError, ValidationError } from '~/server/http/errors';
import {
  addAddress,
  changeAddress,
  makeDefaultAddress,
  removeAddress,
  savedAddresses,
} from '~/server/members/address.service';
import { memberCounts } from '~/server/members/auth.service';
import { expireLapsedPoints, myPointPage, pointSummary } from '~/server/points/point.service';
import { SEED_SETTINGS } from '~/server/seed/settings.data';
import { clearSettingsCache } from '~/server/settings/settings.service';
import { resetDatabase } from '../support/db';

const DAY = 86_400_000;
const NOW = new Date('2026-06-15T03:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
let memberId = 0;

async function newMember(login = `m${Math.random().toString(36).slice(2, 8)}`): Promise<number> {
  const [m] = await (await getDb())
    .insert(members)
    .values({
      login_id: login,
      name: '김적립',
      mobile: '010-1111-2222',
      email: `${login}@example.com`,
      password_hash: 'x',
    })
    .returning({ id: members.id });
  return m?.id as number;
}

/** Writes ledger entries as the shop would, with running balances, and the member's balance. */
async function ledger(
  member: number,
  entries: [amount: number, daysAgo: number, kind?: string, orderId?: number | undefined][],
) {
  const db = await getDb();
  let balance = 0;
  for (const [amount, days, kind = 'manual', orderId] of entries) {
    balance += amount;
    await db.insert(pointLedger).values({
      member_id: member,
      amount,
      balance_after: balance,
      reason: amount > 0 ? '적립' : '사용',
      kind,
      order_id: orderId ?? null,
      created_at: ago(days),
    });
  }
  await db.update(members).set({ points_balance: balance }).where(eq(members.id, member));
}

const entriesOf = async (member: number) =>
  (await getDb()).select().from(pointLedger).where(eq(pointLedger.member_id, member)).orderBy(pointLedger.id);
const balanceOf = async (member: number) =>
  (await (await getDb()).select({ p: members.points_balance }).from(members).where(eq(members.id, member)))[0]?.p;

beforeEach(async () => {
  await resetDatabase();
  clearSettingsCache();
  const db = await getDb();
  await db.insert(settings).values(Object.entries(SEED_SETTINGS).map(([key, value]) => ({ key, value })));
  memberId = await newMember('saver');
});

describe('point expiry job', () => {
  it('writes the unspent part of points past 12 months off once, even with two runs at once', async () => {
    // 2,000 earned 13 months ago, 1,500 of them spent; 1,000 earned a month ago.
    await ledger(memberId, [
      [2000, 395],
      [-1500, 200],
      [1000, 30],
    ]);
    const [a, b] = await Promise.all([expireLapsedPoints(NOW), expireLapsedPoints(NOW)]);
    expect((a?.points ?? 0) + (b?.points ?? 0)).toBe(500);
    const lapses = (await entriesOf(memberId)).filter((e) => e.kind === 'expire');
    expect(lapses).toHaveLength(1);
    expect(lapses[0]).toMatchObject({ amount: -500, balance_after: 1000, reason: '유효기간 만료 소멸' });
    expect(await balanceOf(memberId)).toBe(1000);
    // A later run finds nothing more to write off.
    expect(await expireLapsedPoints(new Date(NOW.getTime() + DAY))).toEqual({ members: 0, points: 0 });
  });

  it('lets points lapse exactly 12 months after they were earned, on Korea’s calendar, not a moment before', async () => {
    const earned = new Date('2025-06-15T03:00:00Z');
    const db = await getDb();
    await db
      .insert(pointLedger)
      .values({ member_id: memberId, amount: 700, balance_after: 700, reason: '적립', created_at: earned });
    await db.update(members).set({ points_balance: 700 }).where(eq(members.id, memberId));
    expect(await expireLapsedPoints(new Date(NOW.getTime() - 1))).toEqual({ members: 0, points: 0 });
    expect(await expireLapsedPoints(NOW)).toEqual({ members: 1, points: 700 });
  });

  it('takes the oldest points for spending first: spent points never lapse, newer ones wait their turn', async () => {
    await ledger(memberId, [
      [1000, 400],
      [3000, 380],
      [-2500, 100],
    ]);
    // 1,000 of the first and 1,500 of the second were spent; 1,500 of the second are left and have lapsed.
    expect(await expireLapsedPoints(NOW)).toEqual({ members: 1, points: 1500 });
    expect(await balanceOf(memberId)).toBe(0);
  });

  it('follows the points.expire_months setting', async () => {
    await (await getDb())
      .update(settings)
      .set({ value: { ...SEED_SETTINGS.points, expire_months: 6 } })
      .where(eq(settings.key, 'points'));
    clearSettingsCache();
    await ledger(memberId, [[800, 200]]);
    expect(await expireLapsedPoints(NOW)).toEqual({ members: 1, points: 800 });
  });

  it('leaves a member whose old points were all spent alone', async () => {
    await ledger(memberId, [
      [1000, 400],
      [-1000, 300],
      [500, 10],
    ]);
    expect(await expireLapsedPoints(NOW)).toEqual({ members: 0, points: 0 });
    expect(await entriesOf(memberId)).toHaveLength(3);
  });
});

describe('points page', () => {
  it('shows the balance and the points that lapse within 30 days, oldest spent first', async () => {
    await ledger(memberId, [
      [2000, 350],
      [1500, 340],
      [-2500, 100],
      [1000, 20],
    ]);
    const s = await pointSummary(memberId, NOW);
    expect(s.balance).toBe(2000);
    // The first 2,000 and 500 of the 1,500 were spent: 1,000 lapse within the month, the newest 1,000 not.
    expect(s.expiring.amount).toBe(1000);
    expect(s.expiring.lots).toHaveLength(1);
    expect(s.expiring.lots[0]?.lapses_at.getTime()).toBe(ago(340).getTime() + 365 * DAY);
  });

  it('lists the ledger newest first over the period, with the order number of an order’s entry', async () => {
    const db = await getDb();
    const [order] = await db
      .insert(orders)
      .values({
        od_id: '2026061500000001',
        member_id: memberId,
        status: 'confirmed',
        orderer_name: '김적립',
        orderer_mobile: '010-1111-2222',
        recipient_name: '김적립',
        recipient_mobile: '010-1111-2222',
        zonecode: '04782',
        address1: '서울',
        items_total: 30000,
        total: 30000,
        payment_method: 'bank',
      })
      .returning({ id: orders.id });
    await ledger(memberId, [
      [3000, 200],
      [300, 10, 'earn', order?.id],
    ]);
    const all = await myPointPage(memberId, { period: 'all', page: 1, perPage: 10 }, NOW);
    expect(all.data.map((e) => [e.amount, e.balance_after, e.od_id])).toEqual([
      [300, 3300, '2026061500000001'],
      [3000, 3000, null],
    ]);
    expect(all.total).toBe(2);
    const recent = await myPointPage(memberId, { period: '1m', page: 1, perPage: 10 }, NOW);
    expect(recent.data.map((e) => e.amount)).toEqual([300]);
  });
});

describe('coupon tabs', () => {
  async function give(c: Partial<typeof coupons.$inferInsert>, mc: Partial<typeof memberCoupons.$inferInsert> = {}) {
    const db = await getDb();
    const [coupon] = await db
      .insert(coupons)
      .values({
        code: `C${Math.random().toString(36).slice(2, 8)}`,
        name: '쿠폰',
        name_en: 'Coupon',
        discount_type: 'amount',
        discount_value: 1000,
        ...c,
      })
      .returning({ id: coupons.id });
    const [given] = await db
      .insert(memberCoupons)
      .values({ member_id: memberId, coupon_id: coupon?.id as number, ...mc })
      .returning({ id: memberCoupons.id });
    return given?.id as number;
  }

  it('put unused running coupons in 사용 가능, used in 사용 완료, and run-out ones (own days or the coupon’s end) in 기간 만료', async () => {
    const running = await give({}, { expires_at: new Date(Date.now() + 10 * DAY) });
    const noEnd = await give({});
    const used = await give({}, { used_at: new Date(Date.now() - DAY) });
    const ownDaysOver = await give({}, { expires_at: new Date(Date.now() - DAY) });
    const couponEnded = await give({ ends_at: new Date(Date.now() - DAY) }, { expires_at: new Date(Date.now() + DAY) });
    const tab = async (t: 'usable' | 'used' | 'expired') =>
      (await myCouponPage(memberId, { tab: t, page: 1, perPage: 10 })).data.map((c) => c.id);
    expect(await tab('usable')).toEqual([running, noEnd]);
    expect(await tab('used')).toEqual([used]);
    expect((await tab('expired')).sort()).toEqual([ownDaysOver, couponEnded].sort());
    const page = await myCouponPage(memberId, { tab: 'expired', page: 1, perPage: 10 });
    expect(page.counts).toEqual({ usable: 2, used: 1, expired: 2 });
    expect(page.data.every((c) => c.status === 'expired')).toBe(true);
  });

  it('login-check’s coupon_count is the usable count, a coupon whose end passed not counted', async () => {
    await give({});
    await give({ ends_at: new Date(Date.now() - DAY) });
    await give({}, { used_at: new Date() });
    expect(await usableCouponCount(memberId)).toBe(1);
    expect((await memberCounts(memberId)).coupon_count).toBe(1);
  });
});

describe('saved addresses', () => {
  const address = (n: number, over: Record<string, unknown> = {}) => ({
    label: `배송지 ${n}`,
    recipient_name: '김수령',
    recipient_mobile: '010-3333-4444',
    zonecode: '04782',
    address1: `서울 성동구 성수이로 ${n}`,
    address2: '',
    ...over,
  });
  const defaults = async () =>
    (await getDb())
      .select({ id: memberAddresses.id })
      .from(memberAddresses)
      .where(and(eq(memberAddresses.member_id, memberId), eq(memberAddresses.is_default, true)));

  it('keep one default: the first saved becomes it, setting another unsets it, deleting it promotes the oldest left', async () => {
    const first = await addAddress(memberId, address(1));
    expect(first.is_default).toBe(true);
    const second = await addAddress(memberId, address(2));
    const third = await addAddress(memberId, address(3));
    expect(second.is_default).toBe(false);
    await makeDefaultAddress(memberId, third.id);
    expect(await defaults()).toEqual([{ id: third.id }]);
    await changeAddress(memberId, second.id, { ...address(2), is_default: true });
    expect(await defaults()).toEqual([{ id: second.id }]);
    await removeAddress(memberId, second.id);
    expect(await defaults()).toEqual([{ id: first.id }]);
    expect((await savedAddresses(memberId)).map((a) => a.id)).toEqual([first.id, third.id]);
  });

  it('two requests making different addresses the default at once still leave one', async () => {
    const ids = [];
    for (let n = 1; n <= 4; n++) ids.push((await addAddress(memberId, address(n))).id);
    await Promise.all(ids.map((id) => makeDefaultAddress(memberId, id)));
    expect(await defaults()).toHaveLength(1);
  });

  it('refuse a 21st address with a Korean message, and unmaking the default by itself', async () => {
    for (let n = 1; n <= 20; n++) await addAddress(memberId, address(n));
    const err = await addAddress(memberId, address(21)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).errors.addresses?.[0]).toContain('20개까지');
    const [home] = await savedAddresses(memberId);
    const keep = await changeAddress(memberId, home?.id as number, { ...address(1), is_default: false }).catch(
      (e: unknown) => e,
    );
    expect(keep).toBeInstanceOf(ValidationError);
  });

  it('answer another member’s address as not found', async () => {
    const mine = await addAddress(memberId, address(1));
    const other = await newMember('other');
    for (const attempt of [
      () => removeAddress(other, mine.id),
      () => makeDefaultAddress(other, mine.id),
      () => changeAddress(other, mine.id, address(9)),
    ]) {
      expect(await attempt().catch((e: unknown) => e)).toBeInstanceOf(NotFoundError);
    }
    expect((await savedAddresses(memberId)).map((a) => a.address1)).toEqual(['서울 성동구 성수이로 1']);
  });
});
