import { desc } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { instagramItems } from '../db/schema/index.ts';
import { type FeedItem, feedItems } from './instagram.ts';

/** Reads a generous window so that filtered-out videos and PNGs still leave six pictures. */
const WINDOW = 30;

export async function instagramFeed(): Promise<FeedItem[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: instagramItems.id, media_url: instagramItems.media_url, permalink: instagramItems.permalink })
    .from(instagramItems)
    .orderBy(desc(instagramItems.posted_at), desc(instagramItems.id))
    .limit(WINDOW);
  return feedItems(rows);
}
