import { deleteJson, getJson } from '~/lib/http';
import type { NotificationItem, NotificationList } from './notifications';

const BASE = '/api/v1/notification';

/** Spec 7: GET /api/v1/notification?mb_id, the member's own list. */
export function fetchNotifications(mbId: string, page: number): Promise<NotificationList> {
  return getJson<NotificationList>(BASE, { searchParams: { mb_id: mbId, page } });
}

/** Spec 7: GET /api/v1/notification/{id}/read-at marks it read. */
export function markNotificationRead(id: number): Promise<{ notification: NotificationItem; unread_count: number }> {
  return getJson(`${BASE}/${id}/read-at`);
}

export function deleteNotification(id: number): Promise<{ id: number; unread_count: number }> {
  return deleteJson(`${BASE}/${id}`);
}

export function deleteAllNotifications(): Promise<{ deleted: number; unread_count: number }> {
  return deleteJson(`${BASE}/all`);
}
