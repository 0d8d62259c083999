// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, EMPTY_SESSION } from '~/features/session/session.store';
import { $dialogs, answerDialog } from '~/lib/dialog';
import { goTo } from '~/lib/navigation';
import { NotificationList, type NotificationListProps } from './NotificationList';
import type { NotificationItem, NotificationList as NotificationPage } from './notifications';
import {
  deleteAllNotifications,
  deleteNotification,
  fetchNotifications,
  markNotificationRead,
} from './notifications.api';

vi.mock('~/lib/navigation', () => ({ goTo: vi.fn() }));
vi.mock('./notifications.api', () => ({
  fetchNotifications: vi.fn(),
  markNotificationRead: vi.fn(),
  deleteNotification: vi.fn(),
  deleteAllNotifications: vi.fn(),
}));

const DRAWN_AT = '2025-03-10T03:00:00.000Z';
const minutesBefore = (n: number) => new Date(Date.parse(DRAWN_AT) - n * 60_000).toISOString();

const coupon: NotificationItem = {
  id: 1,
  title: '3,000원 쿠폰이 도착했어요.',
  body: '마이페이지에서 확인하세요.',
  title_en: 'A ₩3,000 coupon is waiting for you.',
  body_en: 'See it on My Page.',
  link: '/my-page/coupon',
  read_at: null,
  created_at: minutesBefore(5),
};
const answer: NotificationItem = {
  id: 2,
  title: '상품 문의에 답변이 등록되었습니다.',
  body: '',
  title_en: '',
  body_en: '',
  link: null,
  read_at: null,
  created_at: minutesBefore(90),
};
const shipped: NotificationItem = {
  id: 3,
  title: '주문하신 상품이 발송되었습니다.',
  body: '',
  title_en: '',
  body_en: '',
  link: 'javascript:alert(1)',
  read_at: minutesBefore(10),
  created_at: minutesBefore(120),
};

const pageOf = (data: NotificationItem[], extra: Partial<NotificationPage> = {}): NotificationPage => ({
  current_page: 1,
  last_page: 1,
  total: data.length,
  unread_count: data.filter((n) => n.read_at === null).length,
  data,
  ...extra,
});

const labels: NotificationListProps['labels'] = {
  title: '알림',
  clearAll: '모두 삭제',
  summary: '전체 {total}건 · 읽지 않은 알림 {unread}건',
  unread: '읽지 않음',
  remove: '삭제',
  empty: '받은 알림이 없습니다.',
  bestSellers: '베스트셀러 보러 가기',
  confirmOne: '이 알림을 삭제하시겠습니까?',
  confirmAll: '알림을 모두 삭제하시겠습니까?',
};

const props = (page: NotificationPage): NotificationListProps => ({
  mbId: 'reader',
  lang: 'kr',
  page,
  drawnAt: DRAWN_AT,
  labels,
});

const row = (title: string) => screen.getAllByRole('listitem').find((li) => li.textContent?.includes(title));

/** The shop's dialog the island asked for, answered as a person would. */
async function reply(value: boolean): Promise<string> {
  await vi.waitFor(() => expect($dialogs.get()).toHaveLength(1));
  const [dialog] = $dialogs.get();
  act(() => answerDialog(dialog?.id ?? 0, value));
  return dialog?.message ?? '';
}

beforeEach(() => {
  $session.set({ ...EMPTY_SESSION, notification_count: 2 });
  window.history.replaceState(null, '', '/my-page/notification');
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  for (const d of $dialogs.get()) answerDialog(d.id, false);
});

