/**
 * Pictures the content editor puts into a page's body. Each is checked by its bytes and re-encoded
 * as WebP, as every picture the shop stores, and kept under `content/uploads`; the body then links it
 * by its URL, so nothing else records it.
 */
import { transact } from '../cache/after-commit.ts';
import { getDb } from '../db/client.ts';
import { ValidationError } from '../http/errors.ts';
import { saveMedia } from '../media/media.service.ts';
import { encodeUpload, photoUrl } from '../reviews/photos.ts';

const FOLDER = 'content/uploads';
const FIELD = 'file';

export type ContentPicture = { url: string; width: number; height: number };

/** Stores one uploaded picture and says where it is served and how large it became. */
export async function uploadContentPicture(file: File | undefined): Promise<ContentPicture> {
  if (!file) throw new ValidationError({ [FIELD]: ['사진을 골라 주세요.'] });
  const stored = await encodeUpload(file, FOLDER, FIELD);
  await transact(await getDb(), (tx) => saveMedia(tx, [stored]));
  return { url: photoUrl(stored.path), width: stored.width ?? 0, height: stored.height ?? 0 };
}
