import { INSTAGRAM_FEED_MAX } from '~/lib/constants';

export type FeedItem = { id: number | string; media_url: string; permalink: string };

/** Spec 5: only images whose media URL names jpeg or jpg are shown, at most six. */
export function feedItems(items: FeedItem[]): FeedItem[] {
  return items.filter((item) => /jpe?g/i.test(item.media_url)).slice(0, INSTAGRAM_FEED_MAX);
}
