import { z } from 'astro/zod';
import { ADMIN_ROLES } from '../admin/permissions.ts';
import { pageQuery } from '../http/pagination.ts';

export const MEMBER_PAGE_SIZE = 20;
/** Points one entry may add or take: a whole number, never zero, within this. */
export const MAX_POINTS_ENTRY = 10_000_000;

const blankless = (v: unknown) => (v === '' ? undefined : v);

/** The member list's search: one box matched against id, name, e-mail and mobile; `blocked` narrows it. */
export const memberFilters = z.object({
  q: z.preprocess(blankless, z.string().trim().max(50, { error: '검색어는 50자 이하로 입력해 주세요.' }).optional()),
  blocked: z.preprocess(
    blankless,
    z
      .enum(['1', '0'], { error: '차단 여부는 1 또는 0입니다.' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '1')),
  ),
});
export type MemberFilters = z.output<typeof memberFilters>;

export const memberListQuery = memberFilters.and(pageQuery(MEMBER_PAGE_SIZE));

/** Points granted (+) or taken (−) by an administrator, with the reason the member reads in their ledger. */
export const pointsBody = z.object({
  amount: z.coerce
    .number({ error: '적립금은 숫자로 입력해 주세요.' })
    .int({ error: '적립금은 정수로 입력해 주세요.' })
    .refine((n) => n !== 0, { error: '0이 아닌 적립금을 입력해 주세요.' })
    .refine((n) => Math.abs(n) <= MAX_POINTS_ENTRY, {
      error: `한 번에 ${MAX_POINTS_ENTRY.toLocaleString('ko-KR')}점까지 지급·차감할 수 있습니다.`,
    }),
  reason: z
    .string({ error: '사유를 입력해 주세요.' })
    .trim()
    .min(1, { error: '사유를 입력해 주세요.' })
    .max(100, { error: '사유는 100자 이하로 입력해 주세요.' }),
});

export const blockBody = z.object({
  blocked: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: '차단 여부는 true 또는 false입니다.' }),
  ),
  reason: z.preprocess(
    blankless,
    z.string().trim().max(200, { error: '사유는 200자 이하로 입력해 주세요.' }).optional(),
  ),
});

export const couponBody = z.object({
  coupon_id: z.coerce
    .number({ error: '쿠폰을 골라 주세요.' })
    .int({ error: '쿠폰을 골라 주세요.' })
    .min(1, { error: '쿠폰을 골라 주세요.' })
    .max(2_147_483_647, { error: '쿠폰을 골라 주세요.' }),
});

/** An administrator's role for the member, or none (`null` or blank): a member again. */
export const roleBody = z.object({
  role: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(ADMIN_ROLES, { error: `권한은 ${ADMIN_ROLES.join(', ')} 중 하나이거나 비워 두어야 합니다.` }).nullable(),
  ),
});
