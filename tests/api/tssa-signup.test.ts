import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { freshProducts } from '../support/orders-helpers';
import { ADMIN, addToCart, DEMO, loginAs, newMember, orderBody, placeOrder } from '../support/shop-api';
import {
  type ClassCard,
  newSession,
  type Problem,
  records,
  seededClass,
  signedUp,
  signUp,
  signupOf,
} from '../support/tssa-api';

/** TSSA sign-ups over HTTP: seats never past capacity, the waitlist, payment through the checkout, refunds. */
const base = () => inject('baseUrl');
const member = async () => (await newMember(base(), { prefix: 'ts' })).api;
const admin = () => loginAs(base(), ADMIN.id, ADMIN.password);
let soy: ClassCard;
beforeAll(async () => {
  soy = await seededClass(new ApiClient(base()), '원데이 소이 캔들');
});

const markPaid = async (odId: string) => {
  const res = await (await admin()).post(`/api/admin/orders/${odId}/status`, { status: 'paid' });
  expect(res.status, await res.clone().text()).toBe(200);
};
const unread = async (api: ApiClient) =>
  (await api.json<{ data: { title: string }[] }>(api.get('/api/v1/notification'))).data.map((n) => n.title);

describe('signing up for a TSSA session', () => {
  it('needs a login, and answers 422 with Korean field messages for a bad body', async () => {
    expect((await signUp(new ApiClient(base()), 1)).status).toBe(401);
    const res = await (await member()).post('/api/v1/tssa/signups', { session_id: 'x', head_count: 0 });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Problem).errors).toMatchObject({
      session_id: ['수업 일정을 골라 주세요.'],
      head_count: ['인원은 1명부터 10명까지 신청할 수 있습니다.'],
    });
  });

  it('holds the seat with a class line in the cart, paid by bank transfer through the checkout, which confirms it', async () => {
    // The plaster class costs less than the free-shipping threshold: a class ships nothing, so no fee either way.
    const plaster = await seededClass(new ApiClient(base()), '원데이 석고');
    const session = await newSession(base(), plaster.id, 4);
    const api = await member();
    const made = await signedUp(api, session, 1);
    expect(made.data).toMatchObject({ status: 'pending_payment', head_count: 1, amount: plaster.price, can_pay: true });
    expect(made.data.session.seats_left).toBe(3);
    const cart = await api.json<{
      lines: { id: number; unit_price: number; is_custom: boolean; available: boolean }[];
    }>(api.get('/api/v1/cart'));
    expect(cart.lines.find((l) => l.id === made.cart_line_id)).toMatchObject({
      unit_price: plaster.price,
      is_custom: false,
      available: true,
    });
    const odId = await placeOrder(api, orderBody([made.cart_line_id]));
    const order = await api.json<{ order: { amounts: { total: number; shipping_fee: number } } }>(
      api.get(`/api/v1/orders/${odId}`),
    );
    expect(order.order.amounts).toMatchObject({ total: plaster.price, shipping_fee: 0 });
    expect(await signupOf(api, made.data.id)).toMatchObject({ status: 'pending_payment', od_id: odId, can_pay: false });
    await markPaid(odId);
    expect(await signupOf(api, made.data.id)).toMatchObject({ status: 'confirmed', od_id: odId });
  });

  it('refuses the same member twice (409), more heads than seats left (422) and a past or cancelled session (422), naming the session', async () => {
    const session = await newSession(base(), soy.id, 2);
    const api = await member();
    await signedUp(api, session, 1);
    const twice = await signUp(api, session, 1);
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as Problem).message).toMatch(/^원데이 소이 캔들 클래스 .+ 수업에 이미 신청하셨습니다/);
    const tooMany = await signUp(await member(), session, 2);
    expect(tooMany.status).toBe(422);
    expect(((await tooMany.json()) as Problem).errors?.head_count?.[0]).toMatch(
      /원데이 소이 캔들 클래스 .+ 남은 자리는 1석/,
    );

    const demo = await loginAs(base(), DEMO.id, DEMO.password);
    const past = (await records(demo)).past[0];
    expect(past).toBeDefined();
    const late = await signUp(await member(), past?.session.id ?? 0, 1);
    expect(late.status).toBe(422);
    expect(((await late.json()) as Problem).errors?.session_id?.[0]).toMatch(/이미 시작했거나 지나/);
  });

  it('puts a member on the waitlist of a full session only when asked, and offers a freed seat to the first in line, notified', async () => {
    const session = await newSession(base(), soy.id, 1);
    const first = await member();
    const seat = await signedUp(first, session, 1);
    const full = await signUp(await member(), session, 1);
    expect(full.status).toBe(409);
    expect(((await full.json()) as Problem).message).toMatch(/정원이 모두 찼습니다/);
    const [ahead, behind] = [await member(), await member()];
    const waiting = await signedUp(ahead, session, 1, true);
    expect(waiting).toMatchObject({
      waitlisted: true,
      cart_line_id: null,
      data: { status: 'waitlisted', waitlist_position: 1 },
    });
    const second = await signedUp(behind, session, 1, true);
    expect(second.data.waitlist_position).toBe(2);

    const gone = await first.post(`/api/v1/tssa/signups/${seat.data.id}/cancel`, {});
    expect(gone.status, await gone.clone().text()).toBe(200);
    const offered = await signupOf(ahead, waiting.data.id);
    expect(offered).toMatchObject({ status: 'offered', can_pay: true });
    expect(offered?.cart_line_id).toBeGreaterThan(0);
    expect(await unread(ahead)).toContain('대기하시던 클래스에 자리가 났습니다');
    expect(await signupOf(behind, second.data.id)).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
  });

  it('says its refusals in English on English pages, naming the session by its English title', async () => {
    const session = await newSession(base(), soy.id, 1);
    const api = await member();
    api.cookies.set('shop_lang', 'en');
    await signedUp(api, session, 1);
    const twice = await signUp(api, session, 1);
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as Problem).message).toMatch(
      /^You have already signed up for One-day Soy Candle Class /,
    );
    const other = await member();
    other.cookies.set('shop_lang', 'en');
    const full = await signUp(other, session, 1);
    expect(full.status).toBe(409);
    expect(((await full.json()) as Problem).message).toMatch(
      /^One-day Soy Candle Class .+ is full\. Please join its waitlist\.$/,
    );
  });

  it('keeps a class line at its head count in the cart: another quantity is a 422 on quantity and the line stays payable', async () => {
    const session = await newSession(base(), soy.id, 4);
    const api = await member();
    const made = await signedUp(api, session, 2);
    const res = await api.request('PATCH', `/api/v1/cart/lines/${made.cart_line_id}`, { quantity: 3 });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Problem).errors?.quantity?.[0]).toMatch(/수강 인원은 장바구니에서 바꿀 수 없습니다/);
    const cart = await api.json<{ lines: { id: number; quantity: number; available: boolean }[] }>(
      api.get('/api/v1/cart'),
    );
    expect(cart.lines.find((l) => l.id === made.cart_line_id)).toMatchObject({ quantity: 2, available: true });
  });

  it('answers 404 for another member’s sign-up', async () => {
    const session = await newSession(base(), soy.id, 3);
    const mine = await signedUp(await member(), session, 1);
    const other = await member();
    expect((await other.get(`/api/v1/tssa/signups/${mine.data.id}/refund`)).status).toBe(404);
    expect((await other.post(`/api/v1/tssa/signups/${mine.data.id}/cancel`, {})).status).toBe(404);
    expect((await other.post(`/api/v1/tssa/signups/${mine.data.id}/pay`, {})).status).toBe(404);
  });
});

