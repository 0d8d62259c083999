// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cartCount, $cartCountKnown } from '~/features/cart/cart.store';
import { $dialogs, answerDialog, type OpenDialog } from '~/lib/dialog';
import { goTo, reloadPage } from '~/lib/navigation';
import { WishList, type WishListProps } from './WishList';
import type { WishListEntry } from './wishlist';

vi.mock('~/lib/navigation', () => ({ goTo: vi.fn(), reloadPage: vi.fn() }));

const candle = (extra: Partial<WishListEntry['product']> = {}): WishListEntry['product'] => ({
  id: 10,
  name: '소이 캔들 200g',
  name_en: 'Soy candle 200g',
  thumb_image: '/media/products/10.webp',
  price: 18_000,
  discount: { before: 20_000, rate: 10 },
  stock: 5,
  has_options: false,
  ...extra,
});
const entries: WishListEntry[] = [
  { id: 7, product: candle() },
  {
    id: 6,
    product: candle({ id: 11, name: '디퓨저 오일', name_en: '', price: 9_000, discount: null, has_options: true }),
  },
  { id: 5, product: candle({ id: 12, name: '왁스 1kg', name_en: 'Wax 1kg', price: 30_000, discount: null, stock: 0 }) },
];
const labels: WishListProps['labels'] = {
  addToCart: '장바구니 담기',
  remove: '삭제',
  confirmRemove: '위시리스트에서 삭제하시겠습니까?',
  soldOut: '품절',
  discount: '할인',
};
const KR: WishListProps['money'] = { lang: 'kr', currency: 'krw', krwPerUsd: 1400 };

type Sent = { method: string; path: string; body: string };
let sent: Sent[];

/** The shop's API as the wishlist and cart calls meet it: each answer by method and path. */
function serve(answers: Record<string, { status?: number; body?: unknown }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      sent.push({ method: request.method, path, body: await request.text() });
      const answer = answers[`${request.method} ${path}`] ?? { status: 404, body: { message: '없음' } };
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

async function reply(value: boolean): Promise<OpenDialog> {
  await vi.waitFor(() => expect($dialogs.get().length).toBeGreaterThan(0));
  const [dialog] = $dialogs.get() as OpenDialog[];
  act(() => answerDialog(dialog?.id ?? 0, value));
  return dialog as OpenDialog;
}

beforeEach(() => {
  sent = [];
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  for (const d of $dialogs.get()) answerDialog(d.id, false);
  $cartCountKnown.set(false);
});

describe('WishList', () => {
  it('lists each product with its price and named buttons; sold out and not-for-sale products offer no cart button', () => {
    render(<WishList entries={entries} money={KR} labels={labels} />);
    expect(screen.getByRole('heading', { level: 2, name: '소이 캔들 200g' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '소이 캔들 200g' }).getAttribute('href')).toBe('/shop/product/10');
    expect(screen.getByText('₩18,000')).toBeTruthy();
    expect(screen.getByText('10%').textContent).toBe('10% 할인');
    expect(screen.getByRole('button', { name: '장바구니 담기 소이 캔들 200g' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '장바구니 담기 디퓨저 오일' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '장바구니 담기 왁스 1kg' })).toBeNull();
    expect(screen.getByText('품절')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^삭제 / })).toHaveLength(3);
  });

  it('in English shows English names (the Korean one when there is none) and dollar prices', () => {
    render(<WishList entries={entries} money={{ lang: 'en', currency: 'usd', krwPerUsd: 1500 }} labels={labels} />);
    expect(screen.getByRole('link', { name: 'Soy candle 200g' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '디퓨저 오일' })).toBeTruthy();
    expect(screen.getByText('$12.00')).toBeTruthy();
    expect(screen.getByText('$6.00')).toBeTruthy();
  });

  it('hydrates the server-drawn rows as they are', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<WishList entries={entries} money={KR} labels={labels} />);
    document.body.append(host);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(host, <WishList entries={entries} money={KR} labels={labels} />, {
        onRecoverableError: (e) => mismatches.push(e),
      }),
    );
    try {
      expect(mismatches).toEqual([]);
    } finally {
      act(() => root.unmount());
      host.remove();
    }
  });

  it('the cart button adds one unit, the header cart count follows, and the cart is offered', async () => {
    serve({ 'POST /api/v1/cart/lines': { body: { line: { id: 1 }, count: 4, message: '' } } });
    render(<WishList entries={entries} money={KR} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: '장바구니 담기 소이 캔들 200g' }));
    const offer = await reply(true);
    expect(offer).toMatchObject({ title: '장바구니에 담았습니다.', okLabel: '장바구니로 이동' });
    expect(sent).toEqual([{ method: 'POST', path: '/api/v1/cart/lines', body: '{"it_id":10,"quantity":1}' }]);
    expect($cartCount.get()).toBe(4);
    expect(goTo).toHaveBeenCalledWith('/shop/cart');
  });

  it('a product with options opens its page to choose one instead', async () => {
    serve({});
    render(<WishList entries={entries} money={KR} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: '장바구니 담기 디퓨저 오일' }));
    expect(goTo).toHaveBeenCalledWith('/shop/product/11');
    expect(sent).toEqual([]);
  });

  it('removing asks first: cancelled, nothing is sent; confirmed, the entry is deleted and the page drawn again', async () => {
    serve({ 'DELETE /api/v1/my-wish/7': { body: { wi_id: 7, it_id: 10 } } });
    render(<WishList entries={entries} money={KR} labels={labels} />);
    const remove = screen.getByRole('button', { name: '삭제 소이 캔들 200g' });
    await userEvent.click(remove);
    expect((await reply(false)).message).toBe('위시리스트에서 삭제하시겠습니까?');
    expect(sent).toEqual([]);

    await userEvent.click(remove);
    await reply(true);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /api/v1/my-wish/7']);
  });

  it('a removal the server refuses leaves the button to be pressed again', async () => {
    serve({ 'DELETE /api/v1/my-wish/7': { status: 409, body: { message: '잠시 후 다시 시도해 주세요.' } } });
    render(<WishList entries={entries} money={KR} labels={labels} />);
    const remove = screen.getByRole('button', { name: '삭제 소이 캔들 200g' }) as HTMLButtonElement;
    await userEvent.click(remove);
    await reply(true);
    expect((await reply(true)).message).toBe('잠시 후 다시 시도해 주세요.');
    await vi.waitFor(() => expect(remove.disabled).toBe(false));
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
