import { z } from 'astro/zod';
import { josa } from '~/lib/josa';
import { emailRule, mobileRule } from '../members/member.schema.ts';
import { tossConfig } from '../toss/toss.client.ts';
import { ORDER_STATUSES } from './order-status.ts';

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${josa(label, '을/를')} 입력해 주세요.` })
    .trim()
    .min(min, { error: `${josa(label, '을/를')} 입력해 주세요.` })
    .max(max, { error: `${josa(label, '은/는')} ${max}자 이하로 입력해 주세요.` });

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${josa(label, '은/는')} 글자로 입력해 주세요.` })
    .trim()
    .max(max, { error: `${josa(label, '은/는')} ${max}자 이하로 입력해 주세요.` })
    .optional()
    .default('');

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(2_147_483_647, { error: message });

/** Cart line ids to check out: at least one, no repeats. */
export const lineIdsRule = z
  .array(id('주문할 상품을 올바르게 선택해 주세요.'), { error: '주문할 상품을 선택해 주세요.' })
  .min(1, { error: '주문할 상품을 선택해 주세요.' })
  .max(100, { error: '한 번에 100개 상품까지 주문할 수 있습니다.' })
  .refine((ids) => new Set(ids).size === ids.length, { error: '같은 상품 줄을 두 번 보낼 수 없습니다.' });

const couponIdRule = z.preprocess(
  (v) => (v === '' || v === null || v === 0 ? undefined : v),
  id('쿠폰을 올바르게 선택해 주세요.').optional(),
);

const pointsRule = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : v),
  z.coerce
    .number({ error: '적립금은 숫자로 입력해 주세요.' })
    .int({ error: '적립금은 정수로 입력해 주세요.' })
    .min(0, { error: '적립금은 0 이상이어야 합니다.' })
    .max(100_000_000, { error: '적립금이 너무 큽니다.' }),
);

export const zonecodeRule = z
  .string({ error: '우편번호를 입력해 주세요.' })
  .trim()
  .regex(/^\d{5}$/, { error: '우편번호는 숫자 5자리입니다.' });

export const quoteBody = z.object({
  lines: lineIdsRule,
  zonecode: z.preprocess((v) => (v === '' || v === null ? undefined : v), zonecodeRule.optional()),
  coupon_id: couponIdRule,
  points: pointsRule,
});
export type QuoteInput = z.output<typeof quoteBody>;

const agreed = (message: string) => z.literal(true, { error: message });

const cashReceipt = z
  .discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('phone'),
        number: z
          .string({ error: '현금영수증 휴대폰 번호를 입력해 주세요.' })
          .transform((v) => v.replace(/[\s-]/g, ''))
          .pipe(z.string().regex(/^01[016789]\d{7,8}$/, { error: '현금영수증 휴대폰 번호 형식이 올바르지 않습니다.' })),
      }),
      z.object({
        type: z.literal('business'),
        number: z
          .string({ error: '사업자등록번호를 입력해 주세요.' })
          .transform((v) => v.replace(/[\s-]/g, ''))
          .pipe(z.string().regex(/^\d{10}$/, { error: '사업자등록번호는 숫자 10자리입니다.' })),
      }),
    ],
    { error: '현금영수증 종류는 phone 또는 business입니다.' },
  )
  .optional()
  .nullable();