describe('NotificationList', () => {
  it('shows each notification in English on the English site, the Korean where it has no English', () => {
    render(<NotificationList {...props(pageOf([coupon, answer]))} lang="en" />);
    expect(screen.getByRole('link', { name: 'A ₩3,000 coupon is waiting for you.' })).toBeTruthy();
    expect(screen.getByText('See it on My Page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: answer.title })).toBeTruthy();
  });

  it('draws the page as the server did: the counts, unread marks, titles as links or buttons, named deletes', () => {
    render(<NotificationList {...props(pageOf([coupon, answer, shipped]))} />);
    expect(screen.getByRole('heading', { level: 1, name: '알림' })).toBeTruthy();
    expect(screen.getByText('전체 3건 · 읽지 않은 알림 2건').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('link', { name: coupon.title }).getAttribute('href')).toBe('/my-page/coupon');
    expect(screen.getByRole('button', { name: answer.title })).toBeTruthy();
    // A link that is not a path of the shop or an http(s) address is not followed.
    expect(screen.queryByRole('link', { name: shipped.title })).toBeNull();
    expect(screen.getAllByText('읽지 않음')).toHaveLength(2);
    expect(within(row(shipped.title) as HTMLElement).queryByText('읽지 않음')).toBeNull();
    expect(screen.getByRole('button', { name: `삭제 ${answer.title}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: '모두 삭제' })).toBeTruthy();
  });

  it('hydrates the server-drawn markup as it is, relative times counted from when the page was drawn', async () => {
    const page = pageOf([coupon, answer]);
    const host = document.createElement('div');
    host.innerHTML = renderToString(<NotificationList {...props(page)} />);
    document.body.append(host);
    const before = host.innerHTML;
    expect(host.textContent).toContain('5분 전');
    expect(host.textContent).toContain('1시간 전');
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(host, <NotificationList {...props(page)} />, { onRecoverableError: (e) => mismatches.push(e) }),
    );
    try {
      expect(mismatches).toEqual([]);
      expect(host.innerHTML).toBe(before);
    } finally {
      act(() => root.unmount());
      host.remove();
    }
  });

  it('opening an unread one marks it read, gives the header badge the new count, then follows its link', async () => {
    vi.mocked(markNotificationRead).mockResolvedValue({
      notification: { ...coupon, read_at: DRAWN_AT },
      unread_count: 1,
    });
    render(<NotificationList {...props(pageOf([coupon, answer]))} />);
    await userEvent.click(screen.getByRole('link', { name: coupon.title }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/my-page/coupon'));
    expect(markNotificationRead).toHaveBeenCalledWith(1);
    expect($session.get().notification_count).toBe(1);
    expect(fetchNotifications).not.toHaveBeenCalled();
  });

  it('opening an unread one without a link marks it read and draws the list again from the server', async () => {
    vi.mocked(markNotificationRead).mockResolvedValue({
      notification: { ...answer, read_at: DRAWN_AT },
      unread_count: 1,
    });
    vi.mocked(fetchNotifications).mockResolvedValue(pageOf([coupon, { ...answer, read_at: DRAWN_AT }]));
    render(<NotificationList {...props(pageOf([coupon, answer]))} />);
    await userEvent.click(screen.getByRole('button', { name: answer.title }));
    await screen.findByText('전체 2건 · 읽지 않은 알림 1건');
    expect(fetchNotifications).toHaveBeenCalledWith('reader', 1);
    expect(within(row(answer.title) as HTMLElement).queryByText('읽지 않음')).toBeNull();
    expect($session.get().notification_count).toBe(1);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a read one follows its link and marks nothing', async () => {
    const read = { ...coupon, read_at: DRAWN_AT };
    render(<NotificationList {...props(pageOf([read]))} />);
    await userEvent.click(screen.getByRole('link', { name: coupon.title }));
    expect(goTo).toHaveBeenCalledWith('/my-page/coupon');
    expect(markNotificationRead).not.toHaveBeenCalled();
  });

  it('deleting one asks first: cancelled, nothing is sent; confirmed, the list and the badge follow the server', async () => {
    vi.mocked(deleteNotification).mockResolvedValue({ id: 2, unread_count: 1 });
    vi.mocked(fetchNotifications).mockResolvedValue(pageOf([coupon]));
    render(<NotificationList {...props(pageOf([coupon, answer]))} />);
    const remove = screen.getByRole('button', { name: `삭제 ${answer.title}` });

    await userEvent.click(remove);
    expect(await reply(false)).toBe('이 알림을 삭제하시겠습니까?');
    expect(deleteNotification).not.toHaveBeenCalled();

    await userEvent.click(remove);
    await reply(true);
    await screen.findByText('전체 1건 · 읽지 않은 알림 1건');
    expect(deleteNotification).toHaveBeenCalledWith(2);
    expect(row(answer.title)).toBeUndefined();
    expect($session.get().notification_count).toBe(1);
  });

  it('delete all asks first, then shows the empty state without the button and clears the badge', async () => {
    vi.mocked(deleteAllNotifications).mockResolvedValue({ deleted: 2, unread_count: 0 });
    vi.mocked(fetchNotifications).mockResolvedValue(pageOf([]));
    render(<NotificationList {...props(pageOf([coupon, answer]))} />);
    await userEvent.click(screen.getByRole('button', { name: '모두 삭제' }));
    expect(await reply(true)).toBe('알림을 모두 삭제하시겠습니까?');
    await screen.findByText('받은 알림이 없습니다.');
    expect(screen.getByText('전체 0건 · 읽지 않은 알림 0건')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '모두 삭제' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: '베스트셀러 보러 가기' }).getAttribute('href')).toBe('/shop/best-seller');
    expect($session.get().notification_count).toBe(0);
  });

  it('a change that moves the page count loads the page again, so the pager is right', async () => {
    vi.mocked(deleteNotification).mockResolvedValue({ id: 2, unread_count: 0 });
    vi.mocked(fetchNotifications).mockResolvedValue(pageOf([coupon], { current_page: 2, last_page: 1, total: 11 }));
    window.history.replaceState(null, '', '/my-page/notification?page=2');
    render(<NotificationList {...props(pageOf([answer], { current_page: 2, last_page: 2, total: 11 }))} />);
    await userEvent.click(screen.getByRole('button', { name: `삭제 ${answer.title}` }));
    await reply(true);
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/my-page/notification'));
    expect(fetchNotifications).toHaveBeenCalledWith('reader', 2);
  });
});
