import { z } from 'astro/zod';
import { checkbox, endsAfterStart, seoulTime, shopLink, sortOrder } from '../editorial/form-fields.ts';

export const POPUP_TYPES = ['normal', 'daily'] as const;

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
    link: shopLink('한국어 링크'),
    link_en: shopLink('영어 링크'),
    sort_order: sortOrder(999),
  })
  .refine(...endsAfterStart);
export type PopupInput = z.output<typeof popupFields>;
