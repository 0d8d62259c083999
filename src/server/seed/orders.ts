import { and, asc, eq, sql } from 'drizzle-orm';
import { priceLine } from '../catalog/pricing.ts';
import type { Executor } from '../db/client.ts';
import {
  coupons,
  memberCoupons,
  members,
  orderLines,
  orderStatusHistory,
  orders,
  productOptions,
  products,
} from '../db/schema/index.ts';
import { couponDiscount, goodsTotals, shippingFee } from '../orders/checkout.ts';
import { seoulStamp } from '../orders/od-id.ts';
import type { OrderStatus } from '../orders/order-status.ts';
import type { ProductLookup } from './catalog.ts';
import { FIRST_ORDER_COUPON } from './members.data.ts';
import { DEMO_LOGIN } from './members.ts';
import { SEED_SETTINGS } from './settings.data.ts';

const DAY = 24 * 60 * 60 * 1000;

type DemoOrder = {
  placedDaysAgo: number;
  /** Each step after placing: the status and how many days after placing it happened. */
  steps: [OrderStatus, number][];
  items: [name: string, quantity: number][];
  tracking?: string;
  /** The code of a coupon of the member's that the order used. */
  coupon?: string;
};

/** The demo member's orders, one per stage a shopper meets; the delivered one lets them write a review. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    placedDaysAgo: 40,
    steps: [
      ['paid', 0.2],
      ['preparing', 1],
      ['shipping', 1.2],
      ['delivered', 3],
      ['confirmed', 10],
    ],
    items: [
      ['골든브랜즈 소이왁스 464', 2],
      ['화이트 머스크 프래그런스 오일', 1],
    ],
    tracking: '612345678901',
    coupon: FIRST_ORDER_COUPON,
  },
  {
    placedDaysAgo: 5,
    steps: [
      ['paid', 0.1],
      ['preparing', 0.5],
      ['shipping', 1],
      ['delivered', 2],
    ],
    items: [['리드 디퓨저 만들기 키트', 1]],
    tracking: '612345678902',
  },
  {
    placedDaysAgo: 2,
    steps: [
      ['paid', 0.1],
      ['preparing', 0.4],
      ['shipping', 1],
    ],
    items: [['골든브랜즈 소이왁스 444', 1]],
    tracking: '612345678903',
  },
  { placedDaysAgo: 20, steps: [['cancelled', 3]], items: [['네이처왁스 C3 소이왁스', 3]] },
  { placedDaysAgo: 0.05, steps: [], items: [['화이트 머스크 프래그런스 오일', 2]] },
];

async function lineFor(db: Executor, lookup: ProductLookup, name: string, quantity: number) {
  const { id } = lookup(name);
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) throw new Error(`seed product missing: ${name}`);
  const [option] = await db
    .select()
    .from(productOptions)
    .where(and(eq(productOptions.product_id, id), eq(productOptions.is_active, true)))
    .orderBy(asc(productOptions.sort_order))
    .limit(1);
  const price = priceLine(
    { ...p, stock: Math.max(p.stock, quantity), status: 'active' },
    option ? { ...option, stock: quantity } : null,
    Boolean(option),
  );
  if (!price.available) throw new Error(`seed product not for sale: ${name}`);
  return { p, option, quantity, price };
}

async function memberCouponByCode(db: Executor, memberId: number, code: string) {
  const [row] = await db
    .select({
      id: memberCoupons.id,
      discount_type: coupons.discount_type,
      discount_value: coupons.discount_value,
      max_discount: coupons.max_discount,
    })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.coupon_id))
    .where(and(eq(memberCoupons.member_id, memberId), eq(coupons.code, code)));
  return row;
}

/** A few orders of the demo member in different statuses, with their history. */
export async function seedOrders(db: Executor, lookup: ProductLookup, now: number): Promise<void> {
  const [demo] = await db.select().from(members).where(eq(members.login_id, DEMO_LOGIN));
  const [admin] = await db.select({ id: members.id }).from(members).where(eq(members.login_id, 'admin'));
  if (!demo) return;
  const operator = `admin:${admin?.id ?? 0}`;
  let n = 0;
  for (const o of DEMO_ORDERS) {
    const placed = new Date(now - o.placedDaysAgo * DAY);
    const at = (days: number) => new Date(placed.getTime() + days * DAY);
    const lines = await Promise.all(o.items.map(([name, q]) => lineFor(db, lookup, name, q)));
    const goods = goodsTotals(
      lines.map((l) => ({
        line_id: 0,
        product_id: l.p.id,
        option_id: l.option?.id ?? null,
        name: l.p.name,
        name_en: l.p.name_en,
        option_name: null,
        option_name_en: null,
        thumb_image: '',
        quantity: l.quantity,
        is_custom: l.p.is_custom,
        price: l.price,
      })),
    );
    const shipping = shippingFee(goods.subtotal, demo.zonecode ?? undefined, SEED_SETTINGS.shipping).fee;
    const coupon = o.coupon ? await memberCouponByCode(db, demo.id, o.coupon) : undefined;
    const couponOff = coupon ? couponDiscount(coupon, goods.subtotal) : 0;
    const total = goods.subtotal - couponOff + shipping;
    const last = o.steps.at(-1);
    const status = last?.[0] ?? 'awaiting_deposit';
    const when = (s: OrderStatus) => o.steps.find(([x]) => x === s);
    const stamp = (s: OrderStatus) => (when(s) ? at(when(s)?.[1] ?? 0) : null);
    const [order] = await db
      .insert(orders)
      .values({
        od_id: `${seoulStamp(placed)}${String(11 + n++).padStart(2, '0')}`,
        member_id: demo.id,
        status,
        orderer_name: demo.name,
        orderer_mobile: demo.mobile,
        orderer_email: demo.email,
        recipient_name: demo.name,
        recipient_mobile: demo.mobile,
        zonecode: demo.zonecode ?? '04782',
        address1: demo.address1 ?? '',
        address2: demo.address2 ?? '',
        delivery_message: '문 앞에 놓아 주세요.',
        ...goods,
        shipping_fee: shipping,
        coupon_discount: couponOff,
        member_coupon_id: coupon?.id ?? null,
        total,
        points_earned: status === 'confirmed' ? Math.floor((total * SEED_SETTINGS.points.earn_rate_percent) / 100) : 0,
        payment_method: 'bank',
        depositor_name: demo.name,
        deposit_deadline: new Date(placed.getTime() + SEED_SETTINGS.orders.deposit_deadline_days * DAY),
        carrier: o.tracking ? 'CJ대한통운' : null,
        tracking_number: o.tracking ?? null,
        agreements: { order: placed.toISOString(), privacy_carrier: placed.toISOString() },
        paid_at: stamp('paid'),
        delivered_at: stamp('delivered'),
        confirmed_at: stamp('confirmed'),
        cancelled_at: stamp('cancelled'),
        created_at: placed,
        updated_at: last ? at(last[1]) : placed,
      })
      .returning();
    if (!order) throw new Error('seed order not created');
    if (coupon) {
      await db
        .update(memberCoupons)
        .set({ used_at: placed, order_id: order.id })
        .where(eq(memberCoupons.id, coupon.id));
    }
    await db.insert(orderLines).values(
      lines.map((l) => ({
        order_id: order.id,
        product_id: l.p.id,
        option_id: l.option?.id ?? null,
        product_name: l.p.name,
        product_name_en: l.p.name_en,
        option_name: l.option?.name ?? null,
        unit_price: l.price.unit_price,
        quantity: l.quantity,
        line_total: l.price.unit_price * l.quantity,
        is_custom: l.p.is_custom,
      })),
    );
    let from: OrderStatus = 'awaiting_deposit';
    const history: { from_status: string | null; to_status: string; actor: string; note: string; created_at: Date }[] =
      [{ from_status: null, to_status: from, actor: String(demo.id), note: '', created_at: placed }];
    for (const [to, days] of o.steps) {
      const actor = to === 'cancelled' ? 'system' : to === 'confirmed' ? String(demo.id) : operator;
      const note = to === 'cancelled' ? '입금 기한이 지나 자동 취소' : '';
      history.push({ from_status: from, to_status: to, actor, note, created_at: at(days) });
      from = to;
    }
    await db.insert(orderStatusHistory).values(history.map((h) => ({ ...h, order_id: order.id })));
    // An open order holds its stock like a real one, so a later cancellation gives back what it took.
    if (status === 'awaiting_deposit') {
      for (const l of lines) {
        await db
          .update(products)
          .set({ stock: sql`greatest(${products.stock} - ${l.quantity}, 0)` })
          .where(eq(products.id, l.p.id));
        if (l.option) {
          await db
            .update(productOptions)
            .set({ stock: sql`greatest(${productOptions.stock} - ${l.quantity}, 0)` })
            .where(eq(productOptions.id, l.option.id));
        }
      }
    }
  }
}
