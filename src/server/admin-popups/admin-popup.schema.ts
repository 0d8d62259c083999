import { z } from 'astro/zod';
import { blankless, checkbox, endsAfterStart, seoulTime, sortOrder } from '../editorial/form-fields.ts';

export const POPUP_TYPES = ['normal', 'daily'] as const;

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
    is_active: checkbox,
    starts_at: seoulTime('시작 일시가 올바르지 않습니다.'),
    ends_at: seoulTime('종료 일시가 올바르지 않습니다.'),
    link: link('한국어 링크'),
    link_en: link('영어 링크'),
    sort_order: sortOrder(999),
  })
  .refine(...endsAfterStart);
export type PopupInput = z.output<typeof popupFields>;
