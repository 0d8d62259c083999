import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { type Executor, getDb } from '../db/client.ts';
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

/**
 * Whether /media may serve a stored path to anyone who asks: files under `private/` (the document
 * board's, members' inquiry attachments) are served only by their own routes, which check who asks
 * and read them with `privateMediaFile`.
 */
export const isPublicMediaPath = (path: string): boolean => !/^private(\/|$)/i.test(path);

/** A private file, read fresh each time (never kept in the shared memory of public images). */
export async function privateMediaFile(path: string): Promise<Pick<MediaFile, 'mime' | 'bytes'> | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ mime: mediaFiles.mime, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(eq(mediaFiles.path, path))
    .limit(1);
  return row;
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

/** The widths a page may ask for; anything else is refused so that nobody can make us resize at will. */
export const MEDIA_WIDTHS = [320, 480, 640, 800] as const;

/** A stored image scaled down to one of the allowed widths (never up), kept in memory like the originals. */
export async function resizedMediaFile(path: string, width: number): Promise<MediaFile | undefined> {
  const key = `${path}@${width}`;
  const hit = memory.get(key);
  if (hit) return hit;
  const original = await mediaFile(path);
  if (!original || !/^image\/(webp|jpeg|png)$/.test(original.mime)) return original;
  const out = await sharp(original.bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  const file = { mime: 'image/webp', bytes: out, etag: `${original.etag.slice(0, -1)}-w${width}"` };
  remember(key, file);
  return file;
}

/** Width and height are null for a file that is not an image (a PDF attachment). */
export type NewMediaFile = { path: string; mime: string; bytes: Buffer; width: number | null; height: number | null };

/** Stores uploaded files (already checked and re-encoded by their feature) under their generated paths. */
export async function saveMedia(db: Executor, files: NewMediaFile[]): Promise<void> {
  if (files.length) await db.insert(mediaFiles).values(files);
}

/** Removes stored files; call `forgetMedia` once the change is committed. */
export async function deleteMedia(db: Executor, paths: string[]): Promise<void> {
  if (paths.length) await db.delete(mediaFiles).where(inArray(mediaFiles.path, paths));
}

/** Drops removed files from this process's memory, their scaled copies too, so they stop being served. */
export function forgetMedia(paths: string[]): void {
  for (const path of paths) {
    for (const key of [path, ...MEDIA_WIDTHS.map((w) => `${path}@${w}`)]) {
      const hit = memory.get(key);
      if (!hit) continue;
      memory.delete(key);
      used -= hit.bytes.length;
    }
  }
}
