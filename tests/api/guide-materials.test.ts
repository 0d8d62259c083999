import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { ADMIN, loginAs } from '../support/shop-api';

const base = () => inject('baseUrl');

type Goods = { product_id: number; option_id: number | null; name: string; unit_price: number | null };
type Line = {
  id: number;
  label: string;
  tool: boolean;
  goods: Goods;
  quantity: number;
  available: boolean;
  substitute: Goods | null;
  included: boolean;
};
type List = { pieces: number; lines: Line[]; total: number; missing: number };
type CartBody = { lines: { it_id: number; option_id: number | null; quantity: number }[] };

/** The soy container candle guide, the first DIY guide. */
const GUIDE = 1;
const listOf = (api: ApiClient, query: string) =>
  api.json<List>(api.get(`/api/v1/contents/diy/${GUIDE}/materials${query}`));
const line = (list: List, label: RegExp) => {
  const found = list.lines.find((l) => label.test(l.label));
  if (!found) throw new Error(`no material ${label}`);
  return found;
};

describe('a DIY guide’s materials as products (재료 한번에 담기)', () => {
  it('lists every material as the shop’s product, for one piece, tools out of the list, with the total of the rest', async () => {
    const list = await listOf(new ApiClient(base()), '');
    expect(list.pieces).toBe(1);
    expect(line(list, /소이왁스/)).toMatchObject({ quantity: 1, tool: false, included: true });
    expect(line(list, /온도계/)).toMatchObject({ quantity: 1, tool: true, included: false });
    const expected = list.lines
      .filter((l) => l.included)
      .reduce((sum, l) => sum + ((l.available ? l.goods.unit_price : l.substitute?.unit_price) ?? 0) * l.quantity, 0);
    expect(list.total).toBe(expected);
    expect(list.total).toBeGreaterThan(0);
  });

  it('quantities scale with the pieces: 6 candles take 2 kg of wax (180 g each), 6 jars and still 1 pack of 100 wicks', async () => {
    const list = await listOf(new ApiClient(base()), '?pieces=6');
    expect(line(list, /소이왁스/).quantity).toBe(2);
    expect(line(list, /용기/).quantity).toBe(6);
    expect(line(list, /심지 CD-10/).quantity).toBe(1);
    expect(line(list, /온도계/).quantity).toBe(1);
  });

  it('refuses 0 and 51 pieces with a field message, and answers 404 for a guide that does not exist', async () => {
    const api = new ApiClient(base());
    for (const pieces of ['0', '51', 'two']) {
      const res = await api.get(`/api/v1/contents/diy/${GUIDE}/materials?pieces=${pieces}`);
      expect(res.status).toBe(422);
      expect((await res.json()).errors.pieces[0]).toBe('만들 개수는 1개부터 50개까지 입력해 주세요.');
    }
    expect((await api.get('/api/v1/contents/diy/9999/materials')).status).toBe(404);
    expect((await api.get('/api/v1/contents/diy/abc/materials')).status).toBe(404);
  });

  it('puts the listed materials in the cart in one go, scaled, and leaves out what the reader took out', async () => {
    const api = new ApiClient(base());
    const list = await listOf(api, '?pieces=3');
    const jar = line(list, /용기/);
    const skip = list.lines.filter((l) => l.tool || l === jar).map((l) => l.id);
    const res = await api.post(`/api/v1/contents/diy/${GUIDE}/cart`, { pieces: 3, skip });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.added).toHaveLength(list.lines.length - skip.length);
    expect(body.missing).toEqual([]);
    const cart = await api.json<CartBody>(api.get('/api/v1/cart'));
    const wax = line(list, /소이왁스/).goods;
    expect(cart.lines.find((l) => l.it_id === wax.product_id && l.option_id === wax.option_id)?.quantity).toBe(1);
    expect(cart.lines.find((l) => l.it_id === line(list, /심지 CD-10/).goods.product_id)?.quantity).toBe(1);
    expect(cart.lines.some((l) => l.it_id === jar.goods.product_id)).toBe(false);
    expect(cart.lines).toHaveLength(body.added.length);
  });

  it('a sold-out material is offered, and put in the cart, as another product of its category', async () => {
    const admin = await loginAs(base(), ADMIN.id, ADMIN.password);
    const api = new ApiClient(base());
    const wick = line(await listOf(api, ''), /심지 CD-10/);
    const before = await api.json<{ default_price: { model: { op_qty: number } } }>(
      api.get(`/api/v1/products/${wick.goods.product_id}`),
    );
    expect((await admin.request('PATCH', `/api/admin/products/${wick.goods.product_id}`, { stock: 0 })).status).toBe(
      200,
    );
    try {
      const sold = line(await listOf(api, ''), /심지 CD-10/);
      expect(sold.available).toBe(false);
      expect(sold.substitute).not.toBeNull();
      expect(sold.substitute?.product_id).not.toBe(wick.goods.product_id);
      const res = await api.post(`/api/v1/contents/diy/${GUIDE}/cart`, { pieces: 1 });
      expect(res.status).toBe(201);
      const added = (await res.json()).added as { material_id: number; product_id: number; substituted: boolean }[];
      expect(added.find((a) => a.material_id === wick.id)).toMatchObject({
        product_id: sold.substitute?.product_id,
        substituted: true,
      });
    } finally {
      await admin.request('PATCH', `/api/admin/products/${wick.goods.product_id}`, {
        stock: before.default_price.model.op_qty,
      });
    }
  });

  it('with every material taken out there is nothing to put in the cart: 409, and the cart is left as it was', async () => {
    const api = new ApiClient(base());
    const list = await listOf(api, '');
    const res = await api.post(`/api/v1/contents/diy/${GUIDE}/cart`, { pieces: 1, skip: list.lines.map((l) => l.id) });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('장바구니에 담을 수 있는 재료가 없습니다.');
    expect((await api.json<CartBody>(api.get('/api/v1/cart'))).lines).toEqual([]);
  });
});
