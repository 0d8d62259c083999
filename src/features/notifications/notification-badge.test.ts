// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { $session, EMPTY_SESSION } from '~/features/session/session.store';
import { bindNotificationBadge } from './notification-badge';
import { setUnreadCount } from './notifications.store';

function badge(count: number): HTMLElement {
  document.body.innerHTML = `<span data-notification-badge data-count="${count}" data-label="읽지 않은 알림 {count}건">
    <span data-badge-number>${count}</span><span data-badge-label>읽지 않은 알림 ${count}건</span></span>`;
  return document.querySelector('[data-notification-badge]') as HTMLElement;
}

describe('header unread badge', () => {
  beforeEach(() => $session.set({ ...EMPTY_SESSION }));

  it('follows the session notification_count after a read', () => {
    const el = badge(2);
    bindNotificationBadge(el);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect($session.get().notification_count).toBe(2);
    setUnreadCount(1);
    expect(el.querySelector('[data-badge-number]')?.textContent).toBe('1');
    expect(el.querySelector('[data-badge-label]')?.textContent).toBe('읽지 않은 알림 1건');
    expect(el.hidden).toBe(false);
  });

  it('hides at zero unread', () => {
    const el = badge(1);
    bindNotificationBadge(el);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    setUnreadCount(0);
    expect(el.hidden).toBe(true);
  });

  it('keeps the server-printed number when start-up replaces the whole session', () => {
    const el = badge(3);
    bindNotificationBadge(el);
    $session.set({ ...EMPTY_SESSION, lang: 'en' });
    expect(el.querySelector('[data-badge-number]')?.textContent).toBe('3');
    expect(el.hidden).toBe(false);
  });
});
