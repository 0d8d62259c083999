import { z } from 'astro/zod';
import { pageQuery } from '../http/pagination.ts';

export const ADMIN_REVIEW_PAGE_SIZE = 20;

/** Blank query fields (an empty select of the filter form) count as not given. */
const blankless = (v: unknown) => (v === '' ? undefined : v);

/** The review list's filters: words in the product's name, the review or the writer's id; stars; photos. */
export const adminReviewFilters = z.object({
  q: z.preprocess(blankless, z.string().trim().max(50, { error: '검색어는 50자 이하로 입력해 주세요.' }).optional()),
  rating: z.preprocess(
    blankless,
    z.coerce
      .number({ error: '별점은 1에서 5 사이의 숫자입니다.' })
      .int({ error: '별점은 1에서 5 사이의 숫자입니다.' })
      .min(1, { error: '별점은 1에서 5 사이의 숫자입니다.' })
      .max(5, { error: '별점은 1에서 5 사이의 숫자입니다.' })
      .optional(),
  ),
  photo: z.preprocess(
    blankless,
    z
      .enum(['1', '0'], { error: '사진 여부는 1 또는 0입니다.' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '1')),
  ),
});
export type AdminReviewFilters = z.output<typeof adminReviewFilters>;

export const adminReviewQuery = adminReviewFilters.and(pageQuery(ADMIN_REVIEW_PAGE_SIZE));

/** Why an operator removes a review: what the writer is told and the audit log keeps. */
export const removalBody = z.object({
  reason: z
    .string({ error: '삭제 사유를 입력해 주세요.' })
    .trim()
    .min(2, { error: '삭제 사유를 2자 이상 입력해 주세요.' })
    .max(200, { error: '삭제 사유는 200자 이하로 입력해 주세요.' }),
});
