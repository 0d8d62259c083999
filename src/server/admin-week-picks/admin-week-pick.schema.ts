import { z } from 'astro/zod';

const day = (label: string) => z.iso.date({ error: `${label}은 YYYY-MM-DD 형식으로 입력해 주세요.` });

/** A week pick's fields as the form sends them (its picture comes beside them as the file `image`). */
export const weekPickFields = z
  .object({
    week_no: z.coerce
      .number({ error: '주차를 숫자로 입력해 주세요.' })
      .int({ error: '주차는 정수로 입력해 주세요.' })
      .min(1, { error: '주차는 1 이상이어야 합니다.' })
      .max(9999, { error: '주차는 9999 이하여야 합니다.' }),
    starts_on: day('시작일'),
    ends_on: day('종료일'),
    discount_rate: z.coerce
      .number({ error: '할인율을 숫자로 입력해 주세요.' })
      .int({ error: '할인율은 정수로 입력해 주세요.' })
      .min(0, { error: '할인율은 0% 이상이어야 합니다.' })
      .max(90, { error: '할인율은 90% 이하여야 합니다.' }),
    title: z
      .string({ error: '제목을 입력해 주세요.' })
      .trim()
      .min(1, { error: '제목을 입력해 주세요.' })
      .max(100, { error: '제목은 100자 이하로 입력해 주세요.' }),
    title_en: z
      .string()
      .trim()
      .max(100, { error: '영어 제목은 100자 이하로 입력해 주세요.' })
      .optional()
      .transform((v) => v ?? ''),
    link_type: z.enum(['product', 'category'], { error: '연결은 상품(product) 또는 카테고리(category)입니다.' }),
    link_id: z.coerce
      .number({ error: '연결할 번호를 숫자로 입력해 주세요.' })
      .int({ error: '연결할 번호는 정수로 입력해 주세요.' })
      .positive({ error: '연결할 번호는 1 이상이어야 합니다.' }),
  })
  .refine((w) => w.ends_on >= w.starts_on, { path: ['ends_on'], error: '종료일은 시작일보다 앞설 수 없습니다.' });
export type WeekPickInput = z.output<typeof weekPickFields>;
