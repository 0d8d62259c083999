import { randomBytes } from 'node:crypto';
import { seoulClock } from '~/lib/dates';
import { config } from '../config.ts';
import { seedDemoCustomOrder } from '../custom-orders/seed.ts';
import type { Executor } from '../db/client.ts';
import {
  coupons,
  memberAddresses,
  memberCoupons,
  members,
  notifications,
  storeOrders,
  wishlistEntries,
} from '../db/schema/index.ts';
import { hashPassword } from '../members/password.ts';
import { ADDRESSES, NOTIFICATIONS, PAST_COUPONS, STORE_ORDERS } from './members.data.ts';
import { daysAgo, seoulDaysAgo } from './random.ts';

/** A store receipt number: store code, the purchase day on Korea's calendar, the till's number (`S-20250712-0031`). */
export function receiptNumber(store: string, purchasedAt: Date, till: number): string {
  const { year, month, day } = seoulClock(purchasedAt);
  return `${store}-${year}${month}${day}-${String(till).padStart(4, '0')}`;
}

export const DEMO_LOGIN = 'demo';
/** The second demo member (same password), who only has notifications. */
export const READER_LOGIN = 'reader';

/** The demo password: DEMO_PASSWORD when set. */
export const demoPassword = () => config.demoPassword;

export type Credentials = { demoPassword: string; adminPassword: string; adminGenerated: boolean };

/** Passwords are hashed before the transaction opens, so it stays short. */
export async function credentials(): Promise<Credentials & { demoHash: string; adminHash: string }> {
  const adminPassword = config.adminPassword || randomBytes(12).toString('base64url');
  const [demoHash, adminHash] = await Promise.all([hashPassword(demoPassword()), hashPassword(adminPassword)]);
  return {
    demoPassword: demoPassword(),
    adminPassword,
    adminGenerated: !config.adminPassword,
    demoHash,
    adminHash,
  };
}

/** The demo member with coupons, saved addresses and history, and the administrator (points: `seedPoints`). */
export async function seedMembers(
  db: Executor,
  c: { demoHash: string; adminHash: string },
  wishes: number[],
  now: number,
): Promise<void> {
  const [demo] = await db
    .insert(members)
    .values({
      login_id: DEMO_LOGIN,
      name: '홍길동',
      mobile: '010-1234-5678',
      email: 'demo@example.com',
      password_hash: c.demoHash,
      birth_date: '1990-05-15',
      zonecode: '04782',
      address1: '서울특별시 성동구 성수이로 123',
      address2: '101동 1001호',
      marketing_consent: true,
      marketing_consent_at: new Date(),
      // A member for more than a year: the points ledger shows points that lapsed and points about to.
      terms_agreed_at: daysAgo(400, now),
      created_at: daysAgo(400, now),
    })
    .returning({ id: members.id });
  if (!demo) throw new Error('the demo member was not created');
  await db.insert(members).values({
    login_id: 'admin',
    name: '관리자',
    mobile: '010-0000-0000',
    email: 'admin@evans-candle.com',
    password_hash: c.adminHash,
    admin_role: 'owner',
    terms_agreed_at: daysAgo(400, now),
  });
  const id = demo.id;
  await db.insert(memberAddresses).values(
    ADDRESSES.map(({ daysAgo: d, ...a }) => ({
      ...a,
      member_id: id,
      created_at: daysAgo(d, now),
      updated_at: daysAgo(d, now),
    })),
  );
  const made = await db
    .insert(coupons)
    .values([
      {
        code: 'WELCOME3000',
        name: '신규 회원 3,000원 할인',
        name_en: '₩3,000 off for new members',
        discount_type: 'amount',
        discount_value: 3000,
      },
      {
        code: 'SCENT10',
        name: '3만원 이상 10% 할인 (최대 5,000원)',
        name_en: '10% off over ₩30,000 (up to ₩5,000)',
        discount_type: 'rate',
        discount_value: 10,
        min_order_amount: 30000,
        max_discount: 5000,
      },
    ])
    .returning({ id: coupons.id });
  // Coupons a member takes on a product page (쿠폰 받기), once each, usable for 30 days.
  await db.insert(coupons).values([
    {
      code: 'TAKE2000',
      name: '2만원 이상 2,000원 할인',
      name_en: '₩2,000 off over ₩20,000',
      discount_type: 'amount',
      discount_value: 2000,
      min_order_amount: 20000,
      downloadable: true,
      per_member_limit: 1,
      valid_days: 30,
    },
    {
      code: 'TAKE5PCT',
      name: '5% 할인 (최대 3,000원)',
      name_en: '5% off (up to ₩3,000)',
      discount_type: 'rate',
      discount_value: 5,
      max_discount: 3000,
      downloadable: true,
      per_member_limit: 1,
      valid_days: 30,
    },
  ]);
  await db
    .insert(memberCoupons)
    .values(made.map((cp) => ({ member_id: id, coupon_id: cp.id, expires_at: daysAgo(-60, now) })));
  // Coupons of the past: one the first order used (`seedOrders` spends it), one that ran out unused.
  const past = await db
    .insert(coupons)
    .values(PAST_COUPONS.map(({ givenDaysAgo: _d, ...c }) => ({ ...c, ends_at: c.ends_at(now) })))
    .returning({ id: coupons.id });
  await db.insert(memberCoupons).values(
    past.map((cp, i) => ({
      member_id: id,
      coupon_id: cp.id,
      created_at: daysAgo(PAST_COUPONS[i]?.givenDaysAgo ?? 0, now),
    })),
  );
  await db.insert(storeOrders).values(
    STORE_ORDERS.map(({ daysAgo: d, items, store_code, till_no, ...o }) => {
      const purchased_at = seoulDaysAgo(d, now, 15);
      return {
        ...o,
        receipt_no: receiptNumber(store_code, purchased_at, till_no),
        items,
        total: items.reduce((sum, i) => sum + i.price * i.quantity, 0),
        member_id: id,
        purchased_at,
      };
    }),
  );
  await seedDemoCustomOrder(db, id, now);
  await db.insert(notifications).values(
    NOTIFICATIONS.map((n) => ({
      member_id: id,
      title: n.title,
      body: n.body,
      title_en: n.title_en,
      body_en: n.body_en,
      link: n.link,
      read_at: n.read ? daysAgo(n.daysAgo - 1, now) : null,
      created_at: daysAgo(n.daysAgo, now),
    })),
  );
  if (wishes.length)
    await db.insert(wishlistEntries).values(wishes.map((product_id) => ({ member_id: id, product_id })));
  // A second demo member with only notifications, so that trying orders with the first one never
  // changes the notifications someone is reading with the second.
  const [reader] = await db
    .insert(members)
    .values({
      login_id: READER_LOGIN,
      name: '김향기',
      mobile: '010-2345-6789',
      email: 'reader@example.com',
      password_hash: c.demoHash,
      terms_agreed_at: daysAgo(100, now),
      created_at: daysAgo(100, now),
    })
    .returning({ id: members.id });
  await db.insert(notifications).values(
    NOTIFICATIONS.map((n) => ({
      member_id: reader?.id as number,
      title: n.title,
      body: n.body,
      title_en: n.title_en,
      body_en: n.body_en,
      link: n.link,
      read_at: n.read ? daysAgo(n.daysAgo - 1, now) : null,
      created_at: daysAgo(n.daysAgo, now),
    })),
  );
}
