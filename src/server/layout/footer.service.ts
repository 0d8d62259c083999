import { sharedCache } from '../cache/lru.ts';
import { tags } from '../cache/policies.ts';
import { type Notice, noticePage } from '../notices/notice.service.ts';
import { instagramFeed } from '../promotions/instagram.service.ts';
import type { FeedItem } from '../promotions/instagram.ts';

export type FooterData = { notices: Notice[]; feed: FeedItem[] };
const cache = sharedCache<FooterData>({
  name: 'footer',
  tags: [tags.notice, tags.settings],
  policy: 'short',
  load: async () => {
    const [page, feed] = await Promise.all([
      noticePage({ board: 'shop', sort: 'created_at', order: 'desc', page: 1, perPage: 5 }),
      instagramFeed(),
    ]);
    return { notices: page.data, feed };
  },
});

/** What every page's footer shows besides settings: the five newest notices and the feed. */
export function footerData(): Promise<FooterData> {
  return cache.get('footer');
}
