import { $session } from '~/features/session/session.store';

/** The unread count of the session (spec 3 notification_count); the header badge follows it. */
export function setUnreadCount(count: number): void {
  $session.setKey('notification_count', Math.max(0, count));
}
