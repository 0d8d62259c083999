import { expireHere } from '../cache/invalidation.ts';
import { sharedCache } from '../cache/lru.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { listPopups, nextPopupChange, type PopupRow } from './popup.repository.ts';

/** A popup as stored: its kind, title, picture and link in each language, and whether it is switched on. */
export type Popup = PopupRow;

export async function popupPage(q: { activeOnly: boolean; page: number; perPage: number }): Promise<Page<Popup>> {
  const { rows, total } = await listPopups(await getDb(), {
    activeOnly: q.activeOnly,
    limit: q.perPage,
    offset: offsetOf(q.page, q.perPage),
    now: new Date(),
  });
  return toPage(rows, total, q.page, q.perPage);
}

/** Popups begin and end by date, so the list is also read again when its short time is up. */
const activeCache = sharedCache<Popup[]>({
  name: 'active popups',
  tags: [tags.contents, tags.popups],
  policy: 'short',
});

/** The active popups (what GET /api/v1/popup?active=true&page=1 lists): every page renders the dialog. */
export function activePopups(): Promise<Popup[]> {
  return activeCache.get('active', async () => {
    const now = new Date();
    const db = await getDb();
    const [{ rows }, next] = await Promise.all([
      listPopups(db, { activeOnly: true, limit: 20, offset: 0, now }),
      nextPopupChange(db, now),
    ]);
    expireAt(next);
    return rows;
  });
}

/**
 * Pages carry the popups due when they were made, and a page may be kept for minutes (an article) or
 * an hour (the company page). So when the list was read, this process sets one timer for the next
 * start or end ahead, and at that moment drops the list and every page carrying it: a popup
 * scheduled for 10:00 is on every page from 10:00, not when the longest-kept page expires. Each
 * process that read the list keeps its own timer (`expireHere`: no message between processes).
 */
let timer: NodeJS.Timeout | undefined;
/** Timers are set at most this far ahead (Node's limit is ~24.8 days); a later change is set again then. */
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;
/** A little after the moment, so the read it causes counts the change as past. */
const MARGIN_MS = 50;

function expireAt(next: Date | null, now = Date.now()): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (!next) return;
  const wait = Math.min(Math.max(next.getTime() - now, 0) + MARGIN_MS, LONGEST_WAIT_MS);
  timer = setTimeout(() => {
    timer = undefined;
    expireHere([tags.popups]);
  }, wait);
  timer.unref();
}
