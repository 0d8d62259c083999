// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialogs, answerDialog } from '~/lib/dialog';
import type { CartLineWire, CartWire } from '~/server/cart/cart.serializer';
import { CartPage } from './CartPage';
import type { CartPageLabels } from './cart';
import { $cartCount, $cartCountKnown } from './cart.store';

type Call = { method: string; url: string; json?: unknown };
const { http } = vi.hoisted(() => ({ http: vi.fn() }));
vi.mock('~/lib/http', () => ({ http }));

const labels: CartPageLabels = {
  linesTitle: '담은 상품',
  selectAll: '전체 선택 ({selected}/{total})',
  removeSelected: '선택 삭제',
  selectLine: '{name} 선택',
  option: '옵션',
  changeOption: '{name} 옵션 변경',
  chooseOption: '옵션을 선택해 주세요',
  soldOut: '품절',
  quantityOf: '{name} 수량',
  decrease: '수량 줄이기',
  increase: '수량 늘리기',
  stockLeft: '남은 수량 {count}개',
  amount: '금액',
  excluded: '주문 제외',
  remove: '{name} 삭제',
  reasonSoldOut: '품절된 상품입니다. 주문에서 제외됩니다.',
  reasonHidden: '판매가 중지된 상품입니다. 주문에서 제외됩니다.',
  reasonNotForSale: '지금은 구매할 수 없는 상품입니다. 주문에서 제외됩니다.',
  reasonOptionUnavailable: '선택한 옵션이 더 이상 판매되지 않습니다. 다른 옵션을 선택해 주세요.',
  reasonOptionRequired: '옵션을 선택해 주세요.',
  reasonInsufficientStock: '재고가 부족합니다. {count}개까지 주문할 수 있습니다.',
  summaryTitle: '결제 예정 금액',
  listTotal: '상품 금액',
  discount: '할인 금액',
  shippingFee: '배송비',
  free: '무료',
  payable: '결제 예정 금액',
  counts: '선택한 상품 {lines}개 · 수량 {quantity}개',
  freeShippingGap: '{amount} 더 담으면 무료배송',
  freeShippingReached: '무료배송으로 보내 드려요',
  freeShippingProgress: '무료배송까지',
  orderAmount: '{amount} 주문하기',
  shippingRule: '{threshold} 이상 구매 시 무료배송 (기본 배송비 {fee}).',
  remoteAreas: '제주·도서산간 지역은 배송지에 따라 추가 배송비가 붙습니다.',
  excludedCount: '주문할 수 없는 상품 {count}개는 주문에서 제외됩니다.',
  orderSelected: '선택 상품 주문',
  orderAll: '전체 상품 주문',
  quotation: '견적서 출력',
  continueShopping: '쇼핑 계속하기',
  emptyTitle: '장바구니가 비어 있습니다.',
  emptyHint: '마음에 드는 상품을 담아 보세요.',
  confirmRemove: '선택한 상품을 장바구니에서 삭제할까요?',
  confirmRemoveOne: "'{name}' 상품을 장바구니에서 삭제할까요?",
  noneSelected: '삭제할 상품을 선택해 주세요.',
  failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  updated: '장바구니가 변경되었습니다.',
};

const line = (id: number, name: string, over: Partial<CartLineWire> = {}): CartLineWire => ({
  id,
  it_id: id * 10,
  it_name: name,
  it_name_en: '',
  option_id: null,
  option_name: null,
  option_name_en: null,
  thumb_image: '',
  unit_price: 10000,
  list_price: 10000,
  quantity: 1,
  line_total: 10000,
  stock: 20,
  selected: true,
  available: true,
  unavailable_reason: null,
  is_custom: false,
  options: [],
  ...over,
});

