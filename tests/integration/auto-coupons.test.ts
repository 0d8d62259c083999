import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { invalidate } from '~/server/cache/invalidation';
import { tags } from '~/server/cache/policies';
import { giveAutoCoupon, giveBirthdayCoupons } from '~/server/coupons/auto-coupon.service';
import { getDb } from '~/server/db/client';
import { autoCouponGrants, coupons, memberCoupons, members, notifications, orders, settings } from '~/server/db/schema';
import { registerMember } from '~/server/members/auth.service';
import { runOrderJobs } from '~/server/orders/jobs';
import { SEED_SETTINGS } from '~/server/seed/settings.data';
import { resetDatabase } from '../support/db';

// The coupons the shop gives by itself (issue: loyalty that Korean shoppers expect): on sign-up, on the
// first confirmed purchase and in the birthday month, each once per member (per year for a birthday),
// whoever tries at the same moment, and only while the coupon itself may be given.

const DAY = 86_400_000;
let couponIds: Record<'welcome' | 'first' | 'birthday', number>;

beforeEach(async () => {
  await resetDatabase();
  const db = await getDb();
  await db.insert(settings).values(
    Object.entries({
      ...SEED_SETTINGS,
      loyalty: { signup_coupon: 'WELCOME', first_order_coupon: 'FIRST', birthday_coupon: 'BDAY' },
    }).map(([key, value]) => ({ key, value })),
  );
  await invalidate({ tags: [tags.settings] });
  const made = await db
    .insert(coupons)
    .values([
      {
        code: 'WELCOME',
        name: '가입 3,000원',
        name_en: 'Welcome',
        discount_type: 'amount',
        discount_value: 3000,
        valid_days: 30,
      },
      { code: 'FIRST', name: '첫 구매 2,000원', name_en: 'First', discount_type: 'amount', discount_value: 2000 },
      {
        code: 'BDAY',
        name: '생일 10%',
        name_en: 'Birthday',
        discount_type: 'rate',
        discount_value: 10,
        total_limit: 2,
        per_member_limit: 5,
      },
    ])
    .returning({ id: coupons.id });
  couponIds = { welcome: made[0]?.id as number, first: made[1]?.id as number, birthday: made[2]?.id as number };
});

const held = async (memberId: number) =>
  (await (await getDb()).select().from(memberCoupons).where(eq(memberCoupons.member_id, memberId))).map(
    (c) => c.coupon_id,
  );

let n = 0;
async function newMember(birth: string | null = null): Promise<number> {
  n += 1;
  const [m] = await (await getDb())
    .insert(members)
    .values({
      login_id: `m${n}`,
      name: '회원',
      mobile: '010-0000-0000',
      email: `m${n}@example.com`,
      password_hash: 'x',
      birth_date: birth,
    })
    .returning({ id: members.id });
  return m?.id as number;
}

describe('the sign-up coupon', () => {
  it('is given with the new member, valid for its days, and the member is told', async () => {
    const member = await registerMember({
      login_id: 'newbie',
      name: '새회원',
      mobile: '010-1234-5678',
      email: 'newbie@example.com',
      password: 'a-long-pass-1!',
      agree_marketing: false,
    } as Parameters<typeof registerMember>[0]);
    const db = await getDb();
    const [given] = await db.select().from(memberCoupons).where(eq(memberCoupons.member_id, member.id));
    expect(given?.coupon_id).toBe(couponIds.welcome);
    expect(Math.round(((given?.expires_at?.getTime() ?? 0) - Date.now()) / DAY)).toBe(30);
    const told = await db.select().from(notifications).where(eq(notifications.member_id, member.id));
    expect(told.map((t) => t.title)).toEqual(['가입을 환영합니다! 신규 회원 쿠폰을 드렸어요.']);
  });

  it('is given once, however many try at the same moment', async () => {
    const member = await newMember();
    const db = await getDb();
    const tries = await Promise.all(
      [1, 2, 3].map(() => db.transaction((tx) => giveAutoCoupon(tx, member, 'signup', new Date()))),
    );
    expect(tries.filter((id) => id !== null)).toHaveLength(1);
    expect(await held(member)).toEqual([couponIds.welcome]);
    const grants = await db.select().from(autoCouponGrants).where(eq(autoCouponGrants.member_id, member));
    expect(grants).toMatchObject([{ kind: 'signup', period: '', coupon_id: couponIds.welcome }]);
  });

  it('is not given when the shop names none, or the coupon was closed by an operator, and nothing is claimed', async () => {
    const db = await getDb();
    await db.update(coupons).set({ closed_at: new Date() }).where(eq(coupons.id, couponIds.welcome));
    const member = await newMember();
    expect(await db.transaction((tx) => giveAutoCoupon(tx, member, 'signup', new Date()))).toBeNull();
    expect(await db.select().from(autoCouponGrants)).toEqual([]);
    await db
      .update(settings)
      .set({ value: { signup_coupon: null } })
      .where(eq(settings.key, 'loyalty'));
    await invalidate({ tags: [tags.settings] });
    await db.update(coupons).set({ closed_at: null }).where(eq(coupons.id, couponIds.welcome));
    expect(await db.transaction((tx) => giveAutoCoupon(tx, member, 'signup', new Date()))).toBeNull();
    expect(await held(member)).toEqual([]);
  });
});

