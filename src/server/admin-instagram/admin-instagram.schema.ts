import { z } from 'astro/zod';
import { seoulTime } from '../editorial/form-fields.ts';

/**
 * An Instagram post added to the home feed by hand: its picture's address (the feed shows only jpg
 * pictures, spec 5), the post's address on Instagram, its caption and when it was posted.
 */
export const instagramFields = z.object({
  media_url: z
    .string({ error: '사진 주소를 입력해 주세요.' })
    .trim()
    .max(1000, { error: '사진 주소는 1,000자 이하로 입력해 주세요.' })
    .refine((v) => /^https:\/\/[^\s]+$/i.test(v), { error: '사진 주소는 https:// 주소로 입력해 주세요.' })
    .refine((v) => /jpe?g/i.test(v), { error: '피드에는 jpg 사진만 보입니다. jpg 사진의 주소를 입력해 주세요.' }),
  permalink: z
    .string({ error: '게시물 주소를 입력해 주세요.' })
    .trim()
    .max(500, { error: '게시물 주소는 500자 이하로 입력해 주세요.' })
    .refine((v) => /^https:\/\/(www\.)?instagram\.com\/[^\s]+$/i.test(v), {
      error: '게시물 주소는 https://www.instagram.com/… 으로 입력해 주세요.',
    }),
  caption: z
    .string()
    .trim()
    .max(2200, { error: '설명은 2,200자 이하로 입력해 주세요.' })
    .optional()
    .transform((v) => v ?? ''),
  posted_at: seoulTime('올린 일시가 올바르지 않습니다.'),
});
export type InstagramInput = z.output<typeof instagramFields>;
