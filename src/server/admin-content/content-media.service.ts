/**
 * Pictures the content editor puts into a page's body. Each is checked by its bytes and re-encoded
 * as WebP, as every picture the shop stores, and kept under `content/uploads`; the body then links it
 * by its URL, so nothing else records it.
 */
import { transact } from '../cache/after-commit.ts';
import { getDb } from '../db/client.ts';
import { ValidationError } from '../http/errors.ts';
import { type NewMediaFile, saveMedia } from '../media/media.service.ts';
import { checkPhotos, encodePhoto, PHOTO_MESSAGES, photoUrl } from '../reviews/photos.ts';

const FOLDER = 'content/uploads';
const FIELD = 'file';

export type ContentPicture = { url: string; width: number; height: number };

/** The picture checked and encoded before any transaction opens; a refusal names the field `file`. */
async function encoded(file: File): Promise<NewMediaFile> {
  try {
    const [photo] = await checkPhotos([file]);
    if (!photo) throw new ValidationError({ [FIELD]: [PHOTO_MESSAGES.unreadable] });
    return await encodePhoto(photo, FOLDER, FIELD);
  } catch (err) {
    if (err instanceof ValidationError) {
      throw new ValidationError({ [FIELD]: [Object.values(err.errors)[0]?.[0] ?? PHOTO_MESSAGES.unreadable] });
    }
    throw err;
  }
}

/** Stores one uploaded picture and says where it is served and how large it became. */
export async function uploadContentPicture(file: File | undefined): Promise<ContentPicture> {
  if (!file) throw new ValidationError({ [FIELD]: ['사진을 골라 주세요.'] });
  const stored = await encoded(file);
  await transact(await getDb(), (tx) => saveMedia(tx, [stored]));
  return { url: photoUrl(stored.path), width: stored.width ?? 0, height: stored.height ?? 0 };
}
