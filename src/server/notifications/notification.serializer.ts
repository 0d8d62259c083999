import type { notifications } from '../db/schema/index.ts';

type NotificationRow = typeof notifications.$inferSelect;

/** Spec 3: a notification is unread while `read_at` is empty. */
export type NotificationWire = {
  id: number;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
};

export function serializeNotification(row: NotificationRow): NotificationWire {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    read_at: row.read_at ? row.read_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}
