import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { mediaFiles } from '../db/schema/index.ts';

export type MediaFile = { mime: string; bytes: Buffer; etag: string };

/** Hot images stay in memory up to this many bytes; the oldest entry goes first. */
const MEMORY_BUDGET = 64 * 1024 * 1024;
const memory = new Map<string, MediaFile>();
let used = 0;

function remember(path: string, file: MediaFile): void {
  memory.set(path, file);
  used += file.bytes.length;
  for (const [key, value] of memory) {
    if (used <= MEMORY_BUDGET) break;
    memory.delete(key);
    used -= value.bytes.length;
  }
}

export async function mediaFile(path: string): Promise<MediaFile | undefined> {
  const hit = memory.get(path);
  if (hit) return hit;
  const db = await getDb();
  const rows = await db
    .select({ mime: mediaFiles.mime, bytes: mediaFiles.bytes, created_at: mediaFiles.created_at })
    .from(mediaFiles)
    .where(eq(mediaFiles.path, path))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const file = {
    mime: row.mime,
    bytes: row.bytes,
    etag: `"${row.created_at.getTime().toString(36)}-${row.bytes.length}"`,
  };
  remember(path, file);
  return file;
}
