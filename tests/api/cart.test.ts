import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { DEMO, loginAs } from '../support/shop-api';

const base = () => inject('baseUrl');

type Card = { it_id: number; it_name: string; default_price: { value: number | null; model: { op_qty: number } } };
type Detail = Card & { options: { io_id: number; stock: number; sold_out: boolean }[] };
type CartBody = {
  lines: {
    id: number;
    it_id: number;
    option_id: number | null;
    quantity: number;
    selected: boolean;
    available: boolean;
  }[];
  count: number;
  totals: { lines: number; items_total: number; shipping_fee: number; payable: number };
};

let plain: Detail;
let optioned: Detail;
let option: number;

beforeAll(async () => {
  const api = new ApiClient(base());
  const list = await api.json<{ data: Card[] }>(api.get('/api/v1/products?in_stock=1&per_page=60'));
  for (const card of list.data) {
    if (!card.default_price.value) continue;
    const detail = await api.json<Detail>(api.get(`/api/v1/products/${card.it_id}`));
    const roomy = detail.options.find((o) => o.stock >= 5);
    if (!plain && detail.options.length === 0 && card.default_price.model.op_qty >= 5) plain = detail;
    if (!optioned && roomy) {
      optioned = detail;
      option = roomy.io_id;
    }
    if (plain && optioned) break;
  }
  expect(plain).toBeDefined();
  expect(optioned).toBeDefined();
});

const memberApi = () => loginAs(base(), DEMO.id, DEMO.password);

const cartOf = (api: ApiClient) => api.json<CartBody>(api.get('/api/v1/cart'));

