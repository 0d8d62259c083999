import { randomBytes } from 'node:crypto';
import type { Executor } from '../db/client.ts';
import {
  coupons,
  customFragranceOrders,
  formulas,
  memberCoupons,
  members,
  notifications,
  pointLedger,
  storeOrders,
} from '../db/schema/index.ts';
import { hashPassword } from '../members/password.ts';
import { daysAgo, FORMULAS, NOTIFICATIONS, STORE_ORDERS } from './extras.ts';

export const DEMO_LOGIN = 'demo';
export const DEFAULT_DEMO_PASSWORD = 'demo1234!';

/** The demo member with points, coupons and history, and the admin. Returns the admin password only when generated. */
export async function seedMembers(db: Executor): Promise<{ demoPassword: string; adminPassword?: string }> {
  const demoPassword = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  const generated = process.env.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
  const adminPassword = process.env.ADMIN_PASSWORD || (generated as string);
  const [demo] = await db
    .insert(members)
    .values({
      login_id: DEMO_LOGIN,
      name: '홍길동',
      mobile: '010-1234-5678',
      email: 'demo@example.com',
      password_hash: await hashPassword(demoPassword),
      points_balance: 5000,
      zonecode: '04778',
      address1: '서울 성동구 성수이로 00',
      address2: '101호',
      terms_agreed_at: new Date(),
    })
    .returning();
  await db.insert(members).values({
    login_id: 'admin',
    name: '관리자',
    mobile: '010-0000-0000',
    email: 'admin@evans-candle.com',
    password_hash: await hashPassword(adminPassword),
    is_admin: true,
    terms_agreed_at: new Date(),
  });
  if (!demo) throw new Error('demo member was not created');
  await db.insert(pointLedger).values([
    { member_id: demo.id, amount: 3000, balance_after: 3000, reason: '회원가입 적립금', created_at: daysAgo(60) },
    { member_id: demo.id, amount: 2000, balance_after: 5000, reason: '리뷰 작성 적립금', created_at: daysAgo(20) },
  ]);
  const made = await db
    .insert(coupons)
    .values([
      {
        code: 'WELCOME3000',
        name: '신규 회원 3,000원 할인',
        name_en: '₩3,000 off for new members',
        discount_type: 'amount',
        discount_value: 3000,
        min_order_amount: 20000,
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
    .returning();
  await db
    .insert(memberCoupons)
    .values(made.map((c) => ({ member_id: demo.id, coupon_id: c.id, expires_at: daysAgo(-60) })));
  await db
    .insert(storeOrders)
    .values(STORE_ORDERS.map(({ daysAgo: d, ...o }) => ({ ...o, member_id: demo.id, purchased_at: daysAgo(d) })));
  await db.insert(formulas).values(FORMULAS.map((f) => ({ ...f, member_id: demo.id })));
  await db.insert(customFragranceOrders).values({
    member_id: demo.id,
    kind: 'fragrance',
    title: '나만의 시그니처 향 100ml',
    details: { base: '우디', notes: ['시더우드', '베르가못'], volume_ml: 100, label: 'EVANS & ME' },
  });
  await db.insert(notifications).values(
    NOTIFICATIONS.map((n) => ({
      member_id: demo.id,
      title: n.title,
      body: n.body,
      link: n.link,
      read_at: n.read ? daysAgo(n.daysAgo) : null,
      created_at: daysAgo(n.daysAgo),
    })),
  );
  return { demoPassword, ...(generated ? { adminPassword: generated } : {}) };
}