export const placeOrderBody = z
  .object({
    orderer: z.object(
      {
        name: text('주문자 이름', 1, 30),
        mobile: mobileRule,
        email: z.preprocess((v) => (v === null ? '' : v), z.literal('').or(emailRule).optional().default('')),
      },
      { error: '주문자 정보를 입력해 주세요.' },
    ),
    recipient: z.object(
      {
        name: text('받는 분 이름', 1, 30),
        mobile: mobileRule,
        zonecode: zonecodeRule,
        address1: text('주소', 1, 200),
        address2: optionalText('상세 주소', 200),
      },
      { error: '받는 분 정보를 입력해 주세요.' },
    ),
    delivery_message: optionalText('배송 메시지', 200),
    /** Members: keep the recipient and address in the saved addresses (배송지 목록에 추가). */
    save_address: z.boolean({ error: 'save_address는 true 또는 false여야 합니다.' }).optional().default(false),
    lines: lineIdsRule,
    coupon_id: couponIdRule,
    points: pointsRule,
    payment_method: z.enum(['bank', 'toss'], { error: '결제수단을 선택해 주세요.' }),
    depositor_name: z.preprocess((v) => (v === null ? undefined : v), optionalText('입금자명', 30)),
    cash_receipt: cashReceipt,
    agreements: z.object(
      {
        order: agreed('주문 내용 확인 및 구매 조건에 동의해 주세요.'),
        privacy_carrier: agreed('배송업체에 개인정보 제공에 동의해 주세요.'),
        custom_made: z.boolean({ error: 'custom_made는 true 또는 false여야 합니다.' }).optional().default(false),
      },
      { error: '필수 약관에 동의해 주세요.' },
    ),
    /** Visitors only: the password for looking the order up later. */
    password: z
      .string({ error: '주문 비밀번호는 글자로 입력해 주세요.' })
      .min(8, { error: '주문 비밀번호는 8자 이상이어야 합니다.' })
      .max(64, { error: '주문 비밀번호는 64자 이하여야 합니다.' })
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.payment_method === 'toss' && !tossConfig()) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment_method'],
        message: '카드 결제를 사용할 수 없습니다. 무통장입금을 선택해 주세요.',
      });
    }
    if (b.payment_method === 'bank' && !b.depositor_name) {
      ctx.addIssue({ code: 'custom', path: ['depositor_name'], message: '입금자명을 입력해 주세요.' });
    }
  });
export type PlaceOrderInput = z.output<typeof placeOrderBody>;

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

export const lookupBody = z.object({
  od_id: z
    .string({ error: '주문번호를 입력해 주세요.' })
    .trim()
    .regex(/^\d{16}$/, { error: '주문번호는 숫자 16자리입니다.' }),
  password: z
    .string({ error: '주문 비밀번호를 입력해 주세요.' })
    .min(1, { error: '주문 비밀번호를 입력해 주세요.' })
    .max(64, { error: '주문 비밀번호가 올바르지 않습니다.' }),
});

export const reasonBody = z.object({
  reason: text('사유', 1, 500),
});

export const cancelBody = z.object({
  reason: optionalText('취소 사유', 500),
});

const dateRule = (label: string) =>
  z.iso.date({ error: `${josa(label, '은/는')} YYYY-MM-DD 형식이어야 합니다.` }).optional();

export const listQuery = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: '주문 상태가 올바르지 않습니다.' }).optional(),
    period: z.enum(['1', '3', '6'], { error: '조회 기간은 1, 3, 6개월 중 하나입니다.' }).optional(),
    from: dateRule('시작일'),
    to: dateRule('종료일'),
  })
  .refine((q) => !(q.from && q.to) || q.from <= q.to, {
    error: '시작일은 종료일보다 늦을 수 없습니다.',
    path: ['from'],
  });

export const adminStatusBody = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: '주문 상태가 올바르지 않습니다.' }),
    carrier: z.string().trim().min(1).max(30, { error: '택배사는 30자 이하로 입력해 주세요.' }).optional(),
    tracking_number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{6,30}$/, { error: '운송장 번호는 영문, 숫자 6~30자입니다.' })
      .optional(),
    note: optionalText('메모', 500),
  })
  .superRefine((b, ctx) => {
    if (b.status === 'shipping' && !b.carrier) {
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: '택배사를 입력해 주세요.' });
    }
    if (b.status === 'shipping' && !b.tracking_number) {
      ctx.addIssue({ code: 'custom', path: ['tracking_number'], message: '운송장 번호를 입력해 주세요.' });
    }
  });
export type AdminStatusInput = z.output<typeof adminStatusBody>;
