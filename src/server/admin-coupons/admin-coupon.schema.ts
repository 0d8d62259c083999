import { z } from 'astro/zod';
import { parseSeoulDateTime } from '~/lib/dates';
import { pageQuery } from '../http/pagination.ts';

export const COUPON_PAGE_SIZE = 20;
export const USES_PAGE_SIZE = 20;
export const COUPON_STATES = ['upcoming', 'active', 'ended'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
/** The largest amount off, minimum order or cap a coupon may name (one hundred million won). */
export const MAX_WON = 100_000_000;
export const MAX_VALID_DAYS = 3650;
export const MAX_PER_MEMBER = 100;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const text = (what: string, max: number) =>
  z
    .string({ error: `${what}을(를) 입력해 주세요.` })
    .trim()
    .min(1, { error: `${what}을(를) 입력해 주세요.` })
    .max(max, { error: `${what}은(는) ${max}자 이하로 입력해 주세요.` });
/** A whole number in a range; blank (as an empty form field sends it) is "not given". */
const whole = (what: string, min: number, max: number) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: `${what}은(는) 숫자로 입력해 주세요.` })
      .int({ error: `${what}은(는) 정수로 입력해 주세요.` })
      .min(min, { error: `${what}은(는) ${min.toLocaleString('ko-KR')} 이상이어야 합니다.` })
      .max(max, { error: `${what}은(는) ${max.toLocaleString('ko-KR')} 이하여야 합니다.` })
      .optional(),
  );
/** A moment on Seoul's clock as a `datetime-local` field sends it, or an ISO instant; blank: none. */
const moment = (what: string) =>
  z.preprocess(
    blank,
    z
      .string({ error: `${what}을(를) 확인해 주세요.` })
      .transform((v, ctx) => {
        const at = parseSeoulDateTime(v);
        if (!at) ctx.addIssue({ code: 'custom', message: `${what}을(를) 확인해 주세요.` });
        return at ?? null;
      })
      .nullable()
      .default(null),
  );
const flag = z.preprocess(
  (v) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean({ error: '예 또는 아니오로 보내 주세요.' }),
);

/**
 * A coupon as the editor sends it. An amount coupon takes 1원 to 1억 원 off; a rate coupon 1–100 %
 * with a cap (최대 할인 금액), which an amount coupon does not have. The window, when both ends are
 * given, ends after it starts. Blank limits: the total is unlimited, each member may hold one.
 */
export const couponFields = z
  .object({
    code: z
      .string({ error: '쿠폰 코드를 입력해 주세요.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,30}$/, { error: '쿠폰 코드는 영문·숫자·-·_ 3~30자로 입력해 주세요.' }),
    name: text('쿠폰 이름', 100),
    name_en: text('영문 쿠폰 이름', 100),
    discount_type: z.enum(['amount', 'rate'], { error: '할인 방식은 정액(amount) 또는 정률(rate)입니다.' }),
    discount_value: z.preprocess(
      blank,
      z.coerce
        .number({ error: '할인 값을 입력해 주세요.' })
        .int({ error: '할인 값은 정수로 입력해 주세요.' })
        .min(1, { error: '할인 값은 1 이상이어야 합니다.' }),
    ),
    max_discount: whole('최대 할인 금액', 1, MAX_WON),
    min_order_amount: whole('최소 주문 금액', 0, MAX_WON).transform((v) => v ?? 0),
    starts_at: moment('시작 일시'),
    ends_at: moment('종료 일시'),
    valid_days: whole('사용 기간(일)', 1, MAX_VALID_DAYS),
    downloadable: flag.default(false),
    per_member_limit: whole('1인당 발급 한도', 1, MAX_PER_MEMBER).transform((v) => v ?? 1),
    total_limit: whole('총 발급 한도', 1, 10_000_000),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.discount_type === 'rate' && c.discount_value > 100)
      issue('discount_value', '할인율은 1~100%로 입력해 주세요.');
    if (c.discount_type === 'amount' && c.discount_value > MAX_WON) {
      issue('discount_value', `할인 금액은 ${MAX_WON.toLocaleString('ko-KR')}원 이하로 입력해 주세요.`);
    }
    if (c.discount_type === 'rate' && c.max_discount === undefined) {
      issue('max_discount', '정률 할인은 최대 할인 금액을 입력해 주세요.');
    }
    if (c.starts_at && c.ends_at && c.ends_at <= c.starts_at) issue('ends_at', '종료 일시는 시작 일시 뒤여야 합니다.');
  })
  .transform((c) => ({
    ...c,
    // A cap means nothing to an amount coupon: it is not kept.
    max_discount: c.discount_type === 'rate' ? (c.max_discount ?? null) : null,
    valid_days: c.valid_days ?? null,
    total_limit: c.total_limit ?? null,
  }));
export type CouponInput = z.output<typeof couponFields>;

/** The coupon list's search: code or name, state, downloadable or not. */
export const couponFilters = z.object({
  q: z.preprocess(blank, z.string().trim().max(50, { error: '검색어는 50자 이하로 입력해 주세요.' }).optional()),
  state: z.preprocess(
    blank,
    z.enum(COUPON_STATES, { error: '상태는 upcoming, active, ended 중 하나입니다.' }).optional(),
  ),
  downloadable: z.preprocess(
    blank,
    z
      .enum(['1', '0'], { error: '다운로드 여부는 1 또는 0입니다.' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '1')),
  ),
});
export type CouponFilters = z.output<typeof couponFilters>;
export const couponListQuery = couponFilters.and(pageQuery(COUPON_PAGE_SIZE));

/** The issued list: everything, or only the used (`used=1`) or unused (`used=0`) ones. */
export const usesQuery = z
  .object({
    used: z.preprocess(
      blank,
      z
        .enum(['1', '0'], { error: '사용 여부는 1 또는 0입니다.' })
        .optional()
        .transform((v) => (v === undefined ? undefined : v === '1')),
    ),
  })
  .and(pageQuery(USES_PAGE_SIZE));

/** Ending a coupon early (`closed: true`) or opening it again. */
export const closedBody = z.object({ closed: flag });

const requestKey = z
  .string({ error: '요청 키를 보내 주세요.' })
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, { error: '요청 키는 영문·숫자 8~128자입니다.' });

/**
 * Issuing: to one member, named by number or login id, or to every member. The key the form was
 * drawn with makes a double submit harmless.
 */
export const issueBody = z.discriminatedUnion(
  'target',
  [
    z.object({
      target: z.literal('member'),
      member: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), text('회원 번호 또는 아이디', 50)),
      request_key: requestKey,
    }),
    z.object({ target: z.literal('all'), request_key: requestKey }),
  ],
  { error: '지급 대상은 member 또는 all입니다.' },
);
export type IssueInput = z.output<typeof issueBody>;
