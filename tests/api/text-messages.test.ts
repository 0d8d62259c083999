import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_EVENTS } from '~/server/messages/templates';
import { ApiClient } from '../support/api-client';
import { addToCart, freshProducts } from '../support/orders-helpers';
import { type RunningServer, seededDatabase, startServer } from '../support/server';
import { ADMIN, loginAs, newMember, orderBody, placeOrder } from '../support/shop-api';
import { type SolapiStandIn, solapiStandIn } from '../support/solapi-standin';

// Issue "messages", end to end: a shop configured with SOLAPI (here a local stand-in of its API)
// tells a shopper about their order by 알림톡 from its outbox, one message per event, in the order the
// events happened; the back office lists what was sent; customer service alone reads it.

let standIn: SolapiStandIn;
let server: RunningServer;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  standIn = await solapiStandIn(MESSAGE_EVENTS.filter((e) => e !== 'coupon_benefit'));
  const db = await seededDatabase('text-messages');
  cleanup = db.cleanup;
  server = await startServer({ ...db.env, ...standIn.env });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await cleanup?.();
  await standIn?.close();
});

/** Waits until the stand-in has accepted `n` messages (the shop's delivery runs every 10 s). */
async function accepted(n: number) {
  const until = Date.now() + 45_000;
  while (standIn.sent.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
  return standIn.sent;
}

type OutboxWire = {
  data: { event: string; channel: string; status: string; to: string; attempts: number; body: string }[];
  counts: { event: string; channel: string; status: string; n: number }[];
};

describe('an order told by 알림톡 from placing to delivery', () => {
  it('sends one message per event in order, to the orderer, and the back office lists them', async () => {
    const [p] = await freshProducts(server.url, 1);
    const { api } = await newMember(server.url);
    const line = await addToCart(api, p?.it_id as number);
    const odId = await placeOrder(
      api,
      orderBody([line], { orderer: { name: '김주문', mobile: '010-2222-3333', email: 'o@example.com' } }),
    );
    const ops = await loginAs(server.url, ADMIN.id, ADMIN.password);
    for (const body of [
      { status: 'paid' },
      { status: 'preparing' },
      { status: 'shipping', carrier: 'CJ대한통운', tracking_number: '612345678901' },
      { status: 'delivered' },
    ]) {
      expect((await ops.post(`/api/admin/orders/${odId}/status`, body)).status).toBe(200);
    }
    expect((await api.post(`/api/v1/orders/${odId}/confirm`)).status).toBe(200);

    const sent = await accepted(4);
    expect(sent.map((s) => s.kakaoOptions?.templateId)).toEqual([
      standIn.templateIds.order_placed,
      standIn.templateIds.payment_confirmed,
      standIn.templateIds.shipped,
      standIn.templateIds.delivered,
    ]);
    expect(sent.every((s) => s.to === '01022223333' && s.type === 'ATA' && s.from === '0212345678')).toBe(true);
    expect(sent[0]?.text).toContain(`주문번호: ${odId}`);
    expect(sent[0]?.text).toMatch(/입금 계좌: \S+ [\d-]+ \(예금주 /);

    const listed = await ops.json<OutboxWire>(ops.get('/api/admin/messages?mobile=010-2222-3333'));
    expect(listed.data.map((m) => `${m.event}/${m.channel}/${m.status}`).reverse()).toEqual([
      'order_placed/alimtalk/sent',
      'payment_confirmed/alimtalk/sent',
      'shipped/alimtalk/sent',
      'delivered/alimtalk/sent',
    ]);
    expect(listed.data.every((m) => m.to === '010-****-3333' && m.attempts === 1)).toBe(true);
    const perEvent = Object.fromEntries(
      listed.data.map((m) => [m.event, listed.data.filter((x) => x.event === m.event).length]),
    );
    console.log(
      `messages of one order's lifecycle, per event: ${JSON.stringify(perEvent)}; stand-in calls: ${standIn.calls.length}`,
    );
    expect(standIn.calls).toHaveLength(4);
  }, 120_000);

  it('lets customer service read the outbox, and no shopper', async () => {
    const { api } = await newMember(server.url);
    expect((await api.get('/api/admin/messages')).status).toBe(403);
    expect((await new ApiClient(server.url).get('/api/admin/messages')).status).toBe(401);
    const ops = await loginAs(server.url, ADMIN.id, ADMIN.password);
    const bad = await ops.get('/api/admin/messages?status=lost&event=nothing');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toMatchObject({
      status: ['알 수 없는 발송 상태입니다.'],
      event: ['알 수 없는 메시지 종류입니다.'],
    });
    expect((await ops.post('/api/admin/messages/999999/resend', {})).status).toBe(404);
    expect((await ops.post('/api/admin/messages/abc/resend', {})).status).toBe(404);
    const page = await ops.get('/admin/messages?status=sent');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('알림톡·문자 발송');
  });
});
