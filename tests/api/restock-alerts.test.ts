import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { freshProducts } from '../support/orders-helpers';
import { ADMIN, addToCart, loginAs, newMember, orderBody, placeOrder } from '../support/shop-api';

// 재입고 알림: members ask for a sold-out product or option; when its stock returns (an operator's
// change, a cancelled order's stock put back) each waiting member gets one mail in the outbox.

const base = () => inject('baseUrl');
const PASSWORD = 'Candle-restock-42';
let n = 0;
const member = () => newMember(base(), { id: `rst${Date.now().toString(36)}${n++}`, password: PASSWORD });

async function admin() {
  return loginAs(base(), ADMIN.id, ADMIN.password);
}

async function restockMails(to: string): Promise<{ subject: string; body: string }[]> {
  const a = await admin();
  const { data } = await a.json<{ data: { subject: string; body: string }[] }>(
    a.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`),
  );
  return data.filter((m) => m.subject.includes('재입고'));
}

async function setStock(itId: number, stock: number) {
  const a = await admin();
  const res = await a.request('PATCH', `/api/admin/products/${itId}`, { stock });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('restock alerts (재입고 알림)', () => {
  it('are for members: a visitor is asked to log in (401)', async () => {
    const visitor = new ApiClient(base());
    await visitor.get('/readyz');
    expect((await visitor.post('/api/v1/restock-alerts', { it_id: 1 })).status).toBe(401);
  });

  it('an operator raising the stock sends one mail per waiting member, once, and none to a member who left', async () => {
    const [p] = await freshProducts(base(), 1, 5);
    const itId = p?.it_id as number;
    await setStock(itId, 0);
    try {
      const waiting = await member();
      const leaving = await member();

      expect((await waiting.api.post('/api/v1/restock-alerts', { it_id: itId })).status).toBe(201);
      // One waiting request per member and product: asking again is a 409.
      expect((await waiting.api.post('/api/v1/restock-alerts', { it_id: itId })).status).toBe(409);
      const mine = await waiting.api.json<{ data: { it_id: number; option_id: number | null }[] }>(
        waiting.api.get(`/api/v1/restock-alerts?it_id=${itId}`),
      );
      expect(mine.data).toEqual([expect.objectContaining({ it_id: itId, option_id: null })]);

      expect((await leaving.api.post('/api/v1/restock-alerts', { it_id: itId })).status).toBe(201);
      expect((await leaving.api.post('/api/v1/unregister', { password: PASSWORD })).status).toBe(200);

      await setStock(itId, 4);
      const mails = await restockMails(waiting.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain(p?.it_name);
      expect(mails[0]?.body).toContain(`/shop/product/${itId}`);
      expect(await restockMails(leaving.email)).toHaveLength(0);

      // More stock while it is in stock is no new return: no second mail.
      await setStock(itId, 9);
      expect(await restockMails(waiting.email)).toHaveLength(1);
      // The request was answered: it no longer waits, and something in stock cannot be asked for (422).
      const after = await waiting.api.json<{ data: unknown[] }>(
        waiting.api.get(`/api/v1/restock-alerts?it_id=${itId}`),
      );
      expect(after.data).toEqual([]);
      expect((await waiting.api.post('/api/v1/restock-alerts', { it_id: itId })).status).toBe(422);
    } finally {
      await setStock(itId, p?.default_price.model.op_qty as number);
    }
  });

  it('a sold-out option comes back when an order of it is cancelled: its waiting member is told once', async () => {
    // An option with a small stock, bought out by one member and waited for by another.
    const api = new ApiClient(base());
    type Detail = { it_id: number; it_name: string; options: { io_id: number; stock: number; sold_out: boolean }[] };
    const list = await api.json<{ data: { it_id: number }[] }>(api.get('/api/v1/products?in_stock=1&per_page=100'));
    let product: Detail | undefined;
    let option: Detail['options'][number] | undefined;
    for (const card of list.data) {
      const detail = await api.json<Detail>(api.get(`/api/v1/products/${card.it_id}`));
      const small = detail.options.find((o) => !o.sold_out && o.stock > 0 && o.stock <= 60);
      if (small && detail.options.length >= 2) {
        product = detail;
        option = small;
        break;
      }
    }
    expect(option).toBeDefined();
    const itId = product?.it_id as number;
    const ioId = option?.io_id as number;

    const buyer = await member();
    const line = await addToCart(buyer.api, itId, option?.stock, ioId);
    const odId = await placeOrder(buyer.api, orderBody([line]));

    const waiting = await member();
    // A product with options is asked for by its option (422 without one).
    expect((await waiting.api.post('/api/v1/restock-alerts', { it_id: itId })).status).toBe(422);
    expect((await waiting.api.post('/api/v1/restock-alerts', { it_id: itId, option_id: ioId })).status).toBe(201);
    expect((await waiting.api.post('/api/v1/restock-alerts', { it_id: itId, option_id: ioId })).status).toBe(409);
    expect(await restockMails(waiting.email)).toHaveLength(0);

    expect((await buyer.api.post(`/api/v1/orders/${odId}/cancel`, { reason: '변심' })).status).toBe(200);
    const mails = await restockMails(waiting.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(product?.it_name);
  });

  it('a member cancels their own waiting request; another member’s is 404', async () => {
    const [p] = await freshProducts(base(), 1, 5);
    const itId = p?.it_id as number;
    await setStock(itId, 0);
    try {
      const one = await member();
      const other = await member();
      const made = await one.api.json<{ data: { id: number } }>(
        one.api.post('/api/v1/restock-alerts', { it_id: itId }),
      );
      expect((await other.api.request('DELETE', `/api/v1/restock-alerts/${made.data.id}`)).status).toBe(404);
      expect((await one.api.request('DELETE', `/api/v1/restock-alerts/${made.data.id}`)).status).toBe(200);
      expect((await one.api.post('/api/v1/restock-alerts', { it_id: itId })).status).toBe(201);
    } finally {
      await setStock(itId, p?.default_price.model.op_qty as number);
    }
  });
});
