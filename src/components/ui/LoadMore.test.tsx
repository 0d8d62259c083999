// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $dialogs, answerDialog } from '~/lib/dialog';
import { LoadMore } from './LoadMore';

afterEach(() => {
  cleanup();
  act(() => {
    for (const d of $dialogs.get()) answerDialog(d.id, true);
  });
});

describe('LoadMore', () => {
  it('calls onMore while more pages remain', async () => {
    const onMore = vi.fn();
    render(<LoadMore currentPage={1} lastPage={3} onMore={onMore} />);
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(onMore).toHaveBeenCalledOnce();
    expect($dialogs.get()).toEqual([]);
  });

  it('at the last page shows 마지막 페이지입니다. titled 알림 instead of loading', async () => {
    const onMore = vi.fn();
    render(<LoadMore currentPage={3} lastPage={3} onMore={onMore} />);
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(onMore).not.toHaveBeenCalled();
    expect($dialogs.get()).toMatchObject([{ kind: 'alert', title: '알림', message: '마지막 페이지입니다.' }]);
  });

  it('ignores clicks while the next page is still loading', async () => {
    let finish = () => {};
    const onMore = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<LoadMore currentPage={1} lastPage={3} onMore={onMore} />);
    const button = screen.getByRole('button', { name: '더 보기' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onMore).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    expect(button.getAttribute('aria-busy')).toBe('false');
  });

  it('translates its label and the last-page notice with t', async () => {
    const en: Record<string, string> = {
      '더 보기': 'Load more',
      알림: 'Notice',
      '마지막 페이지입니다.': 'This is the last page',
    };
    render(<LoadMore currentPage={2} lastPage={2} onMore={vi.fn()} t={(text) => en[text] ?? text} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect($dialogs.get()).toMatchObject([{ title: 'Notice', message: 'This is the last page' }]);
  });
});
