import { z } from 'astro/zod';

export const inquiryFields = z.object({
  title: z
    .string({ error: '제목을 입력해 주세요.' })
    .trim()
    .min(2, { error: '제목은 2자 이상 적어 주세요.' })
    .max(100, { error: '제목은 100자 이하로 적어 주세요.' }),
  body: z
    .string({ error: '문의 내용을 입력해 주세요.' })
    .trim()
    .min(5, { error: '문의 내용은 5자 이상 적어 주세요.' })
    .max(2000, { error: '문의 내용은 2,000자 이하로 적어 주세요.' }),
  is_secret: z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on'])], { error: '비밀글 여부가 올바르지 않습니다.' })
    .optional()
    .transform((v) => v === true || v === '1' || v === 'true' || v === 'on'),
});

export const answerFields = z.object({
  answer: z
    .string({ error: '답변을 입력해 주세요.' })
    .trim()
    .min(1, { error: '답변을 입력해 주세요.' })
    .max(4000, { error: '답변은 4,000자 이하로 적어 주세요.' }),
});
