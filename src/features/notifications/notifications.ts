import type { NotificationWire } from '~/server/notifications/notification.serializer';

/** The notification as the API sends it (spec 3: an empty read_at means unread). */
export type NotificationItem = NotificationWire;

export type NotificationList = {
  current_page: number;
  data: NotificationItem[];
  last_page: number;
  total: number;
  unread_count: number;
};

/** Only a path on this site or an http(s) address is followed; anything else (javascript:, //host) is not. */
export function safeLink(link: string | null | undefined): string | null {
  if (!link) return null;
  const value = link.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return /^https?:\/\/[^/\s]/i.test(value) ? value : null;
}

/** The header badge: nothing at zero, the number up to 99, then 99+. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/**
 * After a change the refetched page is drawn in place unless its page count moved (the pager would be
 * wrong) or it ran past the end; then the page to load instead.
 */
export function pageToLoad(
  shownLastPage: number,
  list: Pick<NotificationList, 'current_page' | 'last_page'>,
): number | null {
  if (list.current_page > list.last_page) return list.last_page;
  if (list.last_page !== shownLastPage) return Math.min(list.current_page, list.last_page);
  return null;
}
