import { z } from 'astro/zod';
import { parseSeoulDateTime } from '~/lib/dates';

export const POPUP_TYPES = ['normal', 'daily'] as const;

const blankless = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A date and time on Seoul's clock as a `datetime-local` field sends it; blank is no limit. */
const seoulTime = (message: string) =>
  z.preprocess(
    blankless,
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return null;
        const at = parseSeoulDateTime(v);
        if (!at || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2100) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return at;
      }),
  );

/** Where a popup's picture leads: a page of this shop (`/…`) or another site over https. */
const link = (label: string) =>
  z.preprocess(
    blankless,
    z
      .string()
      .trim()
      .max(500, { error: `${label}는 500자 이하로 입력해 주세요.` })
      .refine((v) => /^\/(?!\/)/.test(v) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), {
        error: `${label}는 /로 시작하는 쇼핑몰 주소나 https:// 주소로 입력해 주세요.`,
      })
      .optional()
      .transform((v) => v ?? null),
  );

/** The popup form's fields (its pictures come as files beside them: `image_ko`, `image_en`). */
export const popupFields = z
  .object({
    type: z.enum(POPUP_TYPES, { error: '팝업 종류는 normal 또는 daily입니다.' }),
    title: z
      .string({ error: '제목을 입력해 주세요.' })
      .trim()
      .min(1, { error: '제목을 입력해 주세요.' })
      .max(100, { error: '제목은 100자 이하로 입력해 주세요.' }),
    is_active: z.preprocess((v) => v === true || v === '1' || v === 'on' || v === 'true', z.boolean()),
    starts_at: seoulTime('시작 일시가 올바르지 않습니다.'),
    ends_at: seoulTime('종료 일시가 올바르지 않습니다.'),
    link: link('한국어 링크'),
    link_en: link('영어 링크'),
    sort_order: z.preprocess(
      (v) => (v === undefined || v === '' ? 0 : v),
      z.coerce
        .number({ error: '순서는 숫자로 입력해 주세요.' })
        .int({ error: '순서는 정수로 입력해 주세요.' })
        .min(0, { error: '순서는 0 이상이어야 합니다.' })
        .max(999, { error: '순서는 999 이하여야 합니다.' }),
    ),
  })
  .refine((p) => !p.starts_at || !p.ends_at || p.ends_at > p.starts_at, {
    path: ['ends_at'],
    error: '종료 일시는 시작 일시보다 뒤여야 합니다.',
  });
export type PopupInput = z.output<typeof popupFields>;
