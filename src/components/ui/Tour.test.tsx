// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tour, type TourProps } from './Tour.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const steps = [
  { target: '#search', title: '상품 검색', body: '원하는 향을 찾아보세요.' },
  { target: '#cart', title: '장바구니', body: '담은 상품을 확인하세요.' },
  { target: '#my-page', title: '마이페이지', body: '주문 내역을 볼 수 있어요.' },
];

function setup(props: Partial<TourProps> = {}) {
  const handlers = { onStop: vi.fn(), onFinish: vi.fn(), onStepChange: vi.fn() };
  const page = (more: Partial<TourProps>) => (
    <>
      <input id="search" aria-label="검색" />
      <a id="cart" href="/shop/cart">
        장바구니
      </a>
      <a id="my-page" href="/my-page">
        마이페이지
      </a>
      <Tour steps={steps} active {...handlers} {...props} {...more} />
    </>
  );
  const view = render(page({}));
  return { ...handlers, rerender: (more: Partial<TourProps>) => view.rerender(page(more)) };
}

// The card shows after the tour has measured its target; a busy machine can take past the default 1 s.
const card = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

describe('Tour', () => {
  it('starts without delay by default, showing the first step beside its marked target', async () => {
    const { onStepChange } = setup();
    const dialog = await card('상품 검색');
    expect(dialog.textContent).toContain('원하는 향을 찾아보세요.');
    expect(document.activeElement).toBe(dialog);
    expect(document.getElementById('search')?.hasAttribute('data-tour-active')).toBe(true);
    expect(onStepChange).toHaveBeenCalledWith(0);
  });

  it('waits for the start delay before the first step', () => {
    vi.useFakeTimers();
    setup({ startDelay: 500 });
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: '상품 검색' })).toBeDefined();
  });

  it('Next and Previous move between steps', async () => {
    setup();
    await card('상품 검색');
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await card('장바구니');
    expect(document.getElementById('search')?.hasAttribute('data-tour-active')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await card('상품 검색');
  });

  it('Finish on the last step ends the tour and calls onFinish', async () => {
    const { onFinish, onStop } = setup();
    await card('상품 검색');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onFinish).toHaveBeenCalledOnce();
    expect(onStop).not.toHaveBeenCalled();
  });

  it('Skip tour stops the tour with reason skip', async () => {
    const { onStop } = setup();
    await card('상품 검색');
    await userEvent.click(screen.getByRole('button', { name: 'Skip tour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onStop).toHaveBeenCalledWith({ reason: 'skip', step: 0 });
  });

  it('arrow keys move between steps and Escape stops', async () => {
    const { onStop } = setup();
    await card('상품 검색');
    await userEvent.keyboard('{ArrowRight}');
    await card('장바구니');
    await userEvent.keyboard('{ArrowLeft}');
    await card('상품 검색');
    await userEvent.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onStop).toHaveBeenCalledWith({ reason: 'stop', step: 1 });
  });

  it('ignores arrow keys and Escape when keyboard navigation is off', async () => {
    setup({ keyboard: false });
    await card('상품 검색');
    await userEvent.keyboard('{ArrowRight}{Escape}');
    expect(screen.getByRole('dialog', { name: '상품 검색' })).toBeDefined();
  });

  it("stops and emits onStop({reason: 'missing-target', step}) when a step's target element is missing", async () => {
    const { onStop } = setup({ steps: [steps[0]!, { target: '#gone', title: '없음', body: '' }, steps[2]!] });
    await card('상품 검색');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onStop).toHaveBeenCalledWith({ reason: 'missing-target', step: 1 });
  });

  it('uses the labels given in place of Skip tour, Previous, Next and Finish', async () => {
    setup({ labels: { skip: '건너뛰기', next: '다음', previous: '이전', finish: '완료' }, steps: steps.slice(0, 2) });
    await card('상품 검색');
    expect(screen.getByRole('button', { name: '건너뛰기' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByRole('button', { name: '이전' })).toBeDefined();
    expect(screen.getByRole('button', { name: '완료' })).toBeDefined();
  });

  it('closes without an event when active turns false', async () => {
    const { onStop, onFinish, rerender } = setup();
    await card('상품 검색');
    rerender({ active: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onStop).not.toHaveBeenCalled();
    expect(onFinish).not.toHaveBeenCalled();
  });
});
