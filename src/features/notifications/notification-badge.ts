import { $session } from '~/features/session/session.store';
import { fill } from '~/lib/i18n';
import { badgeText } from './notifications';

export function paintBadge(badge: HTMLElement, count: number): void {
  const number = badge.querySelector<HTMLElement>('[data-badge-number]');
  const label = badge.querySelector<HTMLElement>('[data-badge-label]');
  if (number) number.textContent = badgeText(count);
  if (label) label.textContent = fill(badge.dataset.label ?? '{count}', { count });
  badge.hidden = count <= 0;
  badge.dataset.count = String(count);
}

/**
 * The header's unread badge follows the session's notification_count. The server printed the number;
 * once start-up has loaded the session (module scripts all run before DOMContentLoaded) the store
 * takes that number, and from then on only explicit count updates repaint the badge.
 */
export function bindNotificationBadge(badge: HTMLElement): void {
  $session.listen((session, _old, changedKey) => {
    if (changedKey === 'notification_count') paintBadge(badge, session.notification_count);
  });
  document.addEventListener(
    'DOMContentLoaded',
    () => $session.setKey('notification_count', Number(badge.dataset.count ?? 0)),
    { once: true },
  );
}
