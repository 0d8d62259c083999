import { z } from 'astro/zod';
import { josa } from '~/lib/josa';
import { pageQuery } from '../http/pagination.ts';
import { ORDER_STATUSES } from '../orders/order-status.ts';

const dateRule = (label: string) =>
  z.iso.date({ error: `${josa(label, '은/는')} YYYY-MM-DD 형식이어야 합니다.` }).optional();

/** Blank query fields (an empty select of the filter form) count as not given. */
const blankless = (v: unknown) => (v === '' ? undefined : v);

export const ORDER_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** The back office's order filters, shared by the list page, its JSON call and the CSV export. */
export const adminOrderFilters = z
  .object({
    /** A status, or `claims`: every return and exchange still to answer or finish (the claims inbox). */
    status: z.preprocess(
      blankless,
      z.enum([...ORDER_STATUSES, 'claims'], { error: '주문 상태가 올바르지 않습니다.' }).optional(),
    ),
    period: z.preprocess(
      blankless,
      z.enum(['today', '7', '30'], { error: '기간은 오늘, 7일, 30일 중 하나입니다.' }).optional(),
    ),
    from: z.preprocess(blankless, dateRule('시작일')),
    to: z.preprocess(blankless, dateRule('종료일')),
    payment: z.preprocess(
      blankless,
      z.enum(['bank', 'toss'], { error: '결제수단은 bank, toss 중 하나입니다.' }).optional(),
    ),
    buyer: z.preprocess(
      blankless,
      z.enum(['member', 'visitor'], { error: '주문자 구분은 member, visitor 중 하나입니다.' }).optional(),
    ),
    q: z.preprocess(blankless, z.string().trim().max(50, { error: '검색어는 50자 이하로 입력해 주세요.' }).optional()),
    sort: z.preprocess(
      blankless,
      z.enum(ORDER_SORTS, { error: '정렬은 newest, oldest, total_desc, total_asc 중 하나입니다.' }).default('newest'),
    ),
  })
  .refine((q) => !(q.from && q.to) || q.from <= q.to, {
    error: '시작일은 종료일보다 늦을 수 없습니다.',
    path: ['from'],
  });
export type AdminOrderFilters = z.output<typeof adminOrderFilters>;

export const adminOrderListQuery = adminOrderFilters.and(pageQuery(20));

const odId = z
  .string({ error: '주문번호를 입력해 주세요.' })
  .trim()
  .regex(/^\d{16}$/, {
    error: '주문번호는 숫자 16자리입니다.',
  });

/** Orders chosen in the list for one action (at most one page's worth). */
export const selectedOrders = z.object({
  od_ids: z
    .array(odId, { error: '주문을 선택해 주세요.' })
    .min(1, { error: '주문을 선택해 주세요.' })
    .max(100, { error: '한 번에 100건까지 처리할 수 있습니다.' }),
});

export const carrierField = z
  .string({ error: '택배사를 입력해 주세요.' })
  .trim()
  .min(1, { error: '택배사를 입력해 주세요.' })
  .max(30, { error: '택배사는 30자 이하로 입력해 주세요.' });
export const trackingField = z
  .string({ error: '운송장 번호를 입력해 주세요.' })
  .trim()
  .regex(/^[A-Za-z0-9-]{6,30}$/, { error: '운송장 번호는 영문, 숫자 6~30자입니다.' });

export const shipBody = z.object({ carrier: carrierField, tracking_number: trackingField });

export const cancelByAdminBody = z.object({
  reason: z
    .string({ error: '취소 사유를 입력해 주세요.' })
    .trim()
    .min(1, { error: '취소 사유를 입력해 주세요.' })
    .max(500, { error: '취소 사유는 500자 이하로 입력해 주세요.' }),
});

const reasonField = (what: string) =>
  z
    .string({ error: `${what} 사유를 입력해 주세요.` })
    .trim()
    .min(1, { error: `${what} 사유를 입력해 주세요.` })
    .max(500, { error: `${what} 사유는 500자 이하로 입력해 주세요.` });

/** A bank transfer's refund account (required by the service only when money goes back by transfer). */
const refundAccount = {
  refund_bank: z.preprocess(
    blankless,
    z.string().trim().max(30, { error: '은행 이름은 30자 이하로 입력해 주세요.' }).optional(),
  ),
  refund_account: z.preprocess(
    blankless,
    z
      .string()
      .trim()
      .regex(/^[0-9-]{6,30}$/, { error: '계좌번호는 숫자와 - 6~30자로 입력해 주세요.' })
      .optional(),
  ),
  refund_holder: z.preprocess(
    blankless,
    z.string().trim().max(30, { error: '예금주는 30자 이하로 입력해 주세요.' }).optional(),
  ),
};

/** Quantities per order line id (`{"12": 1}`); a blank or 0 leaves the line as it is. */
const lineQuantities = z.record(
  z.string().regex(/^\d{1,9}$/, { error: '주문 상품 번호가 올바르지 않습니다.' }),
  z.preprocess(
    (v) => (v === '' || v === null ? 0 : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: '취소 수량은 숫자로 입력해 주세요.' })
      .int({ error: '취소 수량은 정수로 입력해 주세요.' })
      .min(0, { error: '취소 수량은 0 이상이어야 합니다.' }),
  ),
  { error: '취소할 상품의 수량을 입력해 주세요.' },
);

export const lineCancelBody = z.object({ reason: reasonField('취소'), lines: lineQuantities, ...refundAccount });
export type LineCancelInput = z.output<typeof lineCancelBody>;

export const claimApproveBody = z.object({
  note: z.preprocess(blankless, z.string().trim().max(500, { error: '메모는 500자 이하로 입력해 주세요.' }).optional()),
});
export const claimRefuseBody = z.object({ reason: reasonField('거절') });

export const returnReceiveBody = z.object({
  restock: z.preprocess(
    (v) => (v === 'true' || v === 'on' ? true : v === 'false' || v === '' ? false : v),
    z.boolean({ error: '재입고 여부를 선택해 주세요.' }),
  ),
  ...refundAccount,
});

export const memoBody = z.object({
  memo: z.string({ error: '메모를 입력해 주세요.' }).max(2000, { error: '메모는 2,000자 이하로 입력해 주세요.' }),
});
