import { z } from 'astro/zod';
import { parseSeoulDateTime } from '~/lib/dates';
import { operatorBody } from '../content/sanitize.ts';

export const TITLE_MAX = 200;
export const BODY_MAX = 50_000;

/** Every message the editors can show; English lives in src/i18n/en-documents.ts. */
export const EDITOR_MESSAGES = {
  title: '제목을 입력해 주세요.',
  titleMax: '제목은 200자 이하로 적어 주세요.',
  titleEnMax: '영문 제목은 200자 이하로 적어 주세요.',
  body: '본문을 입력해 주세요.',
  bodyMax: '본문은 50,000자 이하로 적어 주세요.',
  bodyEnMax: '영문 본문은 50,000자 이하로 적어 주세요.',
  publishedAt: '게시일 형식이 올바르지 않습니다. (예: 2025-08-14 10:00)',
  pinned: '상단 고정 여부가 올바르지 않습니다.',
  removeFiles: '삭제할 첨부파일이 올바르지 않습니다.',
  category: '분류를 선택해 주세요.',
  categoryMax: '분류는 30자 이하로 적어 주세요.',
  board: 'board는 shop 또는 tssa여야 합니다.',
  fileId: '파일 번호가 주소와 다릅니다.',
} as const;
const M = EDITOR_MESSAGES;

/** A checkbox as a form or JSON sends it; absent is off. */
export const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', 'off', ''])], { error: M.pinned })
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

const title = z.string({ error: M.title }).trim().min(1, { error: M.title }).max(TITLE_MAX, { error: M.titleMax });

const titleEn = z
  .string({ error: M.titleEnMax })
  .trim()
  .max(TITLE_MAX, { error: M.titleEnMax })
  .optional()
  .transform((v) => v ?? '');

/** The body as it is stored: through the rich-text whitelist (or plain text made into paragraphs). */
const body = (required: boolean, max: string, empty: string) =>
  z
    .string({ error: empty })
    .max(BODY_MAX, { error: max })
    .optional()
    .transform((v) => operatorBody(v ?? ''))
    .refine((v) => !required || v !== '', { error: empty });

/** Blank is "not given" (now, for a new post; unchanged, for an edit). */
const publishedAt = z
  .string({ error: M.publishedAt })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return undefined;
    const at = parseSeoulDateTime(v);
    if (!at || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2100) {
      ctx.addIssue({ code: 'custom', message: M.publishedAt });
      return undefined;
    }
    return at;
  });

/** Ids of attached files to remove with this save; a form sends one or several, JSON a list. */
const removeFiles = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z.array(
    z.coerce
      .number({ error: M.removeFiles })
      .int({ error: M.removeFiles })
      .min(1, { error: M.removeFiles })
      .max(2_147_483_647, { error: M.removeFiles }),
    {
      error: M.removeFiles,
    },
  ),
);

/** What every editor (notice, FAQ, document) sends: title, body, pinned flag, publish date, files to remove. */
export function postFields(opts: { bodyRequired: boolean }) {
  return {
    title,
    title_en: titleEn,
    body: body(opts.bodyRequired, M.bodyMax, M.body),
    body_en: body(false, M.bodyEnMax, M.bodyEnMax),
    is_pinned: flag,
    published_at: publishedAt,
    remove_files: removeFiles,
  };
}

export type PostInput = {
  title: string;
  title_en: string;
  body: string;
  body_en: string;
  is_pinned: boolean;
  published_at: Date | undefined;
  remove_files: number[];
};

/** `DELETE …/{id}/{file}` may say which file in its body (`{id}`, spec 7); it must be the one in the path. */
export const fileDeleteBody = z.object({
  id: z.coerce.number({ error: M.fileId }).int({ error: M.fileId }).max(2_147_483_647, { error: M.fileId }).optional(),
});
