import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ValidationError } from '../http/errors.ts';
import type { NewMediaFile } from '../media/media.service.ts';

export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Longest side of a stored review photo. */
const MAX_SIDE = 1600;
/** Refuses decompression bombs: a 10 MB file may not claim more pixels than a 40-megapixel camera. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Where review photos live under /media; only these are ever deleted with a review. */
export const PHOTO_PREFIX = '/media/reviews/';

export type ImageKind = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** What a file really is, by its first bytes; its name and declared type are never trusted. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return undefined;
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
  notImage: '사진은 JPEG, PNG, WebP 이미지만 올릴 수 있습니다.',
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
    let format: string | undefined;
    try {
      const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      format = meta.width && meta.height ? meta.format : undefined;
    } catch {
      format = undefined;
    }
    // The decoder must agree with the first bytes: a PNG header on a JPEG body is not a photo.
    if (format !== kind) refuse(PHOTO_MESSAGES.unreadable);
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
  for (const { bytes } of photos) out.push(await encodePhoto(bytes));
  return out;
}

async function encodePhoto(bytes: Uint8Array): Promise<NewMediaFile> {
  // A body that passes the header check may still be truncated or corrupt: that is the sender's fault.
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => refuse(PHOTO_MESSAGES.unreadable));
  return {
    path: `reviews/${randomUUID()}.webp`,
    mime: 'image/webp',
    bytes: data,
    width: info.width,
    height: info.height,
  };
}

/** The URL a stored photo is served at, and back. */
export const photoUrl = (path: string) => `/media/${path}`;
export const mediaPathOf = (url: string) => (url.startsWith(PHOTO_PREFIX) ? url.slice('/media/'.length) : undefined);
