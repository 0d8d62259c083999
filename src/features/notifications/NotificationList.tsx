import { type MouseEvent, useRef, useState } from 'react';
import type { Language } from '~/lib/constants';
import { confirmDialog } from '~/lib/dialog';
import { fill } from '~/lib/i18n';
import { goTo } from '~/lib/navigation';
import { NotificationRow } from './NotificationRow';
import { type NotificationItem, type NotificationList as NotificationPage, pageToLoad } from './notifications';
import {
  deleteAllNotifications,
  deleteNotification,
  fetchNotifications,
  markNotificationRead,
} from './notifications.api';
import { setUnreadCount } from './notifications.store';
import './NotificationList.css';

export type NotificationListLabels = Record<
  'title' | 'clearAll' | 'summary' | 'unread' | 'remove' | 'empty' | 'bestSellers' | 'confirmOne' | 'confirmAll',
  string
>;

export type NotificationListProps = {
  /** The member's login id, which the list API is asked with (spec 7 `mb_id`). */
  mbId: string;
  lang: Language;
  /** The page of notifications as the list API sends it; the island fetches it again after each change. */
  page: NotificationPage;
  /** When the page was drawn (ISO), so relative times read the same before and after hydration. */
  drawnAt: string;
  labels: NotificationListLabels;
};

/**
 * The notification page (spec 4): opening an unread one marks it read, then follows its link if it
 * has one; deleting one or all asks first; after each change the list is fetched again, the summary
 * says the new counts and the header badge takes the new unread count. When the change moved the
 * page count (the pager would be wrong) or emptied the page, the right page is loaded instead.
 */
export function NotificationList({ mbId, lang, page, drawnAt, labels }: NotificationListProps) {
  const [list, setList] = useState(page);
  const [now, setNow] = useState(() => new Date(drawnAt));
  const current = useRef(page.current_page);
  const busy = useRef(new Set<string>());

  /** One action per control at a time; the shared client has already shown any refusal. */
  const run = async (key: string, action: () => Promise<void>) => {
    if (busy.current.has(key)) return;
    busy.current.add(key);
    try {
      await action();
    } catch {
      // Login, not found and the server's messages are the shared client's dialogs.
    } finally {
      busy.current.delete(key);
    }
  };

  const refetch = async () => {
    const next = await fetchNotifications(mbId, current.current);
    setUnreadCount(next.unread_count);
    const other = pageToLoad(page.last_page, next);
    if (other !== null) {
      const path = window.location.pathname;
      goTo(other > 1 ? `${path}?page=${other}` : path);
      return;
    }
    current.current = next.current_page;
    setList(next);
    setNow(new Date());
  };

  const open = (item: NotificationItem, event: MouseEvent<HTMLElement>) => {
    const link = event.currentTarget instanceof HTMLAnchorElement ? event.currentTarget.getAttribute('href') : null;
    const unread = item.read_at === null;
    // A new-tab click keeps the browser's own handling; the notification is still marked read here.
    const elsewhere = event.ctrlKey || event.metaKey || event.shiftKey;
    if (!elsewhere) event.preventDefault();
    void run(`open:${item.id}`, async () => {
      if (unread) setUnreadCount((await markNotificationRead(item.id)).unread_count);
      if (link && !elsewhere) goTo(link);
      else if (unread) await refetch();
    });
  };

  const remove = (item: NotificationItem) =>
    void run(`remove:${item.id}`, async () => {
      if (!(await confirmDialog({ message: labels.confirmOne }))) return;
      await deleteNotification(item.id);
      await refetch();
    });

  const clearAll = () =>
    void run('clear', async () => {
      if (!(await confirmDialog({ message: labels.confirmAll }))) return;
      await deleteAllNotifications();
      current.current = 1;
      await refetch();
    });

  return (
    <>
      <div className="notifications__head">
        <h1>{labels.title}</h1>
        {list.total > 0 && (
          <button type="button" className="button button--ghost" onClick={clearAll}>
            {labels.clearAll}
          </button>
        )}
      </div>
      <p className="notifications__summary" aria-live="polite">
        {fill(labels.summary, { total: list.total, unread: list.unread_count })}
      </p>
      {list.data.length > 0 && (
        <ul className="notifications__list">
          {list.data.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              lang={lang}
              now={now}
              labels={labels}
              onOpen={open}
              onRemove={remove}
            />
          ))}
        </ul>
      )}
      {list.total === 0 && (
        <div className="notifications__empty">
          <p>{labels.empty}</p>
          <a className="button" href="/shop/best-seller">
            {labels.bestSellers}
          </a>
        </div>
      )}
    </>
  );
}
