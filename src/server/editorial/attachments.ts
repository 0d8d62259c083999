import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ValidationError } from '../http/errors.ts';
import type { NewMediaFile } from '../media/media.service.ts';
import { isSafeFileName } from '../reviews/photos.ts';

/** Files one notice or document may carry, and the size of each. */
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;

export const ATTACHMENT_MESSAGES = {
  tooMany: `첨부파일은 최대 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`,
  tooLarge: '첨부파일은 한 개에 10MB 이하만 올릴 수 있습니다.',
  badName: '파일 이름이 올바르지 않습니다. 이름에 경로(/, \\, ..)가 없는 파일을 올려 주세요.',
  badType: '첨부파일은 PDF, JPEG, PNG, WebP 파일만 올릴 수 있습니다.',
  unreadable: '파일을 읽을 수 없습니다. 손상되지 않은 파일을 올려 주세요.',
} as const;

export type AttachmentKind = 'pdf' | 'jpeg' | 'png' | 'webp';
const MIME: Record<AttachmentKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
const EXTENSION: Record<AttachmentKind, string> = { pdf: 'pdf', jpeg: 'jpg', png: 'png', webp: 'webp' };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** What a file really is, by its first bytes; its name and declared type are never trusted. */
export function sniffAttachment(bytes: Uint8Array): AttachmentKind | undefined {
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(bytes, 1, 4) === 'PNG' && bytes[0] === 0x89) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

export type CheckedAttachment = { name: string; kind: AttachmentKind; bytes: Uint8Array };

const refuse = (message: string): never => {
  throw new ValidationError({ files: [message] });
};

/** Checks every new file before anything is stored: count (with those kept), name, size, real content. */
export async function checkAttachments(files: File[], kept: number): Promise<CheckedAttachment[]> {
  if (files.length + kept > MAX_ATTACHMENTS) refuse(ATTACHMENT_MESSAGES.tooMany);
  const out: CheckedAttachment[] = [];
  for (const file of files) {
    const name = file.name.normalize('NFC').trim();
    if (!name || !isSafeFileName(name)) refuse(ATTACHMENT_MESSAGES.badName);
    if (file.size > MAX_ATTACHMENT_BYTES) refuse(ATTACHMENT_MESSAGES.tooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffAttachment(bytes) ?? refuse(ATTACHMENT_MESSAGES.badType);
    if (kind === 'pdf' && !ascii(bytes, Math.max(0, bytes.length - 1024), bytes.length).includes('%%EOF'))
      refuse(ATTACHMENT_MESSAGES.unreadable);
    out.push({ name, kind, bytes });
  }
  return out;
}

export type EncodedAttachment = { name: string; media: NewMediaFile };

/**
 * The files as they are stored under `folder` with generated names: a PDF as it came, a picture
 * decoded and written again in its own format (turned upright, metadata such as GPS dropped).
 */
export async function encodeAttachments(checked: CheckedAttachment[], folder: string): Promise<EncodedAttachment[]> {
  const out: EncodedAttachment[] = [];
  for (const file of checked) {
    const path = `${folder}/${randomUUID()}.${EXTENSION[file.kind]}`;
    if (file.kind === 'pdf') {
      out.push({
        name: file.name,
        media: { path, mime: MIME.pdf, bytes: Buffer.from(file.bytes), width: 0, height: 0 },
      });
      continue;
    }
    const { data, info } = await sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .toFormat(file.kind)
      .toBuffer({ resolveWithObject: true })
      .catch(() => refuse(ATTACHMENT_MESSAGES.unreadable));
    out.push({
      name: file.name,
      media: { path, mime: MIME[file.kind], bytes: data, width: info.width, height: info.height },
    });
  }
  return out;
}
