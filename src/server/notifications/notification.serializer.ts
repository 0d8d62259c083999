import type { Notification } from './notification.service.ts';

/** Spec 3: a notification is unread while `read_at` is empty. */
export type NotificationWire = {
  id: number;
  title: string;
  body: string;
  /** English twins, '' when there is none. */
  title_en: string;
  body_en: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
};

export function toNotificationWire(n: Notification): NotificationWire {
  return {
    id: n.id,
    title: n.title,
    body: n.body,
    title_en: n.title_en,
    body_en: n.body_en,
    link: n.link,
    read_at: n.read_at ? n.read_at.toISOString() : null,
    created_at: n.created_at.toISOString(),
  };
}
