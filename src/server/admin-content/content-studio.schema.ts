import { z } from 'astro/zod';
import { blankless, checkbox, endsAfterStart, seoulTime, sortOrder } from '../editorial/form-fields.ts';

/** The kinds of content page the studio edits, and the ones an editor may add more of. */
export const STUDIO_KINDS = ['diy', 'promotion', 'select', 'page', 'company', 'store', 'privacy', 'terms'] as const;
export type StudioKind = (typeof STUDIO_KINDS)[number];
export const NEW_KINDS = ['diy', 'promotion', 'select', 'page'] as const;
/** Kinds shown at an address made of their slug (the others by id, or fixed). */
export const SLUG_KINDS: readonly StudioKind[] = ['select', 'page'];
/** Kinds whose versions carry the date they take effect, each still readable after the next. */
export const POLICY_KINDS: readonly StudioKind[] = ['privacy', 'terms'];

export const TITLE_MAX = 200;
export const SUMMARY_MAX = 500;
export const BODY_MAX = 100_000;

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, { error: message })
    .optional()
    .transform((v) => v?.trim() ?? '');

/**
 * A page's address part: a Select page's number, or a generic page's path under /contents (letters,
 * digits, `-`, `_`, segments joined by `/`), never one of the named routes.
 */
const SLUG = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;
const RESERVED = new Set(['diy', 'promotion', 'select', 'company', 'store', 'privacy']);

/** The editor's fields (the cover picture comes beside them as the file `thumb`). */
export const contentFields = z
  .object({
    slug: z.preprocess(
      blankless,
      z
        .string()
        .trim()
        .toLowerCase()
        .max(200, { error: '주소는 200자 이하로 입력해 주세요.' })
        .refine((v) => SLUG.test(v), { error: '주소는 영문 소문자, 숫자, -, _ 와 / 로 입력해 주세요.' })
        .refine((v) => !RESERVED.has(v.split('/')[0] ?? ''), { error: '이 주소는 쇼핑몰이 이미 쓰고 있습니다.' })
        .optional(),
    ),
    title: z
      .string({ error: '제목을 입력해 주세요.' })
      .trim()
      .min(1, { error: '제목을 입력해 주세요.' })
      .max(TITLE_MAX, { error: '제목은 200자 이하로 입력해 주세요.' }),
    title_en: text(TITLE_MAX, '영어 제목은 200자 이하로 입력해 주세요.'),
    summary: text(SUMMARY_MAX, '요약은 500자 이하로 입력해 주세요.'),
    summary_en: text(SUMMARY_MAX, '영어 요약은 500자 이하로 입력해 주세요.'),
    body: text(BODY_MAX, '본문은 100,000자 이하로 입력해 주세요.'),
    body_en: text(BODY_MAX, '영어 본문은 100,000자 이하로 입력해 주세요.'),
    starts_at: seoulTime('시작 일시가 올바르지 않습니다.'),
    ends_at: seoulTime('종료 일시가 올바르지 않습니다.'),
    sort_order: sortOrder(9999),
    /** The English was filled by the model and no person has changed it since. */
    machine_en: checkbox,
    note: text(200, '메모는 200자 이하로 입력해 주세요.'),
    /** When a privacy or terms version takes effect (`YYYY-MM-DD`); required for those two kinds. */
    effective_on: z.preprocess(
      blankless,
      z.iso.date({ error: '시행일은 YYYY-MM-DD 형식으로 입력해 주세요.' }).optional(),
    ),
  })
  .refine(...endsAfterStart);
export type ContentInput = z.output<typeof contentFields>;

export const newPageKind = z.object({
  kind: z.enum(NEW_KINDS, { error: '종류는 diy, promotion, select, page 중 하나입니다.' }),
});

/** Publish now (no `at`) or at a later time on Seoul's clock; `revision_id` defaults to the draft. */
export const publishBody = z.object({
  revision_id: z.preprocess(
    blankless,
    z.coerce
      .number({ error: '판 번호가 올바르지 않습니다.' })
      .int()
      .positive({ error: '판 번호가 올바르지 않습니다.' })
      .optional(),
  ),
  at: seoulTime('게시 일시가 올바르지 않습니다.'),
});
export type PublishInput = z.output<typeof publishBody>;

export const translateBody = z.object({
  title: text(TITLE_MAX, '제목은 200자 이하로 입력해 주세요.'),
  summary: text(SUMMARY_MAX, '요약은 500자 이하로 입력해 주세요.'),
  body: text(BODY_MAX, '본문은 100,000자 이하로 입력해 주세요.'),
});
