import { randomUUID } from 'node:crypto';
import { ValidationError } from '../http/errors.ts';
import type { NewMediaFile } from '../media/media.service.ts';
import { type CheckedPhoto, decodesAs, encodePhoto, isSafeFileName, sniffImage } from '../reviews/photos.ts';
import { MAX_FILE_BYTES, MAX_FILES } from './board.options.ts';

/**
 * A post's attachments are private: they are stored under this prefix, which the public `/media/`
 * route refuses, and served only to their owner and administrators.
 */
export const PRIVATE_PREFIX = 'private/boards';

export const FILE_MESSAGES = {
  tooMany: `파일은 최대 ${MAX_FILES}개까지 올릴 수 있습니다.`,
  tooLarge: '파일은 한 개에 10MB 이하만 올릴 수 있습니다.',
  badName: '파일 이름이 올바르지 않습니다. 이름에 경로(/, \\, ..)가 없는 파일을 올려 주세요.',
  badType: '이미지(JPEG, PNG, GIF, BMP, WebP)와 PDF 문서만 올릴 수 있습니다.',
  unreadable: '파일을 읽을 수 없습니다. 다른 파일을 올려 주세요.',
} as const;

const refuse = (message: string): never => {
  throw new ValidationError({ files: [message] });
};

export type CheckedFile = { name: string } & ({ kind: 'pdf'; bytes: Uint8Array } | CheckedPhoto);
/** What a post's attachment becomes: the name the person gave it and the stored bytes. */
export type EncodedFile = { name: string; media: NewMediaFile };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** A PDF by its bytes: the `%PDF-` header first and an end-of-file mark near the end. */
export function isPdf(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 0, 5) !== '%PDF-') return false;
  return ascii(bytes, Math.max(0, bytes.length - 1024), bytes.length).includes('%%EOF');
}

/**
 * Every file checked before anything is stored: count (with the files an edit keeps), name, size
 * and real content. Images must decode as what their first bytes say; documents must be PDF.
 */
export async function checkAttachments(files: readonly File[], kept = 0): Promise<CheckedFile[]> {
  if (files.length + kept > MAX_FILES) refuse(FILE_MESSAGES.tooMany);
  const out: CheckedFile[] = [];
  for (const file of files) {
    if (!isSafeFileName(file.name) || file.name.trim() === '') refuse(FILE_MESSAGES.badName);
    if (file.size > MAX_FILE_BYTES) refuse(FILE_MESSAGES.tooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const image = sniffImage(bytes);
    if (image) {
      if (!(await decodesAs(bytes, image))) refuse(FILE_MESSAGES.unreadable);
      out.push({ name: file.name, kind: image, bytes });
    } else if (isPdf(bytes)) {
      out.push({ name: file.name, kind: 'pdf', bytes });
    } else {
      refuse(FILE_MESSAGES.badType);
    }
  }
  return out;
}

/** An image's shown name follows what it became (`scan.bmp` → `scan.webp`). */
const renamed = (name: string, ext: string) => `${name.replace(/\.[^.]*$/, '') || 'file'}.${ext}`;

/**
 * Images re-encoded as WebP (upright, metadata dropped, at most 1600 px), PDFs kept byte for byte,
 * each under a generated private name. Runs before the transaction, which only inserts the results.
 */
export async function encodeAttachments(files: readonly CheckedFile[]): Promise<EncodedFile[]> {
  const out: EncodedFile[] = [];
  // One at a time: each decoded image can take a hundred megabytes.
  for (const file of files) {
    if (file.kind === 'pdf') {
      out.push({
        name: file.name,
        media: {
          path: `${PRIVATE_PREFIX}/${randomUUID()}.pdf`,
          mime: 'application/pdf',
          bytes: Buffer.from(file.bytes),
          width: null,
          height: null,
        },
      });
    } else {
      const media = await encodePhoto(file, PRIVATE_PREFIX, 'files');
      out.push({ name: renamed(file.name, 'webp'), media });
    }
  }
  return out;
}
