import { ttlCache } from '../cache.ts';
import type { NoticeWire } from '../notices/notice.serializer.ts';
import { noticePage } from '../notices/notice.service.ts';
import { instagramFeed } from '../promotions/instagram.service.ts';
import type { FeedItem } from '../promotions/instagram.ts';

export type FooterData = { notices: NoticeWire[]; feed: FeedItem[] };
const cache = ttlCache<FooterData>(30_000);

/** What every page's footer shows besides settings: the five newest notices and the feed. */
export function footerData(): Promise<FooterData> {
  return cache.get('footer', async () => {
    const [page, feed] = await Promise.all([
      noticePage({ board: 'shop', sort: 'created_at', order: 'desc', page: 1, perPage: 5 }),
      instagramFeed(),
    ]);
    return { notices: page.data, feed };
  });
}
