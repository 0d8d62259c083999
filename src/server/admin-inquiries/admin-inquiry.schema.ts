import { z } from 'astro/zod';
import { pageQuery } from '../http/pagination.ts';
import { QUEUE_KINDS, QUEUE_PAGE_SIZE, QUEUE_STATUSES } from './admin-inquiry.options.ts';

/** Blank query fields (an empty select of the filter form) count as not given. */
const blankless = (v: unknown) => (v === '' ? undefined : v);

/** The queue's filters, shared by the page and its JSON call. */
export const queueFilters = z.object({
  kind: z.preprocess(
    blankless,
    z.enum(QUEUE_KINDS, { error: `문의 종류는 ${QUEUE_KINDS.join(', ')} 중 하나입니다.` }).optional(),
  ),
  answered: z.preprocess(
    blankless,
    z
      .enum(['1', '0'], { error: '답변 여부는 1 또는 0입니다.' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '1')),
  ),
  status: z.preprocess(
    blankless,
    z.enum(QUEUE_STATUSES, { error: `상태는 ${QUEUE_STATUSES.join(', ')} 중 하나입니다.` }).optional(),
  ),
  q: z.preprocess(blankless, z.string().trim().max(50, { error: '검색어는 50자 이하로 입력해 주세요.' }).optional()),
});
export type QueueFilters = z.output<typeof queueFilters>;

export const queueQuery = queueFilters.and(pageQuery(QUEUE_PAGE_SIZE));

/** The kind and id of one queue row as its page's address names them. */
export const queueKey = z.object({
  kind: z.enum(QUEUE_KINDS),
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