describe('cancelling and refunds', () => {
  async function paidSeat(days: number) {
    const session = await newSession(base(), soy.id, 3, days);
    const api = await member();
    const made = await signedUp(api, session, 1);
    await markPaid(await placeOrder(api, orderBody([made.cart_line_id])));
    return { api, id: made.data.id };
  }

  it('previews and refunds the whole fee until 3 days before, computed by the server', async () => {
    const { api, id } = await paidSeat(20);
    const preview = await api.json<{ data: { rate: number; amount: number; cancellable: boolean } }>(
      api.get(`/api/v1/tssa/signups/${id}/refund`),
    );
    expect(preview.data).toMatchObject({ rate: 100, amount: soy.price, cancellable: true });
    const res = await api.post(`/api/v1/tssa/signups/${id}/cancel`, {});
    expect(res.status).toBe(200);
    const done = (await res.json()) as { data: { status: string; refund_amount: number }; refund: { amount: number } };
    expect(done).toMatchObject({
      data: { status: 'cancelled', refund_amount: soy.price },
      refund: { amount: soy.price },
    });
  });

  it('refunds half two days before, and a paid order with such a seat cannot be cancelled whole', async () => {
    const { api, id } = await paidSeat(2);
    const preview = await api.json<{ data: { rate: number; amount: number } }>(
      api.get(`/api/v1/tssa/signups/${id}/refund`),
    );
    expect(preview.data.rate).toBe(50);
    const signup = await signupOf(api, id);
    const whole = await api.post(`/api/v1/orders/${signup?.od_id}/cancel`, { reason: '일정 변경' });
    expect(whole.status).toBe(409);
    const res = await api.post(`/api/v1/tssa/signups/${id}/cancel`, {});
    expect(((await res.json()) as { data: { refund_amount: number } }).data.refund_amount).toBe(preview.data.amount);
  });

  it('cancelling the unpaid order cancels the sign-up and frees its seat', async () => {
    const session = await newSession(base(), soy.id, 1);
    const api = await member();
    const made = await signedUp(api, session, 1);
    const odId = await placeOrder(api, orderBody([made.cart_line_id]));
    expect((await api.post(`/api/v1/orders/${odId}/cancel`, { reason: '다음에' })).status).toBe(200);
    expect(await signupOf(api, made.data.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'member' });
    await signedUp(await member(), session, 1);
  });

  it('will not cancel only the seat of an unpaid order that holds goods too (409), leaving both as they were', async () => {
    const session = await newSession(base(), soy.id, 1);
    const api = await member();
    const made = await signedUp(api, session, 1);
    const [goods] = await freshProducts(base(), 1);
    const line = await addToCart(api, goods?.it_id ?? 0);
    const odId = await placeOrder(api, orderBody([made.cart_line_id, line]));
    const res = await api.post(`/api/v1/tssa/signups/${made.data.id}/cancel`, {});
    expect(res.status).toBe(409);
    expect(((await res.json()) as Problem).message).toContain(odId);
    expect(await signupOf(api, made.data.id)).toMatchObject({ status: 'pending_payment', od_id: odId });
  });

  it('an operator cancels a session: every sign-up cancelled, paid seats refunded in full, members notified', async () => {
    const session = await newSession(base(), soy.id, 2);
    const payer = await member();
    const paid = await signedUp(payer, session, 1);
    await markPaid(await placeOrder(payer, orderBody([paid.cart_line_id])));
    const holder = await member();
    const held = await signedUp(holder, session, 1);
    const res = await (await admin()).post(`/api/admin/tssa/sessions/${session}/cancel`, { reason: '강사 사정' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { data: { cancelled: number } }).data.cancelled).toBe(2);
    expect(await signupOf(payer, paid.data.id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'shop',
      refund_amount: soy.price,
    });
    expect(await signupOf(holder, held.data.id)).toMatchObject({ status: 'cancelled', refund_amount: null });
    expect(await unread(payer)).toContain('TSSA 클래스 신청이 취소되었습니다');
    const late = await signUp(await member(), session, 1);
    expect(late.status).toBe(422);
    expect(((await late.json()) as Problem).errors?.session_id?.[0]).toMatch(/취소되어 신청할 수 없습니다/);
  });
});

