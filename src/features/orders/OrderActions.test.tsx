// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $dialogs, answerDialog, type OpenDialog } from '~/lib/dialog';
import { ApiError } from '~/lib/http-errors';
import { reloadPage } from '~/lib/navigation';
import { OrderActions, type OrderActionsProps } from './OrderActions';
import { requestOrderAction } from './orders.api';

vi.mock('~/lib/navigation', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));
vi.mock('./orders.api', async (original) => ({
  ...(await original<typeof import('./orders.api')>()),
  requestOrderAction: vi.fn(),
}));

const labels: OrderActionsProps['labels'] = {
  cancel: '주문 취소',
  cancelAsk: '주문을 취소하시겠습니까?',
  cancelled: '주문이 취소되었습니다.',
  return: '반품 요청',
  returnAsk: '반품 사유를 적어 주세요.',
  returnReason: '반품 사유',
  returned: '반품 요청이 접수되었습니다.',
  exchange: '교환 요청',
  exchangeAsk: '교환 사유를 적어 주세요.',
  exchangeReason: '교환 사유',
  exchanged: '교환 요청이 접수되었습니다.',
  confirm: '구매 확정',
  confirmAsk: '구매를 확정하시겠습니까? 확정 후에는 반품·교환을 요청할 수 없습니다.',
  confirmed: '구매가 확정되었습니다. 적립금이 지급되었습니다.',
};
const OD_ID = '2025031012345678';
const nothing = { cancel: false, returnOrExchange: false, confirm: false };
const props = (can: Partial<OrderActionsProps['can']>): OrderActionsProps => ({
  odId: OD_ID,
  can: { ...nothing, ...can },
  labels,
});

/** The shop's dialog the island asked for, answered as a person would. */
async function reply(value: boolean, text?: string): Promise<OpenDialog> {
  await vi.waitFor(() => expect($dialogs.get()).toHaveLength(1));
  const [dialog] = $dialogs.get() as OpenDialog[];
  act(() => answerDialog(dialog?.id ?? 0, value, text));
  return dialog as OpenDialog;
}

function refusal(status: number, data: unknown): ApiError {
  const source = new HTTPError(new Response(null, { status }), new Request('https://shop.test/api'), {} as never);
  source.data = data;
  return new ApiError(source);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  for (const d of $dialogs.get()) answerDialog(d.id, false);
});

describe('OrderActions', () => {
  it("offers only what the order's status allows, purchase confirmation as the main button", () => {
    const { container, rerender } = render(<OrderActions {...props({})} />);
    expect(container.innerHTML).toBe('');
    rerender(<OrderActions {...props({ cancel: true })} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['주문 취소']);
    rerender(<OrderActions {...props({ returnOrExchange: true, confirm: true })} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['반품 요청', '교환 요청', '구매 확정']);
    expect(screen.getByRole('button', { name: '구매 확정' }).className).toBe('button');
  });

  it('hydrates the server-drawn buttons as they are', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<OrderActions {...props({ returnOrExchange: true, confirm: true })} />);
    document.body.append(host);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(host, <OrderActions {...props({ returnOrExchange: true, confirm: true })} />, {
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

  it('cancelling asks first: declined, nothing is sent; confirmed, it says so and the page is drawn again', async () => {
    vi.mocked(requestOrderAction).mockResolvedValue({});
    render(<OrderActions {...props({ cancel: true })} />);
    await userEvent.click(screen.getByRole('button', { name: '주문 취소' }));
    expect((await reply(false)).message).toBe('주문을 취소하시겠습니까?');
    expect(requestOrderAction).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '주문 취소' }));
    expect((await reply(true)).kind).toBe('confirm');
    expect((await reply(true)).message).toBe('주문이 취소되었습니다.');
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(requestOrderAction).toHaveBeenCalledWith(OD_ID, 'cancel', {});
  });

  it('a return asks for its reason in the shop dialog, titled by the button, at most 500 characters; none sends nothing', async () => {
    vi.mocked(requestOrderAction).mockResolvedValue({});
    render(<OrderActions {...props({ returnOrExchange: true })} />);
    await userEvent.click(screen.getByRole('button', { name: '반품 요청' }));
    const ask = await reply(false);
    expect(ask).toMatchObject({
      kind: 'prompt',
      title: '반품 요청',
      message: '반품 사유를 적어 주세요.',
      input: { label: '반품 사유', maxLength: 500 },
    });
    expect(requestOrderAction).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '반품 요청' }));
    await reply(true, '  향이 주문한 것과 달라요 ');
    expect((await reply(true)).message).toBe('반품 요청이 접수되었습니다.');
    expect(requestOrderAction).toHaveBeenCalledWith(OD_ID, 'return', { reason: '향이 주문한 것과 달라요' });
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalled());
  });

  it('an exchange and a purchase confirmation go to their own calls with their own words', async () => {
    vi.mocked(requestOrderAction).mockResolvedValue({});
    render(<OrderActions {...props({ returnOrExchange: true, confirm: true })} />);
    await userEvent.click(screen.getByRole('button', { name: '교환 요청' }));
    expect((await reply(true, '색이 달라요')).input?.label).toBe('교환 사유');
    expect((await reply(true)).message).toBe('교환 요청이 접수되었습니다.');
    expect(requestOrderAction).toHaveBeenLastCalledWith(OD_ID, 'exchange', { reason: '색이 달라요' });
    // Once one is done the page is drawn again; until then nothing else is sent.
    await userEvent.click(screen.getByRole('button', { name: '구매 확정' }));
    expect($dialogs.get()).toEqual([]);

    cleanup();
    render(<OrderActions {...props({ returnOrExchange: true, confirm: true })} />);
    await userEvent.click(screen.getByRole('button', { name: '구매 확정' }));
    expect((await reply(true)).message).toBe(labels.confirmAsk);
    expect((await reply(true)).message).toBe('구매가 확정되었습니다. 적립금이 지급되었습니다.');
    expect(requestOrderAction).toHaveBeenLastCalledWith(OD_ID, 'confirm', {});
  });

  it("a refused reason shows the server's message in a dialog and the button can be pressed again", async () => {
    vi.mocked(requestOrderAction).mockRejectedValue(
      refusal(422, { message: '입력값 오류', errors: { reason: ['사유는 500자 이하여야 합니다.'] } }),
    );
    render(<OrderActions {...props({ returnOrExchange: true })} />);
    const button = screen.getByRole('button', { name: '반품 요청' });
    await userEvent.click(button);
    await reply(true, '너무 긴 사유');
    expect((await reply(true)).message).toBe('사유는 500자 이하여야 합니다.');
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
