import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { newMember, orderBody, placeOrder } from '../support/shop-api';
import { type CompositionWire, candle, catalogue, type Refusal } from '../support/studio-api';

/**
 * A studio piece made again from a past studio order, the quotation's refusal of a studio line's
 * quantity past the tiers in the cart, and the studio's rule messages in the shop's language.
 */
const base = () => inject('baseUrl');
let good: CompositionWire;
beforeAll(async () => {
  good = candle(await catalogue(new ApiClient(base())));
});

type CartLine = { id: number; it_name: string; quantity: number; unit_price: number | null; available: boolean };
type Order = { id: number; kind: string; formula_id: number | null };

const member = async () => newMember(base(), { prefix: 'sa' });
async function formulaOf(api: ApiClient, composition: CompositionWire = good): Promise<number> {
  const res = await api.post('/api/v1/formulas', { name: '서재 캔들', composition });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}
const toCart = (api: ApiClient, source: Record<string, number>, quantity = 1, size_ml = 200) =>
  api.post('/api/v1/studio/cart', { ...source, size_ml, quantity });
async function lineOf(api: ApiClient, source: Record<string, number>, quantity = 1): Promise<number> {
  const res = await toCart(api, source, quantity);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { line: { id: number } }).line.id;
}
const agreed = { agreements: { order: true, privacy_carrier: true, custom_made: true } };
const myStudioOrders = async (api: ApiClient) =>
  (await api.json<{ data: Order[] }>(api.get('/api/v1/custom-fragrance'))).data.filter((o) => o.kind === 'studio');

/** A member with one studio order placed by bank transfer (its formula then deleted when asked). */
async function pastOrder(deleteFormula = false) {
  const who = await member();
  const formula = await formulaOf(who.api);
  await placeOrder(who.api, orderBody([await lineOf(who.api, { formula_id: formula }, 2)], agreed));
  if (deleteFormula) expect((await who.api.request('DELETE', `/api/v1/formulas/${formula}`)).status).toBe(200);
  const [order] = await myStudioOrders(who.api);
  if (!order) throw new Error('the studio order was not opened');
  return { ...who, order, formula };
}

describe('a studio order made again from a past custom order', () => {
  it('puts the past order’s composition in the cart under its name, even once its formula is deleted', async () => {
    const { api, order } = await pastOrder(true);
    const res = await toCart(api, { custom_order_id: order.id }, 3);
    expect(res.status, await res.clone().text()).toBe(201);
    const added = (await res.json()) as { line: { id: number; formula_id: number | null }; unit_price: number };
    expect(added.line.formula_id).toBeNull();
    const quoted = await api.post('/api/v1/studio/quote', { ...good, quantity: 3 });
    expect(added.unit_price).toBe(((await quoted.json()) as { data: { unit_price: number } }).data.unit_price);
    const cart = await api.json<{ lines: CartLine[] }>(api.get('/api/v1/cart'));
    expect(cart.lines.find((l) => l.id === added.line.id)?.it_name).toContain('서재 캔들');
  });

  it('answers 404 for another member’s order, 422 for a service request or for both or neither source', async () => {
    const { order } = await pastOrder();
    const other = (await member()).api;
    expect((await toCart(other, { custom_order_id: order.id })).status).toBe(404);
    const request = await other.post('/api/v1/custom-fragrance/requests', {
      company: '카페 오월',
      space_type: 'cafe',
      scent_words: '따뜻한 우디',
      quantity: 40,
      contact_name: '김오월',
      mobile: '010-1234-5678',
      email: 'owol@example.com',
      privacy_agreed: true,
    });
    expect(request.status, await request.clone().text()).toBe(201);
    const service = ((await request.json()) as { data: { id: number } }).data.id;
    const refused = await toCart(other, { custom_order_id: service });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Refusal).errors.custom_order_id?.[0]).toBe(
      '이 맞춤 제작은 다시 주문할 수 없습니다. 저장한 배합으로 주문해 주세요.',
    );
    const formula = await formulaOf(other);
    for (const source of [{}, { formula_id: formula, custom_order_id: service }]) {
      const res = await toCart(other, source);
      expect(res.status).toBe(422);
      expect(((await res.json()) as Refusal).errors.formula_id).toEqual(['주문할 레시피를 골라 주세요.']);
    }
  });

  it('is linked from the past order’s page, and the order page starts from it', async () => {
    const { api, order } = await pastOrder();
    const show = await (await api.get(`/my-page/custom-fragrance/${order.id}/show`, { Accept: 'text/html' })).text();
    expect(show).toContain(`href="/custom/studio-order?custom_order=${order.id}"`);
    // Its timeline starts at quoted: a studio order is never received or talked over.
    expect(show).toMatch(
      /<ol class="timeline__path">\s*<li[^>]*>\s*<span[^>]*><\/span>\s*<span class="timeline__name">견적 완료/,
    );
    const page = await (await api.get(`/custom/studio-order?custom_order=${order.id}`, { Accept: 'text/html' })).text();
    expect(page).toContain(`&quot;initialKey&quot;:[0,&quot;order-${order.id}&quot;]`);
    // The order page is the studio's last: no "next step" back to the composer.
    expect(page).not.toContain('다음: 향 조합');
    api.cookies.set('shop_lang', 'en');
    const english = await (await api.get(`/my-page/custom-fragrance/${order.id}/show`, { Accept: 'text/html' })).text();
    expect(english).toContain('<h1 id="custom-order-title">[Made to order] 서재 캔들 200ml</h1>');
    expect(english).toContain('>Order again</a>');
    // What the piece is made of, named in the page's language.
    expect(english).toMatch(/<dt>Volume<\/dt><dd>200ml<\/dd>/);
    expect(english).toMatch(/<dt>Notes<\/dt><dd>[A-Za-z ]+ 30%, /);
  });
});

