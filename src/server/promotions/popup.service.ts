import { sharedCache } from '../cache/lru.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { listPopups, type PopupRow } from './popup.repository.ts';

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
    const { rows } = await listPopups(await getDb(), { activeOnly: true, limit: 20, offset: 0, now: new Date() });
    return rows;
  });
}