describe('the first-purchase coupon', () => {
  async function deliveredOrder(member: number, daysAgo: number) {
    n += 1;
    const [o] = await (await getDb())
      .insert(orders)
      .values({
        od_id: String(2027_0101_0000_0000 + n),
        member_id: member,
        status: 'delivered',
        orderer_name: '회원',
        orderer_mobile: '010-0000-0000',
        recipient_name: '회원',
        recipient_mobile: '010-0000-0000',
        zonecode: '04782',
        address1: '서울',
        items_total: 20_000,
        total: 20_000,
        payment_method: 'bank',
        delivered_at: new Date(Date.now() - daysAgo * DAY),
      })
      .returning({ id: orders.id });
    return o?.id as number;
  }

  it('is given when the first order is confirmed, and not for the orders after it', async () => {
    const member = await newMember();
    await deliveredOrder(member, 30);
    expect((await runOrderJobs()).confirmed).toBe(1);
    expect(await held(member)).toEqual([couponIds.first]);
    await deliveredOrder(member, 30);
    expect((await runOrderJobs()).confirmed).toBe(1);
    expect(await held(member)).toEqual([couponIds.first]);
  });

  it('is not given for a later order to a member who had confirmed orders before the shop began giving it', async () => {
    const db = await getDb();
    await db
      .update(settings)
      .set({ value: { first_order_coupon: null } })
      .where(eq(settings.key, 'loyalty'));
    await invalidate({ tags: [tags.settings] });
    const member = await newMember();
    await deliveredOrder(member, 30);
    await runOrderJobs();
    await db
      .update(settings)
      .set({ value: { first_order_coupon: 'FIRST' } })
      .where(eq(settings.key, 'loyalty'));
    await invalidate({ tags: [tags.settings] });
    await deliveredOrder(member, 30);
    await runOrderJobs();
    expect(await held(member)).toEqual([]);
  });
});

describe('the birthday coupon', () => {
  // 15 March 2027, 10:00 in Seoul.
  const march = new Date('2027-03-15T01:00:00Z');

  it('is given once a year to members born in the month, by runs in two processes at once', async () => {
    const born = await newMember('1990-03-02');
    const other = await newMember('1991-04-20');
    const unknown = await newMember(null);
    const db = await getDb();
    const [left] = await db
      .insert(members)
      .values({
        login_id: 'gone',
        name: '탈퇴',
        mobile: '010',
        email: 'gone@example.com',
        password_hash: 'x',
        birth_date: '1985-03-30',
        left_at: new Date(),
      })
      .returning({ id: members.id });
    const runs = await Promise.all([giveBirthdayCoupons(march), giveBirthdayCoupons(march)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await held(born)).toEqual([couponIds.birthday]);
    for (const id of [other, unknown, left?.id as number]) expect(await held(id)).toEqual([]);
    expect(await giveBirthdayCoupons(new Date('2027-03-31T14:00:00Z'))).toBe(0);
    const [grant] = await db
      .select()
      .from(autoCouponGrants)
      .where(and(eq(autoCouponGrants.member_id, born), eq(autoCouponGrants.kind, 'birthday')));
    expect(grant?.period).toBe('2027');
    // The next year, again (the coupon allows five per member, two in all).
    expect(await giveBirthdayCoupons(new Date('2028-03-01T00:00:00Z'))).toBe(1);
    expect(await held(born)).toEqual([couponIds.birthday, couponIds.birthday]);
  });

  it('follows the month on Korea’s calendar, and stops at the coupon’s total', async () => {
    const april = await newMember('1990-04-01');
    // 31 March 16:00 UTC is 1 April in Seoul.
    expect(await giveBirthdayCoupons(new Date('2027-03-31T16:00:00Z'))).toBe(1);
    expect(await held(april)).toEqual([couponIds.birthday]);
    const more = await newMember('1992-04-11');
    const db = await getDb();
    await db.update(coupons).set({ total_limit: 1 }).where(eq(coupons.id, couponIds.birthday));
    expect(await giveBirthdayCoupons(new Date('2027-04-02T00:00:00Z'))).toBe(0);
    expect(await held(more)).toEqual([]);
    // Nothing was claimed: once the operator allows more, the next run gives it.
    await db.update(coupons).set({ total_limit: 10 }).where(eq(coupons.id, couponIds.birthday));
    expect(await giveBirthdayCoupons(new Date('2027-04-02T01:00:00Z'))).toBe(1);
  });
});
