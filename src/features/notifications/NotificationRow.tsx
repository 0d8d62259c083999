import type { MouseEvent } from 'react';
import type { Language } from '~/lib/constants';
import { relativeTime } from '~/lib/dates';
import { pick } from '~/lib/i18n';
import { type NotificationItem, safeLink } from './notifications';

export type NotificationRowProps = {
  item: NotificationItem;
  lang: Language;
  /** The time relative times are counted from (the page's own until the list is fetched again). */
  now: Date;
  labels: { unread: string; remove: string };
  onOpen: (item: NotificationItem, event: MouseEvent<HTMLElement>) => void;
  onRemove: (item: NotificationItem) => void;
};

/**
 * One notification, in the page's language (its English twin when it has one): its title opens it
 * (a link when it has one), its delete button names it.
 */
export function NotificationRow({ item, lang, now, labels, onOpen, onRemove }: NotificationRowProps) {
  const unread = item.read_at === null;
  const title = pick(item, 'title', lang);
  const body = pick(item, 'body', lang);
  const link = safeLink(item.link);
  return (
    <li className={unread ? 'notification notification--unread' : 'notification'}>
      <div className="notification__main">
        <p className="notification__head">
          {unread && <span className="notification__new">{labels.unread}</span>}
          {link ? (
            <a className="notification__title" href={link} onClick={(event) => onOpen(item, event)}>
              {title}
            </a>
          ) : (
            <button type="button" className="notification__title" onClick={(event) => onOpen(item, event)}>
              {title}
            </button>
          )}
        </p>
        {body && <p className="notification__body">{body}</p>}
        <time className="notification__time" dateTime={item.created_at}>
          {relativeTime(item.created_at, lang, now)}
        </time>
      </div>
      <button type="button" className="button button--ghost notification__delete" onClick={() => onRemove(item)}>
        {labels.remove}
        <span className="visually-hidden"> {title}</span>
      </button>
    </li>
  );
}