/** The server's totals of a cart, as the cart service works them out for these tests' plain lines. */
function priced(lines: CartLineWire[]): CartWire {
  const chosen = lines.filter((l) => l.selected && l.available);
  const items = chosen.reduce((n, l) => n + (l.line_total ?? 0), 0);
  const shipping = items > 0 && items < 50000 ? 3000 : 0;
  return {
    lines,
    count: lines.length,
    totals: {
      lines: chosen.length,
      quantity: chosen.reduce((n, l) => n + l.quantity, 0),
      list_total: items,
      discount_total: 0,
      items_total: items,
      shipping_fee: shipping,
      payable: items + shipping,
      free_shipping_gap: items > 0 && items < 50000 ? 50000 - items : 0,
      free_shipping_progress: items <= 0 ? 0 : items >= 50000 ? 100 : Math.floor((items / 50000) * 100),
    },
    shipping: { base_fee: 3000, free_threshold: 50000 },
  };
}

/** A cart API in memory: each test sets what the server holds and how it answers a change. */
let server: CartWire;
let calls: Call[];
let refuse: ((call: Call) => Response | undefined) | undefined;
/** How long the server takes to answer, in ms. */
let latency: number;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(call: Call): Response {
  const refused = refuse?.(call);
  if (refused) return refused;
  const { method, url } = call;
  const body = (call.json ?? {}) as { selected?: boolean; quantity?: number };
  const id = Number(/lines\/(\d+)/.exec(url)?.[1]);
  const change = (f: (l: CartLineWire) => CartLineWire) => {
    server = priced(server.lines.map(f));
  };
  if (method === 'get') return json(server);
  if (method === 'post' && url.endsWith('/select')) change((l) => ({ ...l, selected: body.selected ?? l.selected }));
  else if (method === 'patch')
    change((l) =>
      l.id !== id
        ? l
        : {
            ...l,
            selected: body.selected ?? l.selected,
            quantity: body.quantity ?? l.quantity,
            line_total: (l.unit_price ?? 0) * (body.quantity ?? l.quantity),
          },
    );
  else if (method === 'delete') server = priced(server.lines.filter((l) => (id ? l.id !== id : !l.selected)));
  return json({ count: server.lines.length });
}

beforeEach(() => {
  server = priced([line(1, '소이캔들'), line(2, '디퓨저', { line_total: 20000, quantity: 2 })]);
  calls = [];
  refuse = undefined;
  latency = 0;
  http.mockImplementation(async (url: string, options: { method: string; json?: unknown }) => {
    const call = { method: options.method, url, json: options.json };
    calls.push(call);
    if (latency) await new Promise((resolve) => setTimeout(resolve, latency));
    return answer(call);
  });
});

afterEach(() => {
  cleanup();
  for (const d of $dialogs.get()) answerDialog(d.id, false);
  $cartCountKnown.set(false);
});

const show = () => render(<CartPage cart={server} lang="kr" currency="krw" krwPerUsd={1400} labels={labels} />);
const dialog = () => waitFor(() => expect($dialogs.get()).toHaveLength(1)).then(() => $dialogs.get()[0]!);
const answerWith = (value: boolean, d: { id: number }) => act(() => answerDialog(d.id, value));
const changes = () => calls.filter((c) => c.method !== 'get');

