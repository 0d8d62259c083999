import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { members, notifications, orderStatusHistory, orders, payments } from '~/server/db/schema';
import type { TossConfig } from '~/server/toss/toss.client';
import { confirmTossReturn, handleTossWebhook } from '~/server/toss/toss-orders';
import { resetDatabase } from '../support/db';
import { type FakeToss, startFakeToss } from '../support/fake-toss';

let toss: FakeToss;
let cfg: TossConfig;

beforeAll(async () => {
  toss = await startFakeToss();
  cfg = { clientKey: 'test_ck', secretKey: toss.secretKey, apiBase: toss.url, timeoutMs: 300 };
});
afterAll(() => toss.close());
beforeEach(async () => {
  await resetDatabase();
  toss.mode = 'ok';
  toss.method = '카드';
  toss.calls.length = 0;
  toss.payments.clear();
});

let seq = 0;
async function tossOrder(total = 32_000) {
  const db = await getDb();
  const [m] = await db
    .insert(members)
    .values({
      login_id: `payer${seq}`,
      name: '김향기',
      mobile: '010',
      email: `payer${seq}@example.com`,
      password_hash: 'x',
    })
    .returning({ id: members.id });
  seq += 1;
  const od_id = `20261122130000${String(seq).padStart(2, '0')}`;
  const [o] = await db
    .insert(orders)
    .values({
      od_id,
      member_id: m?.id,
      status: 'awaiting_deposit',
      orderer_name: '김향기',
      orderer_mobile: '010',
      recipient_name: '김향기',
      recipient_mobile: '010',
      zonecode: '04524',
      address1: '서울',
      items_total: total,
      total,
      payment_method: 'toss',
    })
    .returning();
  return o as typeof orders.$inferSelect;
}

async function statusOf(id: number) {
  const db = await getDb();
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  return o?.status;
}

describe('Toss Payments return and webhook', () => {
  it('confirms with the stored amount and marks the order paid, with history and a notification', async () => {
    const order = await tossOrder();
    const outcome = await confirmTossReturn({ paymentKey: 'pk_ok', orderId: order.od_id, amount: order.total }, cfg);
    expect(outcome).toEqual({ ok: true, odId: order.od_id });
    expect(await statusOf(order.id)).toBe('paid');
    const db = await getDb();
    expect(await db.select().from(payments).where(eq(payments.order_id, order.id))).toEqual([
      expect.objectContaining({ provider: 'toss', payment_key: 'pk_ok', status: 'DONE', amount: order.total }),
    ]);
    expect(
      (await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, order.id)))[0],
    ).toMatchObject({
      from_status: 'awaiting_deposit',
      to_status: 'paid',
      actor: 'toss',
    });
    expect(await db.select().from(notifications)).toHaveLength(1);
    expect(toss.calls[0]?.idempotencyKey).toBe(`confirm-${order.od_id}-pk_ok`);
  });

  it('a tampered amount is refused without calling Toss', async () => {
    const order = await tossOrder(32_000);
    const outcome = await confirmTossReturn({ paymentKey: 'pk_x', orderId: order.od_id, amount: 100 }, cfg);
    expect(outcome).toMatchObject({ ok: false, message: '결제 금액이 주문 금액과 일치하지 않습니다.' });
    expect(toss.calls).toHaveLength(0);
    expect(await statusOf(order.id)).toBe('awaiting_deposit');
  });

  it('a confirm that times out is reconciled by order id and the order is paid once', async () => {
    const order = await tossOrder();
    toss.mode = 'slow-confirm';
    const outcome = await confirmTossReturn({ paymentKey: 'pk_slow', orderId: order.od_id, amount: order.total }, cfg);
    expect(outcome.ok).toBe(true);
    expect(toss.calls.map((c) => c.path)).toEqual(['/v1/payments/confirm', `/v1/payments/orders/${order.od_id}`]);
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('a refused card leaves the order waiting and says why', async () => {
    const order = await tossOrder();
    toss.mode = 'reject';
    const outcome = await confirmTossReturn({ paymentKey: 'pk_no', orderId: order.od_id, amount: order.total }, cfg);
    expect(outcome).toMatchObject({ ok: false, message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' });
    expect(await statusOf(order.id)).toBe('awaiting_deposit');
  });

  it('a virtual-account deposit arrives by webhook; duplicate webhooks change the order once', async () => {
    const order = await tossOrder();
    toss.method = '가상계좌';
    await confirmTossReturn({ paymentKey: 'pk_va', orderId: order.od_id, amount: order.total }, cfg);
    expect(await statusOf(order.id)).toBe('awaiting_deposit');
    // The deposit lands at Toss.
    const stored = toss.payments.get('pk_va');
    if (stored) Object.assign(stored, { status: 'DONE', approvedAt: new Date().toISOString() });
    const event = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey: 'pk_va', orderId: order.od_id, status: 'DONE' },
    };
    expect(await handleTossWebhook(event, cfg)).toBe('paid');
    expect(await handleTossWebhook(event, cfg)).toBe('recorded');
    const db = await getDb();
    expect(await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, order.id))).toHaveLength(1);
    expect(await db.select().from(payments).where(eq(payments.order_id, order.id))).toHaveLength(1);
  });

  it('a forged webhook claiming payment is checked with Toss and changes nothing', async () => {
    const order = await tossOrder();
    const forged = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey: 'pk_forged', orderId: order.od_id, status: 'DONE' },
    };
    expect(await handleTossWebhook(forged, cfg)).toBe('ignored');
    expect(await statusOf(order.id)).toBe('awaiting_deposit');
    expect(toss.calls.map((c) => c.path)).toEqual(['/v1/payments/pk_forged']);
  });
});

describe('Toss cancellations', () => {
  it('a member cancelling a paid card order cancels it at Toss first, once', async () => {
    const order = await tossOrder();
    await confirmTossReturn({ paymentKey: 'pk_cancel', orderId: order.od_id, amount: order.total }, cfg);
    process.env.TOSS_CLIENT_KEY = cfg.clientKey;
    process.env.TOSS_SECRET_KEY = cfg.secretKey;
    process.env.TOSS_API_BASE = cfg.apiBase;
    try {
      const { shopperMove } = await import('~/server/orders/order.service');
      await shopperMove({ memberId: order.member_id as number }, order.od_id, 'cancel', '마음이 바뀌었어요');
    } finally {
      delete process.env.TOSS_CLIENT_KEY;
      delete process.env.TOSS_SECRET_KEY;
      delete process.env.TOSS_API_BASE;
    }
    expect(toss.calls.filter((c) => c.path === '/v1/payments/pk_cancel/cancel')).toHaveLength(1);
    expect(toss.calls.find((c) => c.path === '/v1/payments/pk_cancel/cancel')?.idempotencyKey).toBe(
      `cancel-${order.od_id}`,
    );
    expect(await statusOf(order.id)).toBe('cancelled');
  });

  it('a payment cancelled at Toss cancels the order by webhook', async () => {
    const order = await tossOrder();
    await confirmTossReturn({ paymentKey: 'pk_wc', orderId: order.od_id, amount: order.total }, cfg);
    const stored = toss.payments.get('pk_wc');
    if (stored) stored.status = 'CANCELED';
    const event = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey: 'pk_wc', orderId: order.od_id, status: 'CANCELED' },
    };
    expect(await handleTossWebhook(event, cfg)).toBe('cancelled');
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await handleTossWebhook(event, cfg)).toBe('recorded');
  });
});
