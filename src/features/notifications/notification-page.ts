import type { Language } from '~/lib/constants';
import { relativeTime } from '~/lib/dates';
import { confirmDialog } from '~/lib/dialog';
import { fill } from '~/lib/i18n';
import { goTo } from '~/lib/navigation';
import { type NotificationItem, type NotificationList, pageToLoad, safeLink } from './notifications';
import {
  deleteAllNotifications,
  deleteNotification,
  fetchNotifications,
  markNotificationRead,
} from './notifications.api';
import { setUnreadCount } from './notifications.store';

type Parts = {
  root: HTMLElement;
  list: HTMLUListElement;
  template: HTMLTemplateElement;
  empty: HTMLElement;
  summary: HTMLElement;
  clearAll: HTMLButtonElement;
};

function partsOf(root: HTMLElement): Parts | null {
  const list = root.querySelector<HTMLUListElement>('[data-notification-list]');
  const template = root.querySelector<HTMLTemplateElement>('template[data-notification-template]');
  const empty = root.querySelector<HTMLElement>('[data-notification-empty]');
  const summary = root.querySelector<HTMLElement>('[data-notification-summary]');
  const clearAll = root.querySelector<HTMLButtonElement>('[data-notification-clear]');
  return list && template && empty && summary && clearAll ? { root, list, template, empty, summary, clearAll } : null;
}

function row(p: Parts, n: NotificationItem, lang: Language): HTMLElement {
  const li = (p.template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const link = safeLink(n.link);
  li.dataset.notification = String(n.id);
  li.classList.toggle('note--unread', n.read_at === null);
  (li.querySelector('.note__new') as HTMLElement).hidden = n.read_at !== null;
  const anchor = li.querySelector<HTMLAnchorElement>('a.note__title');
  const button = li.querySelector<HTMLButtonElement>('button.note__title');
  if (link && anchor) anchor.href = link;
  (link ? button : anchor)?.remove();
  const title = li.querySelector('.note__title') as HTMLElement;
  title.textContent = n.title;
  const body = li.querySelector('.note__body') as HTMLElement;
  body.textContent = n.body;
  body.hidden = n.body === '';
  const time = li.querySelector('time') as HTMLTimeElement;
  time.dateTime = n.created_at;
  time.textContent = relativeTime(n.created_at, lang);
  (li.querySelector('.note__delete-name') as HTMLElement).textContent = ` ${n.title}`;
  return li;
}

function draw(p: Parts, page: NotificationList, lang: Language): void {
  p.list.replaceChildren(...page.data.map((n) => row(p, n, lang)));
  p.list.hidden = page.data.length === 0;
  p.empty.hidden = page.total > 0;
  p.clearAll.hidden = page.total === 0;
  p.summary.textContent = fill(p.root.dataset.summary ?? '', { total: page.total, unread: page.unread_count });
  p.root.dataset.unread = String(page.unread_count);
}

/**
 * The notification page (spec 4): opening an unread one marks it read, then follows its link if it
 * has one; deleting one or all asks first; after each change the list is fetched again and the
 * header badge takes the new unread count.
 */
export function bindNotificationPage(root: HTMLElement): void {
  const p = partsOf(root);
  if (!p) return;
  const lang: Language = root.dataset.lang === 'en' ? 'en' : 'kr';
  const mbId = root.dataset.mbId ?? '';
  let current = Number(root.dataset.page ?? 1);
  const shownLast = Number(root.dataset.lastPage ?? 1);
  setUnreadCount(Number(root.dataset.unread ?? 0));

  async function refetch(): Promise<void> {
    const page = await fetchNotifications(mbId, current);
    setUnreadCount(page.unread_count);
    const other = pageToLoad(shownLast, page);
    if (other !== null) {
      goTo(other > 1 ? `${location.pathname}?page=${other}` : location.pathname);
      return;
    }
    current = page.current_page;
    draw(p as Parts, page, lang);
  }

  async function run(control: HTMLElement, action: () => Promise<void>): Promise<void> {
    if (control.dataset.busy) return;
    control.dataset.busy = '1';
    try {
      await action();
    } catch {
      // The shared client has already shown the error (login, not found, message dialog).
    } finally {
      delete control.dataset.busy;
    }
  }

  root.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const open = target?.closest<HTMLElement>('[data-notification-open]');
    const remove = target?.closest<HTMLButtonElement>('[data-notification-delete]');
    const item = target?.closest<HTMLElement>('[data-notification]');
    const id = Number(item?.dataset.notification);
    if (open && item && id) {
      const link = open instanceof HTMLAnchorElement ? open.getAttribute('href') : null;
      const unread = item.classList.contains('note--unread');
      // A new-tab click keeps the browser's own handling; the item is still marked read here.
      const elsewhere = event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey);
      if (!elsewhere) event.preventDefault();
      void run(open, async () => {
        if (unread) setUnreadCount((await markNotificationRead(id)).unread_count);
        if (link && !elsewhere) goTo(link);
        else if (unread) await refetch();
      });
    } else if (remove && id) {
      void run(remove, async () => {
        if (!(await confirmDialog({ message: root.dataset.confirmOne ?? '' }))) return;
        await deleteNotification(id);
        await refetch();
      });
    }
  });

  p.clearAll.addEventListener('click', () => {
    void run(p.clearAll, async () => {
      if (!(await confirmDialog({ message: root.dataset.confirmAll ?? '' }))) return;
      await deleteAllNotifications();
      current = 1;
      await refetch();
    });
  });
}
