import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { members, notifications, orderStatusHistory, orders, payments, settings } from '~/server/db/schema';
import { SEED_SETTINGS } from '~/server/seed/settings.data';
import type { TossConfig } from '~/server/toss/toss.client';
import { confirmTossReturn, handleTossWebhook } from '~/server/toss/toss-orders';
import { opsActor } from '../support/admins';
import { resetDatabase } from '../support/db';
import { setEnv } from '../support/env';
import { type FakeToss, startFakeToss } from '../support/fake-toss';

let toss: FakeToss;
let cfg: TossConfig;

beforeAll(async () => {
  toss = await startFakeToss();
  // Long enough for a local answer on a saturated machine (2 s was once too short); the case whose
  // confirm never answers uses a short limit of its own.
  cfg = { clientKey: 'test_ck', secretKey: toss.secretKey, apiBase: toss.url, timeoutMs: 10_000 };
});
afterAll(() => toss.close());
beforeEach(async () => {
  await resetDatabase();
  const db = await getDb();
  await db.insert(settings).values(Object.entries(SEED_SETTINGS).map(([key, value]) => ({ key, value })));
  toss.mode = 'ok';
  toss.method = '카드';
  toss.cancelMode = 'ok';
  toss.onCancel = undefined;
  toss.calls.length = 0;
  toss.payments.clear();
});

/** The shop's own Toss settings (its configuration, used by cancellations and jobs) point at the fake. */
function useTossEnv(apiBase?: string) {
  let restore = () => {};
  beforeEach(() => {
    restore = setEnv({
      TOSS_CLIENT_KEY: cfg.clientKey,
      TOSS_SECRET_KEY: cfg.secretKey,
      TOSS_API_BASE: apiBase ?? cfg.apiBase,
      TOSS_TIMEOUT_MS: '10000',
    });
  });
  afterEach(() => restore());
}

async function setStatus(id: number, status: string, extra: Partial<typeof orders.$inferInsert> = {}) {
  const db = await getDb();
  await db
    .update(orders)
    .set({ status, ...extra })
    .where(eq(orders.id, id));
}

const cancelCalls = (key: string) => toss.calls.filter((c) => c.path === `/v1/payments/${key}/cancel`);

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
    const outcome = await confirmTossReturn(
      { paymentKey: 'pk_slow', orderId: order.od_id, amount: order.total },
      { ...cfg, timeoutMs: 1500 },
    );
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

  it("a virtual account issued sets the order's deadline to its due date and tells the member where to pay", async () => {
    const order = await tossOrder();
    toss.method = '가상계좌';
    expect(await confirmTossReturn({ paymentKey: 'pk_vd', orderId: order.od_id, amount: order.total }, cfg)).toEqual({
      ok: true,
      odId: order.od_id,
    });
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    const due = toss.payments.get('pk_vd')?.virtualAccount?.dueDate ?? '';
    expect(row?.deposit_deadline?.toISOString()).toBe(new Date(due).toISOString());
    const notes = await db
      .select()
      .from(notifications)
      .where(eq(notifications.member_id, order.member_id as number));
    expect(notes.map((n) => n.title)).toEqual(['가상계좌가 발급되었습니다']);
    expect(notes[0]?.body).toContain('X1234567890');
  });

  it('money arriving for an order cancelled meanwhile is refunded at Toss, once', async () => {
    const order = await tossOrder();
    await setStatus(order.id, 'cancelled');
    toss.payments.set('pk_late', {
      paymentKey: 'pk_late',
      orderId: order.od_id,
      status: 'DONE',
      totalAmount: order.total,
      method: '카드',
      approvedAt: new Date().toISOString(),
    });
    const event = { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 'pk_late' } };
    expect(await handleTossWebhook(event, cfg)).toBe('refunded');
    expect(cancelCalls('pk_late')).toHaveLength(1);
    expect(cancelCalls('pk_late')[0]?.idempotencyKey).toBe(`refund-${order.od_id}-pk_late`);
    expect(await handleTossWebhook(event, cfg)).toBe('recorded');
    expect(cancelCalls('pk_late')).toHaveLength(1);
    expect(await statusOf(order.id)).toBe('cancelled');
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
    const restore = setEnv({
      TOSS_CLIENT_KEY: cfg.clientKey,
      TOSS_SECRET_KEY: cfg.secretKey,
      TOSS_API_BASE: cfg.apiBase,
    });
    try {
      const { shopperMove } = await import('~/server/orders/order.service');
      await shopperMove({ memberId: order.member_id as number }, order.od_id, 'cancel', '마음이 바뀌었어요');
    } finally {
      restore();
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

describe('Toss cancellations started by the shop', () => {
  useTossEnv();

  it('a cancel Toss refuses leaves the paid order as it is and says why', async () => {
    const order = await tossOrder();
    await confirmTossReturn({ paymentKey: 'pk_keep', orderId: order.od_id, amount: order.total }, cfg);
    toss.cancelMode = 'reject';
    const { shopperMove } = await import('~/server/orders/order.service');
    await expect(shopperMove({ memberId: order.member_id as number }, order.od_id, 'cancel')).rejects.toMatchObject({
      status: 409,
      message: '취소 할 수 없는 결제 입니다.',
    });
    expect(await statusOf(order.id)).toBe('paid');
    const db = await getDb();
    expect((await db.select().from(payments).where(eq(payments.order_id, order.id)))[0]?.status).toBe('DONE');
  });

  it('when the order moves on while Toss refunds it, the refund decides and the order is cancelled as Toss did', async () => {
    const order = await tossOrder();
    await confirmTossReturn({ paymentKey: 'pk_race', orderId: order.od_id, amount: order.total }, cfg);
    // An operator starts preparing the parcel in the moment between the refund and the cancellation.
    toss.onCancel = () => setStatus(order.id, 'preparing');
    const { shopperMove } = await import('~/server/orders/order.service');
    const moved = await shopperMove({ memberId: order.member_id as number }, order.od_id, 'cancel', '단순 변심');
    expect(moved.status).toBe('cancelled');
    const db = await getDb();
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, order.id));
    expect(history.at(-1)).toMatchObject({ from_status: 'preparing', to_status: 'cancelled', actor: 'toss' });
  });

  it('an operator cancelling a paid card order cancels it at Toss too', async () => {
    const order = await tossOrder();
    await confirmTossReturn({ paymentKey: 'pk_admin', orderId: order.od_id, amount: order.total }, cfg);
    const { adminMove } = await import('~/server/orders/order.service');
    await adminMove(await opsActor(), order.od_id, { status: 'cancelled', note: '품절' });
    expect(cancelCalls('pk_admin')).toHaveLength(1);
    expect(await statusOf(order.id)).toBe('cancelled');
  });

  it('a payment cancelled at Toss while the parcel is being prepared cancels the order', async () => {
    const order = await tossOrder();
    await confirmTossReturn({ paymentKey: 'pk_prep', orderId: order.od_id, amount: order.total }, cfg);
    await setStatus(order.id, 'preparing');
    const stored = toss.payments.get('pk_prep');
    if (stored) stored.status = 'CANCELED';
    expect(await handleTossWebhook({ data: { paymentKey: 'pk_prep' } }, cfg)).toBe('cancelled');
    expect(await statusOf(order.id)).toBe('cancelled');
  });
});