describe('visitor cart by cookie', () => {
  it('a visitor has an empty cart and no cookie until the first add', async () => {
    const api = new ApiClient(base());
    expect(await cartOf(api)).toMatchObject({ lines: [], count: 0 });
    expect(await api.json(api.get('/api/v1/cart/count'))).toEqual({ count: 0 });
    expect(api.cookies.has('shop_cart')).toBe(false);
  });

  it('the first add answers 201 and sets the httpOnly, SameSite=Lax cart cookie for 30 days', async () => {
    const api = new ApiClient(base());
    await api.get('/readyz');
    const res = await api.post('/api/v1/cart/lines', { it_id: plain.it_id, quantity: 2 });
    expect(res.status).toBe(201);
    const body = await api.json<{ line: { id: number; quantity: number }; count: number; message: string }>(res);
    expect(body).toMatchObject({
      line: { it_id: plain.it_id, quantity: 2 },
      count: 1,
      message: '장바구니에 담았습니다.',
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('shop_cart='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/i);
    expect(api.cookies.get('shop_cart')).toMatch(/^[0-9a-f]{32}$/);
    expect(await api.json(api.get('/api/v1/cart/count'))).toEqual({ count: 1 });
  });

  it('adding the same product again adds to the line (200)', async () => {
    const api = new ApiClient(base());
    await api.post('/api/v1/cart/lines', { it_id: plain.it_id, quantity: 1 });
    const res = await api.post('/api/v1/cart/lines', { it_id: String(plain.it_id), quantity: '2' });
    expect(res.status).toBe(200);
    expect((await cartOf(api)).lines[0]?.quantity).toBe(3);
  });

  it('login-check reports the visitor cart key', async () => {
    const api = new ApiClient(base());
    await api.post('/api/v1/cart/lines', { it_id: plain.it_id, quantity: 1 });
    const check = await api.json<{ cart_key: string }>(api.post('/api/v1/login-check'));
    expect(check.cart_key).toBe(api.cookies.get('shop_cart'));
  });

  it('more than the stock is a 409 naming the product', async () => {
    const api = new ApiClient(base());
    const res = await api.post('/api/v1/cart/lines', { it_id: plain.it_id, quantity: 9999 });
    expect(res.status).toBe(409);
    const body = await api.json<{ message: string; stock: number }>(res);
    expect(body.message).toContain(plain.it_name);
    expect(body.stock).toBe(plain.default_price.model.op_qty);
  });
});

describe('bad input', () => {
  it('answers 422 with Korean field messages', async () => {
    const api = new ApiClient(base());
    const cases: [unknown, string][] = [
      [{}, 'it_id'],
      [{ it_id: 'abc', quantity: 1 }, 'it_id'],
      [{ it_id: plain.it_id, quantity: 0 }, 'quantity'],
      [{ it_id: plain.it_id, quantity: 1.5 }, 'quantity'],
      [{ it_id: plain.it_id, quantity: 10_000 }, 'quantity'],
      [{ it_id: optioned.it_id, quantity: 1 }, 'option_id'],
      [{ it_id: plain.it_id, option_id: option, quantity: 1 }, 'option_id'],
      [{ it_id: 99_999_999, quantity: 1 }, 'it_id'],
    ];
    for (const [body, field] of cases) {
      const res = await api.post('/api/v1/cart/lines', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const json = await api.json<{ message: string; errors: Record<string, string[]> }>(res);
      expect(Object.keys(json.errors)).toContain(field);
      expect(json.message).toMatch(/[가-힣]/);
    }
  });

  it('PATCH with nothing to change, a bad quantity or bad selected is a 422', async () => {
    const api = new ApiClient(base());
    const { line } = await api.json<{ line: { id: number } }>(
      api.post('/api/v1/cart/lines', { it_id: plain.it_id, quantity: 1 }),
    );
    for (const body of [{}, { quantity: -1 }, { selected: 'yes' }, { option_id: 'x' }]) {
      expect((await api.request('PATCH', `/api/v1/cart/lines/${line.id}`, body)).status, JSON.stringify(body)).toBe(
        422,
      );
    }
    expect((await api.post('/api/v1/cart/select', { selected: 1 })).status).toBe(422);
    expect((await api.request('DELETE', '/api/v1/cart/lines')).status).toBe(422);
  });

  it('a malformed line id is a 404', async () => {
    const api = new ApiClient(base());
    expect((await api.request('DELETE', '/api/v1/cart/lines/abc')).status).toBe(404);
  });
});

describe('changing the cart', () => {
  it('changes quantity, option and selection; removes one and the selected lines', async () => {
    const api = new ApiClient(base());
    await api.post('/api/v1/cart/lines', { it_id: plain.it_id, quantity: 1 });
    await api.post('/api/v1/cart/lines', { it_id: optioned.it_id, option_id: option, quantity: 1 });
    const [a, b] = (await cartOf(api)).lines;
    const patched = await api.request('PATCH', `/api/v1/cart/lines/${a?.id}`, { quantity: 3 });
    expect(await api.json(patched)).toMatchObject({ line: { quantity: 3 }, count: 2 });
    await api.request('PATCH', `/api/v1/cart/lines/${b?.id}`, { selected: false });
    let cart = await cartOf(api);
    expect(cart.totals.lines).toBe(1);
    await api.post('/api/v1/cart/select', { selected: true });
    expect((await cartOf(api)).totals.lines).toBe(2);
    await api.request('PATCH', `/api/v1/cart/lines/${a?.id}`, { selected: false });
    const removed = await api.request('DELETE', '/api/v1/cart/lines?selected=1');
    expect(await api.json(removed)).toEqual({ removed: 1, count: 1 });
    const gone = await api.request('DELETE', `/api/v1/cart/lines/${a?.id}`);
    expect(gone.status).toBe(200);
    expect(await api.json(gone)).toEqual({ removed: 1, count: 0 });
    cart = await cartOf(api);
    expect(cart.count).toBe(0);
  });

  it('POST remove-selected removes the selected lines', async () => {
    const api = new ApiClient(base());
    await api.post('/api/v1/cart/lines', { it_id: plain.it_id, quantity: 1 });
    expect(await api.json(api.post('/api/v1/cart/remove-selected'))).toEqual({ removed: 1, count: 0 });
  });

  it("another visitor's or member's lines are 404", async () => {
    const mine = new ApiClient(base());
    const theirs = new ApiClient(base());
    await mine.post('/api/v1/cart/lines', { it_id: plain.it_id, quantity: 1 });
    const { line } = await theirs.json<{ line: { id: number } }>(
      theirs.post('/api/v1/cart/lines', { it_id: plain.it_id, quantity: 1 }),
    );
    expect((await mine.request('PATCH', `/api/v1/cart/lines/${line.id}`, { quantity: 2 })).status).toBe(404);
    expect((await mine.request('DELETE', `/api/v1/cart/lines/${line.id}`)).status).toBe(404);
    const member = await memberApi();
    expect((await member.request('DELETE', `/api/v1/cart/lines/${line.id}`)).status).toBe(404);
    expect((await cartOf(theirs)).count).toBe(1);
  });

  it('state changes without the XSRF header are refused', async () => {
    const api = new ApiClient(base());
    const res = await api.post('/api/v1/cart/lines', { it_id: plain.it_id, quantity: 1 }, { 'X-XSRF-TOKEN': 'forged' });
    expect(res.status).toBe(403);
  });
});

describe('member cart and login merge', () => {
  it('a member owns one cart across sessions, reported by login-check', async () => {
    const first = await memberApi();
    await first.post('/api/v1/cart/lines', { it_id: plain.it_id, quantity: 1 });
    const second = await memberApi();
    expect((await cartOf(second)).lines).toEqual((await cartOf(first)).lines);
    const [a, b] = await Promise.all(
      [first, second].map((api) => api.json<{ cart_key: string }>(api.post('/api/v1/login-check'))),
    );
    expect(a?.cart_key).toMatch(/^[0-9a-f]{32}$/);
    expect(b?.cart_key).toBe(a?.cart_key);
    expect(second.cookies.has('shop_cart')).toBe(false);
  });

  it("at login the visitor's cart joins the member's and the cart cookie is cleared", async () => {
    const member = await memberApi();
    for (const l of (await cartOf(member)).lines) await member.request('DELETE', `/api/v1/cart/lines/${l.id}`);
    await member.post('/api/v1/cart/lines', { it_id: plain.it_id, quantity: 1 });

    const visitor = new ApiClient(base());
    await visitor.post('/api/v1/cart/lines', { it_id: plain.it_id, quantity: 2 });
    await visitor.post('/api/v1/cart/lines', { it_id: optioned.it_id, option_id: option, quantity: 1 });
    const visitorKey = visitor.cookies.get('shop_cart');
    const login = await visitor.post('/api/v1/login', { mb_id: 'demo', password: 'demo1234!' });
    expect(login.status).toBe(200);
    expect(
      login.headers
        .getSetCookie()
        .some(
          (c) =>
            /^shop_cart=;|^shop_cart=deleted/.test(c) || /shop_cart=.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i.test(c),
        ),
    ).toBe(true);
    expect(visitor.cookies.has('shop_cart')).toBe(false);

    const cart = await cartOf(visitor);
    expect(cart.lines.find((l) => l.it_id === plain.it_id)?.quantity).toBe(3);
    expect(cart.lines.find((l) => l.option_id === option)?.quantity).toBe(1);
    expect(cart.count).toBe(2);

    // The old visitor key names no cart any more.
    const stranger = new ApiClient(base());
    stranger.cookies.set('shop_cart', visitorKey as string);
    expect((await cartOf(stranger)).count).toBe(0);
  });
});

describe('pages', () => {
  it('the cart page and the quotation render for a visitor with a cart', async () => {
    const api = new ApiClient(base());
    await api.post('/api/v1/cart/lines', { it_id: plain.it_id, quantity: 1 });
    const cart = await api.get('/shop/cart');
    expect(cart.status).toBe(200);
    expect(await cart.text()).toContain(plain.it_name);
    const quote = await api.get('/shop/quotation');
    expect(quote.status).toBe(200);
    const html = await quote.text();
    expect(html).toContain('공급가액');
    expect(html).toContain('부가세');
  });
});

describe('several options at once (product page lines)', () => {
  let many: Detail;
  beforeAll(async () => {
    const api = new ApiClient(base());
    const list = await api.json<{ data: Card[] }>(api.get('/api/v1/products?in_stock=1&per_page=100'));
    for (const card of list.data) {
      const detail = await api.json<Detail>(api.get(`/api/v1/products/${card.it_id}`));
      if (detail.options.filter((o) => o.stock >= 3 && !o.sold_out).length >= 2) {
        many = detail;
        break;
      }
    }
    expect(many).toBeDefined();
  });
  const roomy = () => many.options.filter((o) => o.stock >= 3 && !o.sold_out);

  it('adds every chosen option with its quantity in one request', async () => {
    const api = new ApiClient(base());
    const [a, b] = roomy();
    const res = await api.post('/api/v1/cart/lines/batch', {
      it_id: many.it_id,
      lines: [
        { option_id: a?.io_id, quantity: 2 },
        { option_id: b?.io_id, quantity: 1 },
      ],
    });
    expect(res.status).toBe(201);
    const body = await api.json<{ lines: { id: number; option_id: number; quantity: number }[]; count: number }>(res);
    expect(body.count).toBe(2);
    expect(body.lines.map((l) => [l.option_id, l.quantity])).toEqual([
      [a?.io_id, 2],
      [b?.io_id, 1],
    ]);
  });

  it('adds none when one line is beyond its stock (409)', async () => {
    const api = new ApiClient(base());
    const [a, b] = roomy();
    const res = await api.post('/api/v1/cart/lines/batch', {
      it_id: many.it_id,
      lines: [
        { option_id: a?.io_id, quantity: 1 },
        { option_id: b?.io_id, quantity: (b?.stock ?? 0) + 1 },
      ],
    });
    expect(res.status).toBe(409);
    expect((await cartOf(api)).lines).toEqual([]);
  });

  it('asks for at least one line, each with an option (422)', async () => {
    const api = new ApiClient(base());
    expect((await api.post('/api/v1/cart/lines/batch', { it_id: many.it_id, lines: [] })).status).toBe(422);
    expect((await api.post('/api/v1/cart/lines/batch', { it_id: many.it_id, lines: [{ quantity: 1 }] })).status).toBe(
      422,
    );
  });
});