describe('the school’s public calls', () => {
  it('groups the catalogue by track and level, filters it, and shows one class by its product id (404 otherwise)', async () => {
    const api = new ApiClient(base());
    const all = await api.json<{ data: { groups: { track: { slug: string } | null }[]; months: string[] } }>(
      api.get('/api/v1/tssa/classes'),
    );
    expect(all.data.groups.map((g) => g.track?.slug ?? null)).toEqual(['candle', 'diffuser', 'one-day', null]);
    const candle = await api.json<{ data: { groups: { track: { slug: string } }[] } }>(
      api.get('/api/v1/tssa/classes?track=candle&seats=1'),
    );
    expect(candle.data.groups.map((g) => g.track.slug)).toEqual(['candle']);
    expect((await api.get('/api/v1/tssa/classes?month=2026-13')).status).toBe(422);
    const detail = await api.json<{
      data: { title: string; curriculum: unknown[]; kit: unknown[]; instructor: { name: string } };
    }>(api.get(`/api/v1/tssa/classes/${soy.product_id}`));
    expect(detail.data.title).toBe(soy.title);
    expect(detail.data.curriculum.length).toBeGreaterThan(0);
    expect(detail.data.kit.length).toBeGreaterThan(0);
    expect(detail.data.instructor.name).toBeTruthy();
    expect((await api.get('/api/v1/tssa/classes/999999')).status).toBe(404);
  });

  it('verifies a certificate number publicly, showing only the name, course and date', async () => {
    const api = new ApiClient(base());
    const res = await api.json<{ data: Record<string, unknown> }>(
      api.get('/api/v1/tssa/certificates/TSSA-C1-7K3M9QXA'),
    );
    expect(Object.keys(res.data).sort()).toEqual(['holder_name', 'issued_on', 'number', 'title', 'title_en']);
    expect(res.data).toMatchObject({ holder_name: '홍길동', title: 'TSSA 캔들 마스터 과정' });
    expect((await api.get('/api/v1/tssa/certificates/TSSA-C1-NOSUCH00')).status).toBe(404);
  });
});
