import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { type FakeToss, startFakeToss } from '../support/fake-toss';
import { newMember, orderBody, ownShop, place } from '../support/orders-helpers';
import { ADMIN, loginAs } from '../support/shop-api';
import { newSession, seededClass, signedUp } from '../support/tssa-api';

// A TSSA seat paid by card at Toss (a local stand-in) and cancelled under the refund rule.
let toss: FakeToss;
let shop: Awaited<ReturnType<typeof ownShop>> | undefined;
const base = () => shop?.url as string;
beforeAll(async () => {
  toss = await startFakeToss();
  shop = await ownShop('tssa_toss', {
    TOSS_CLIENT_KEY: 'test_ck_tssa',
    TOSS_SECRET_KEY: toss.secretKey,
    TOSS_API_BASE: toss.url,
    TOSS_TIMEOUT_MS: '2000',
  });
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await toss?.close();
});

/** A member's seat in a new session `days` ahead, paid by card; answers the member, the sign-up and the payment key. */
async function cardSeat(days: number, key: string) {
  const soy = await seededClass(new ApiClient(base()), '원데이 소이 캔들');
  const session = await newSession(base(), soy.id, 3, days);
  const { api } = await newMember(base());
  const made = await signedUp(api, session, 1);
  const res = await place(api, orderBody([made.cart_line_id], { payment_method: 'toss', depositor_name: undefined }));
  expect(res.status, await res.clone().text()).toBe(201);
  const { od_id } = (await res.json()) as { od_id: string };
  const back = await api.get(`/shop/payment_confirm?paymentKey=${key}&orderId=${od_id}&amount=${soy.price}`, {
    Accept: 'text/html',
  });
  expect(back.status).toBe(303);
  return { api, id: made.data.id, price: soy.price, session };
}
const refunds = (key: string) =>
  toss.calls.filter((c) => c.path === `/v1/payments/${key}/cancel`).map((c) => c.body as { cancelAmount?: number });

describe('a TSSA seat paid at Toss', () => {
  it('is refunded at Toss by the rule when the member cancels it: half of the fee two days before', async () => {
    const { api, id, price } = await cardSeat(2, 'pk_tssa_half');
    const res = await api.post(`/api/v1/tssa/signups/${id}/cancel`, {});
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { refund: { amount: number } }).refund.amount).toBe(price / 2);
    expect(refunds('pk_tssa_half')).toEqual([{ cancelReason: 'TSSA 클래스 신청 취소', cancelAmount: price / 2 }]);
  });

  it('stays as it was when Toss refuses the refund (409)', async () => {
    const { api, id } = await cardSeat(20, 'pk_tssa_refused');
    toss.cancelMode = 'reject';
    try {
      expect((await api.post(`/api/v1/tssa/signups/${id}/cancel`, {})).status).toBe(409);
    } finally {
      toss.cancelMode = 'ok';
    }
    const mine = await api.json<{ data: { upcoming: { id: number; status: string }[] } }>(
      api.get('/api/v1/tssa/signups'),
    );
    expect(mine.data.upcoming.find((s) => s.id === id)?.status).toBe('confirmed');
  });

  it('is refunded in full at Toss when the shop cancels the session', async () => {
    const { session, price } = await cardSeat(20, 'pk_tssa_shop');
    const ops = await loginAs(base(), ADMIN.id, ADMIN.password);
    const res = await ops.post(`/api/admin/tssa/sessions/${session}/cancel`, {});
    expect(((await res.json()) as { data: { refunded_at_toss: number } }).data.refunded_at_toss).toBe(1);
    expect(refunds('pk_tssa_shop')).toEqual([{ cancelReason: '공방 사정으로 수업 취소', cancelAmount: price }]);
  });
});
