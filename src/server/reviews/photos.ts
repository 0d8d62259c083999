import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ValidationError } from '../http/errors.ts';
import { decodeBmp, looksLikeBmp } from '../media/bmp.ts';
import type { NewMediaFile } from '../media/media.service.ts';

export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Longest side of a stored review photo. */
const MAX_SIDE = 1600;
/** Refuses decompression bombs: a 10 MB file may not claim more pixels than a 40-megapixel camera. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Where review photos live under /media; only these are ever deleted with a review. */
export const PHOTO_PREFIX = '/media/reviews/';

/** Spec 5: the file input previews jpeg, png, gif, bmp and webp, so each of them is taken and re-encoded. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'bmp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** What a file really is, by its first bytes; its name and declared type are never trusted. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (looksLikeBmp(bytes)) return 'bmp';
  return undefined;
}

/**
 * The decoder for an image of a known kind: sharp reads all but bitmaps, which are turned into
 * pixels first. Undefined when a bitmap cannot be read (compressed, truncated, too many pixels).
 */
function decoderOf(bytes: Uint8Array, kind: ImageKind): ReturnType<typeof sharp> | undefined {
  if (kind !== 'bmp') return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  const raw = decodeBmp(bytes, MAX_INPUT_PIXELS);
  return raw && sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
}

/** Whether the decoder agrees with the first bytes: a PNG header on a JPEG body is not a photo. */
export async function decodesAs(bytes: Uint8Array, kind: ImageKind): Promise<boolean> {
  const decoder = decoderOf(bytes, kind);
  if (!decoder) return false;
  try {
    const meta = await decoder.metadata();
    return Boolean(meta.width && meta.height) && (kind === 'bmp' || meta.format === kind);
  } catch {
    return false;
  }
}

/**
 * An uploaded name is never used for storage, but one that tries to climb folders or hide control
 * characters says the upload is not an honest photo, so it is refused rather than quietly renamed.
 */
export function isSafeFileName(name: string): boolean {
  if (name.length > 255) return false;
  if (/[/\\]/.test(name) || name.includes('..')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  return !/[\u0000-\u001f\u007f]/.test(name);
}

export const PHOTO_MESSAGES = {
  tooMany: `사진은 최대 ${MAX_PHOTOS}장까지 올릴 수 있습니다.`,
  tooLarge: '사진은 한 장에 10MB 이하만 올릴 수 있습니다.',
  badName: '파일 이름이 올바르지 않습니다. 이름에 경로(/, \\, ..)가 없는 사진을 올려 주세요.',
  notImage: '사진은 JPEG, PNG, GIF, BMP, WebP 이미지만 올릴 수 있습니다.',
  unreadable: '이미지 파일을 읽을 수 없습니다. 다른 사진을 올려 주세요.',
} as const;

const refuse = (message: string): never => {
  throw new ValidationError({ photos: [message] });
};

export type CheckedPhoto = { bytes: Uint8Array; kind: ImageKind };

/** Checks every photo before anything is stored: count, name, size, and real content (bytes and decoder). */
export async function checkPhotos(files: File[], alreadyKept = 0): Promise<CheckedPhoto[]> {
  if (files.length + alreadyKept > MAX_PHOTOS) refuse(PHOTO_MESSAGES.tooMany);
  const out: CheckedPhoto[] = [];
  for (const file of files) {
    if (!isSafeFileName(file.name)) refuse(PHOTO_MESSAGES.badName);
    if (file.size > MAX_PHOTO_BYTES) refuse(PHOTO_MESSAGES.tooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffImage(bytes) ?? refuse(PHOTO_MESSAGES.notImage);
    if (!(await decodesAs(bytes, kind))) refuse(PHOTO_MESSAGES.unreadable);
    out.push({ bytes, kind });
  }
  return out;
}

/**
 * Re-encodes each photo as WebP (turned upright, metadata such as GPS dropped, longest side at most
 * 1600 px) under a generated name. Runs before the transaction, which only inserts the results.
 */
export async function encodePhotos(photos: CheckedPhoto[]): Promise<NewMediaFile[]> {
  const out: NewMediaFile[] = [];
  // One at a time: each decoded photo can take a hundred megabytes.
  for (const photo of photos) out.push(await encodePhoto(photo, 'reviews'));
  return out;
}

/**
 * One checked image as a WebP under `folder` with a generated name (turned upright, metadata
 * dropped, longest side at most 1600 px). Animated GIFs keep their first frame.
 */
export async function encodePhoto(photo: CheckedPhoto, folder: string, field = 'photos'): Promise<NewMediaFile> {
  const decoder = decoderOf(photo.bytes, photo.kind);
  if (!decoder) throw new ValidationError({ [field]: [PHOTO_MESSAGES.unreadable] });
  // A body that passes the header check may still be truncated or corrupt: that is the sender's fault.
  const { data, info } = await decoder
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ValidationError({ [field]: [PHOTO_MESSAGES.unreadable] });
    });
  return {
    path: `${folder}/${randomUUID()}.webp`,
    mime: 'image/webp',
    bytes: data,
    width: info.width,
    height: info.height,
  };
}

/** The URL a stored photo is served at, and back. */
export const photoUrl = (path: string) => `/media/${path}`;
export const mediaPathOf = (url: string) => (url.startsWith(PHOTO_PREFIX) ? url.slice('/media/'.length) : undefined);

/**
 * One uploaded picture under a form field, checked by its bytes and re-encoded into `folder` before
 * any transaction opens; a refusal names `field` (the editors' cover, popup and content pictures).
 */
export async function encodeUpload(file: File, folder: string, field: string): Promise<NewMediaFile> {
  try {
    const [photo] = await checkPhotos([file]);
    if (!photo) throw new ValidationError({ [field]: [PHOTO_MESSAGES.unreadable] });
    return await encodePhoto(photo, folder, field);
  } catch (err) {
    if (err instanceof ValidationError) {
      throw new ValidationError({ [field]: [Object.values(err.errors)[0]?.[0] ?? PHOTO_MESSAGES.unreadable] });
    }
    throw err;
  }
}