describe('a studio line’s quantity in the cart', () => {
  it('past the top tier is refused with the quotation message the quote gives, and the line keeps its quantity', async () => {
    const { api } = await member();
    const line = await lineOf(api, { formula_id: await formulaOf(api) }, 2);
    const quote = await api.post('/api/v1/studio/quote', { ...good, quantity: 301 });
    expect(quote.status).toBe(422);
    const quoteMessage = ((await quote.json()) as Refusal).errors.quantity;
    expect(quoteMessage).toEqual([
      '300개가 넘는 대량 주문은 견적서(/shop/quotation)를 받아 견적 문의로 접수해 주세요.',
    ]);
    const res = await api.request('PATCH', `/api/v1/cart/lines/${line}`, { quantity: 301 });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Refusal).errors.quantity).toEqual(quoteMessage);
    const cart = await api.json<{ lines: CartLine[] }>(api.get('/api/v1/cart'));
    expect(cart.lines.find((l) => l.id === line)).toMatchObject({ quantity: 2, available: true });
    expect((await api.request('PATCH', `/api/v1/cart/lines/${line}`, { quantity: 3 })).status).toBe(200);
  });
});

describe('the studio’s rule messages in the shop’s language', () => {
  const tooLong = () => ({ ...good, load_percent: 30 });

  it('answer in English for an English visitor: quote, formula, cart and cart quantity', async () => {
    const { api } = await member();
    const line = await lineOf(api, { formula_id: await formulaOf(api) });
    api.cookies.set('shop_lang', 'en');
    const quote = await api.post('/api/v1/studio/quote', { ...tooLong(), quantity: 301 });
    expect(((await quote.json()) as Refusal).errors).toMatchObject({
      load_percent: ['The fragrance load of a container candle must be 6–10%.'],
      quantity: ['For more than 300 pieces, get a quotation (/shop/quotation) and ask us for a quote.'],
    });
    const saved = await api.post('/api/v1/formulas', { name: 'Study', composition: tooLong() });
    expect(((await saved.json()) as Refusal).errors['composition.load_percent']).toEqual([
      'The fragrance load of a container candle must be 6–10%.',
    ]);
    const formula = await formulaOf(api);
    const badSize = await toCart(api, { formula_id: formula }, 1, 999);
    expect(((await badSize.json()) as Refusal).errors.size_ml?.[0]).toMatch(/^A container candle comes in /);
    const patch = await api.request('PATCH', `/api/v1/cart/lines/${line}`, { quantity: 301 });
    expect(((await patch.json()) as Refusal).message).toMatch(/^For more than 300 pieces/);
  });

  it('answer in Korean by default', async () => {
    const res = await new ApiClient(base()).post('/api/v1/studio/quote', tooLong());
    expect(((await res.json()) as Refusal).errors.load_percent).toEqual([
      '컨테이너 캔들의 향료 농도는 6~10% 사이여야 합니다.',
    ]);
  });
});
