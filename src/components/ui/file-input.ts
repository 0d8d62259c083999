import { IMAGE_COMPRESS_THRESHOLD_BYTES } from '~/lib/constants';

export const MAX_FILES_MESSAGE = '파일은 최대 {count}개까지 업로드할 수 있습니다.';

type FileLike = { name: string; type: string; size: number };

/** Spec 5: jpeg, png, gif, bmp and webp get an image preview; other files a generic icon. */
const PREVIEW_TYPES = new Set([
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/x-ms-bmp',
  'image/webp',
]);
const PREVIEW_EXTENSION = /\.(jpe?g|png|gif|bmp|webp)$/i;

export function isPreviewImage(file: Pick<FileLike, 'name' | 'type'>): boolean {
  // Some systems hand over files without a type; the extension is the only hint then.
  return file.type ? PREVIEW_TYPES.has(file.type.toLowerCase()) : PREVIEW_EXTENSION.test(file.name);
}

/** Spec 5: images of 4 MB or more are compressed before upload. */
export function shouldCompress(file: FileLike): boolean {
  return isPreviewImage(file) && file.size >= IMAGE_COMPRESS_THRESHOLD_BYTES;
}

/** Spec 5: an addition that would take the count past the max is refused as a whole. */
export function canAddFiles(current: number, adding: number, max: number): boolean {
  return current + adding <= max;
}

const keys = new WeakMap<File, number>();
let lastKey = 0;

/** A stable React key per picked file; two picks of one file on disk are two File objects. */
export function fileKey(file: File): number {
  let key = keys.get(file);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    keys.set(file, key);
  }
  return key;
}
