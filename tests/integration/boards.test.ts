import { count, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '~/server/db/client';
import { boardFiles, boardPosts, mediaFiles } from '~/server/db/schema';
import { resetDatabase } from '../support/db';
import { aMember } from '../support/reviews-fixtures';

// The listing insert can be made to fail after the post and the bytes were written, to show that
// the transaction takes them back with it.
const failListing = vi.hoisted(() => ({ on: false }));
vi.mock('~/server/boards/board.repository', async (importOriginal) => {
  const real = await importOriginal<typeof import('~/server/boards/board.repository')>();
  return {
    ...real,
    insertFiles: async (...args: Parameters<typeof real.insertFiles>) => {
      await real.insertFiles(...args);
      if (failListing.on) throw new Error('connection lost while writing the files');
    },
  };
});

const { createInquiry, deleteInquiry } = await import('~/server/boards/board.service');
const { GET: media } = await import('~/pages/media/[...path]');
const { saveMedia } = await import('~/server/media/media.service');

beforeEach(async () => {
  failListing.on = false;
  await resetDatabase();
});

const photo = async () =>
  new File(
    [
      await sharp({ create: { width: 20, height: 20, channels: 3, background: '#abc' } })
        .png()
        .toBuffer(),
    ],
    'a.png',
    {
      type: 'image/png',
    },
  );
const input = {
  category: 'product' as const,
  od_id: null,
  title: '향이 약해요',
  body: '정상인가요? 확인 부탁드립니다.',
};

async function stored() {
  const db = await getDb();
  const [posts] = await db.select({ n: count() }).from(boardPosts);
  const [files] = await db.select({ n: count() }).from(boardFiles);
  const [bytes] = await db.select({ n: count() }).from(mediaFiles).where(like(mediaFiles.path, 'private/%'));
  return { posts: Number(posts?.n), files: Number(files?.n), bytes: Number(bytes?.n) };
}

describe('a 1:1 inquiry with files is saved whole or not at all', () => {
  it('writes the post, the bytes and the listing together', async () => {
    const member = await aMember(await getDb(), 'asker');
    const post = await createInquiry(member, input, [await photo(), await photo()]);
    expect(post.files).toHaveLength(2);
    expect(await stored()).toEqual({ posts: 1, files: 2, bytes: 2 });
  });

  it('keeps nothing when writing fails half way through', async () => {
    const member = await aMember(await getDb(), 'asker');
    failListing.on = true;
    await expect(createInquiry(member, input, [await photo()])).rejects.toThrow('connection lost');
    expect(await stored()).toEqual({ posts: 0, files: 0, bytes: 0 });
  });

  it('removes the bytes with the post when it is deleted', async () => {
    const db = await getDb();
    const member = await aMember(db, 'asker');
    const post = await createInquiry(member, input, [await photo()]);
    await deleteInquiry(member, post.id);
    expect(await stored()).toEqual({ posts: 0, files: 0, bytes: 0 });
    expect(await db.select().from(boardPosts).where(eq(boardPosts.id, post.id))).toEqual([]);
  });
});

describe('attachments are private', () => {
  const get = (path: string) =>
    media({
      params: { path },
      url: new URL(`http://shop.test/media/${path}`),
      request: new Request(`http://shop.test/media/${path}`),
    } as unknown as Parameters<typeof media>[0]) as Promise<Response>;

  it('are never served by the public /media/ route, though a public file beside them is', async () => {
    const db = await getDb();
    const member = await aMember(db, 'asker');
    await createInquiry(member, input, [await photo()]);
    const [file] = await db.select().from(boardFiles);
    const stored = file?.stored_name ?? '';
    expect(stored).toMatch(/^private\/boards\/[0-9a-f-]+\.webp$/);
    expect((await get(stored)).status).toBe(404);
    expect((await get(stored.replace(/^private/, 'Private'))).status).toBe(404);
    const bytes = Buffer.from(await (await photo()).arrayBuffer());
    await saveMedia(db, [{ path: 'reviews/public-check.png', mime: 'image/png', bytes, width: 20, height: 20 }]);
    expect((await get('reviews/public-check.png')).status).toBe(200);
  });
});