describe('CartPage', () => {
  it("shows the server's way to free shipping as a line and a bar, and the amount on the pay button", async () => {
    show();
    const user = userEvent.setup();
    // ₩30,000 of ₩50,000 chosen: ₩20,000 more, 60%.
    const bar = screen.getByRole('progressbar', { name: '무료배송까지' });
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(screen.getByText('₩20,000 더 담으면 무료배송')).toBeTruthy();
    expect(screen.getByRole('link', { name: '₩33,000 주문하기' }).getAttribute('href')).toBe(
      '/shop/order-form?lines=1,2',
    );

    await user.click(screen.getByRole('checkbox', { name: '디퓨저 선택' }));
    await screen.findByText('선택한 상품 1개 · 수량 1개');
    expect(screen.getByRole('progressbar', { name: '무료배송까지' }).getAttribute('aria-valuenow')).toBe('20');
    expect(screen.getByRole('link', { name: '₩13,000 주문하기' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: '전체 선택 (1/2)' }));
    await user.click(screen.getByRole('checkbox', { name: '전체 선택 (2/2)' }));
    await screen.findByText('선택한 상품 0개 · 수량 0개');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: '₩0 주문하기' })).toHaveProperty('disabled', true);
  });

  it('counts the selected lines in the select-all box, and the summary follows the server', async () => {
    show();
    const user = userEvent.setup();
    expect(screen.getByRole('checkbox', { name: '전체 선택 (2/2)' })).toHaveProperty('checked', true);
    expect(screen.getByText('선택한 상품 2개 · 수량 3개')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: '디퓨저 선택' }));
    expect(screen.getByRole('checkbox', { name: '전체 선택 (1/2)' })).toHaveProperty('checked', false);
    await screen.findByText('선택한 상품 1개 · 수량 1개');
    expect(changes()).toEqual([{ method: 'patch', url: '/api/v1/cart/lines/2', json: { selected: false } }]);
    expect(screen.getByRole('link', { name: '선택 상품 주문' }).getAttribute('href')).toBe('/shop/order-form?lines=1');

    await user.click(screen.getByRole('checkbox', { name: '전체 선택 (1/2)' }));
    expect(screen.getByRole('checkbox', { name: '전체 선택 (2/2)' })).toHaveProperty('checked', true);
    await screen.findByText('선택한 상품 2개 · 수량 3개');
    expect(changes().at(-1)).toEqual({ method: 'post', url: '/api/v1/cart/select', json: { selected: true } });
    expect(screen.getByRole('status').textContent).toBe('장바구니가 변경되었습니다. ₩33,000');
  });

  it('removes a line only once its removal, naming the product, is confirmed; the header count follows', async () => {
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '소이캔들 삭제' }));
    const asked = await dialog();
    expect(asked).toMatchObject({ kind: 'confirm', message: "'소이캔들' 상품을 장바구니에서 삭제할까요?" });
    answerWith(false, asked);
    await waitFor(() => expect($dialogs.get()).toHaveLength(0));
    expect(changes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '소이캔들 삭제' }));
    answerWith(true, await dialog());
    await waitFor(() => expect(screen.queryByRole('link', { name: '소이캔들' })).toBeNull());
    expect(changes()).toEqual([{ method: 'delete', url: '/api/v1/cart/lines/1', json: undefined }]);
    expect($cartCount.get()).toBe(1);
    expect(screen.getByRole('checkbox', { name: '전체 선택 (1/1)' })).toBeTruthy();
  });

  it('asks to select lines before removing the selected ones, and confirms before removing them', async () => {
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: '전체 선택 (2/2)' }));
    await screen.findByText('선택한 상품 0개 · 수량 0개');
    await user.click(screen.getByRole('button', { name: '선택 삭제' }));
    const told = await dialog();
    expect(told).toMatchObject({ kind: 'alert', message: '삭제할 상품을 선택해 주세요.' });
    answerWith(true, told);

    await user.click(screen.getByRole('checkbox', { name: '전체 선택 (0/2)' }));
    await user.click(screen.getByRole('button', { name: '선택 삭제' }));
    const asked = await dialog();
    expect(asked).toMatchObject({ kind: 'confirm', message: '선택한 상품을 장바구니에서 삭제할까요?' });
    answerWith(true, asked);
    await screen.findByRole('heading', { name: '장바구니가 비어 있습니다.' });
    expect($cartCount.get()).toBe(0);
  });

  it("shows the server's refusal of a quantity and then the quantity the server kept", async () => {
    refuse = (call) =>
      call.method === 'patch'
        ? json({ message: '재고가 부족합니다.', errors: { quantity: ['디퓨저는 2개까지 주문할 수 있습니다.'] } }, 422)
        : undefined;
    show();
    const user = userEvent.setup();
    const quantity = screen.getByRole('spinbutton', { name: '디퓨저 수량' });
    await user.click(screen.getAllByRole('button', { name: '수량 늘리기' })[1] as HTMLElement);
    expect(quantity).toHaveProperty('value', '3');
    const told = await dialog();
    expect(told).toMatchObject({ kind: 'alert', message: '디퓨저는 2개까지 주문할 수 있습니다.' });
    answerWith(true, told);
    await waitFor(() => expect(quantity).toHaveProperty('value', '2'));
  });

  it("shows the server's message of a refusal without field errors, and a failure in the shop's words", async () => {
    refuse = (call) =>
      call.method === 'patch'
        ? json({ message: "'소이캔들' 상품은 지금 구매할 수 없습니다." }, 409)
        : call.method === 'post'
          ? new Response('', { status: 500 })
          : undefined;
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: '소이캔들 선택' }));
    const told = await dialog();
    expect(told.message).toBe("'소이캔들' 상품은 지금 구매할 수 없습니다.");
    answerWith(true, told);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: '소이캔들 선택' })).toHaveProperty('checked', true),
    );

    await user.click(screen.getByRole('checkbox', { name: '전체 선택 (2/2)' }));
    expect((await dialog()).message).toBe(labels.failed);
  });

  it('sends a typed quantity when the field is left, held to the stock', async () => {
    show();
    const user = userEvent.setup();
    const quantity = screen.getByRole('spinbutton', { name: '소이캔들 수량' });
    await user.clear(quantity);
    await user.type(quantity, '99');
    expect(changes()).toEqual([]);
    await user.tab();
    expect(quantity).toHaveProperty('value', '20');
    await screen.findByText('선택한 상품 2개 · 수량 22개');
    expect(changes()).toEqual([{ method: 'patch', url: '/api/v1/cart/lines/1', json: { quantity: 20 } }]);
  });

  it('keeps the focus on the select-all box when the line whose button was used is removed', async () => {
    show();
    const user = userEvent.setup();
    const remove = screen.getByRole('button', { name: '디퓨저 삭제' });
    await user.click(remove);
    answerWith(true, await dialog());
    await waitFor(() => expect(screen.queryByRole('link', { name: '디퓨저' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: '전체 선택 (1/1)' }));
  });

  it('counts every press of + made while the server is still answering the earlier ones', async () => {
    latency = 60;
    show();
    const user = userEvent.setup();
    const plus = screen.getAllByRole('button', { name: '수량 늘리기' })[0] as HTMLElement;
    const asked = (method: string) => calls.filter((c) => c.method === method).length;
    const soon = { interval: 5 };
    await user.click(plus);
    // Pressed again while the cart is being fetched after the first change, then while the second is sent.
    await waitFor(() => expect(asked('get')).toBe(1), soon);
    await user.click(plus);
    await waitFor(() => expect(asked('patch')).toBe(2), soon);
    await user.click(plus);
    expect(screen.getByRole('spinbutton', { name: '소이캔들 수량' })).toHaveProperty('value', '4');
    await screen.findByText('선택한 상품 2개 · 수량 6개');
    expect(changes().map((c) => c.json)).toEqual([{ quantity: 2 }, { quantity: 3 }, { quantity: 4 }]);
  });

  it('moves the focus from the + button to the quantity when the quantity reaches the stock', async () => {
    server = priced([line(1, '소이캔들', { stock: 2 })]);
    show();
    const user = userEvent.setup();
    const plus = screen.getByRole('button', { name: '수량 늘리기' });
    await user.click(plus);
    expect(plus).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: '소이캔들 수량' }));
    await screen.findByText('선택한 상품 1개 · 수량 2개');
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: '소이캔들 수량' }));
  });

  it('draws an empty cart with a way back to the shop', () => {
    server = priced([]);
    show();
    expect(screen.getByRole('heading', { name: '장바구니가 비어 있습니다.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '쇼핑 계속하기' }).getAttribute('href')).toBe('/');
  });
});