describe('overdue Toss orders', () => {
  useTossEnv();
  const late = (order: { id: number }) =>
    setStatus(order.id, 'awaiting_deposit', { deposit_deadline: new Date(Date.now() - 60_000) });

  it('a card payment that went through but whose news was lost pays the order instead of cancelling it', async () => {
    const order = await tossOrder();
    await late(order);
    toss.payments.set('pk_lost', {
      paymentKey: 'pk_lost',
      orderId: order.od_id,
      status: 'DONE',
      totalAmount: order.total,
      method: '카드',
      approvedAt: new Date().toISOString(),
    });
    const { runOrderJobs } = await import('~/server/orders/jobs');
    expect((await runOrderJobs()).cancelled).toBe(0);
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('a virtual account never paid is closed at Toss and the order cancelled', async () => {
    const order = await tossOrder();
    toss.method = '가상계좌';
    const opened = await confirmTossReturn({ paymentKey: 'pk_unpaid', orderId: order.od_id, amount: order.total }, cfg);
    expect(opened.ok).toBe(true);
    await late(order);
    const { runOrderJobs } = await import('~/server/orders/jobs');
    expect((await runOrderJobs()).cancelled).toBe(1);
    expect(cancelCalls('pk_unpaid')).toHaveLength(1);
    expect(await statusOf(order.id)).toBe('cancelled');
  });

  it('a card window never completed is simply cancelled', async () => {
    const order = await tossOrder();
    await late(order);
    const { runOrderJobs } = await import('~/server/orders/jobs');
    expect((await runOrderJobs()).cancelled).toBe(1);
    expect(await statusOf(order.id)).toBe('cancelled');
  });
});

describe('overdue Toss orders while Toss cannot be reached', () => {
  useTossEnv('http://127.0.0.1:9');

  it('are left for the next run rather than cancelled blind', async () => {
    const order = await tossOrder();
    await setStatus(order.id, 'awaiting_deposit', { deposit_deadline: new Date(Date.now() - 60_000) });
    const { runOrderJobs } = await import('~/server/orders/jobs');
    expect((await runOrderJobs()).cancelled).toBe(0);
    expect(await statusOf(order.id)).toBe('awaiting_deposit');
  });
});
