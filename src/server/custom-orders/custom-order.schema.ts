import { z } from 'astro/zod';
import { CUSTOM_ORDER_STATES } from '~/lib/studio/custom-order-states';
import { emailRule, mobileRule } from '../members/member.schema.ts';

/** The kinds of space a signature scent is made for (the request form's choices). */
export const SPACE_TYPES = ['office', 'hotel', 'retail', 'cafe', 'clinic', 'event', 'home', 'other'] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];

export const REQUEST_LIMITS = {
  company: 60,
  scent_words: 200,
  quantity: 100_000,
  budget: 1_000_000_000,
  contact_name: 30,
  message: 2000,
  note: 500,
} as const;
const L = REQUEST_LIMITS;

/** Every message of the request form and the status calls; English lives in src/i18n/en-custom-orders.ts. */
export const CUSTOM_ORDER_MESSAGES = {
  company: '회사명 또는 브랜드명을 입력해 주세요.',
  companyMax: `회사명은 ${L.company}자 이하로 적어 주세요.`,
  spaceType: '공간 유형을 선택해 주세요.',
  scentWords: '원하시는 향의 방향을 입력해 주세요.',
  scentWordsMax: `향의 방향은 ${L.scent_words}자 이하로 적어 주세요.`,
  quantity: `수량은 1개부터 ${L.quantity.toLocaleString()}개까지 적어 주세요.`,
  budget: '예산은 0 이상의 숫자(원)로 적어 주세요.',
  contactName: '담당자 성함을 입력해 주세요.',
  contactNameMax: `담당자 성함은 ${L.contact_name}자 이하로 적어 주세요.`,
  mobile: '휴대폰 번호를 입력해 주세요.',
  email: '이메일을 입력해 주세요.',
  messageMax: `요청 사항은 ${L.message.toLocaleString()}자 이하로 적어 주세요.`,
  privacy: '개인정보 수집 및 이용에 동의해 주세요.',
  status: '바꿀 상태를 선택해 주세요.',
  noteMax: `메모는 ${L.note}자 이하로 적어 주세요.`,
  notFound: '맞춤 제작 내역을 찾을 수 없습니다.',
  cannotCancel: '결제가 끝난 맞춤 제작은 취소할 수 없습니다. 고객센터로 문의해 주세요.',
  studioCancel: '스튜디오 주문은 주문 상세에서 주문과 함께 취소해 주세요.',
  cannotMove: '지금 상태에서는 그 상태로 바꿀 수 없습니다.',
  studioSource: '주문할 레시피를 골라 주세요.',
  created: '맞춤 향 제작 요청이 접수되었습니다.',
  cancelled: '맞춤 제작 요청이 취소되었습니다.',
  moved: '상태가 변경되었습니다.',
} as const;
const M = CUSTOM_ORDER_MESSAGES;

const filled = (empty: string) => z.string({ error: empty }).trim().min(1, { error: empty });
const wholeNumber = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, { error: message }),
      ],
      { error: message },
    )
    .transform((v) => Number(v))
    .pipe(z.number({ error: message }).int({ error: message }));
const checked = z.union([z.literal(true), z.literal('true'), z.literal('on'), z.literal('1')], { error: M.privacy });

/** 시그니처 향 제작 요청: who, for what space, which scent, how many, the budget and how to reach them. */
export const serviceRequestFields = z.object({
  company: filled(M.company).max(L.company, { error: M.companyMax }),
  space_type: z.enum(SPACE_TYPES, { error: M.spaceType }),
  scent_words: filled(M.scentWords).max(L.scent_words, { error: M.scentWordsMax }),
  quantity: wholeNumber(M.quantity).pipe(
    z.number().min(1, { error: M.quantity }).max(L.quantity, { error: M.quantity }),
  ),
  budget: z
    .union(
      [
        z.literal(''),
        z.null(),
        wholeNumber(M.budget).pipe(z.number().min(0, { error: M.budget }).max(L.budget, { error: M.budget })),
      ],
      {
        error: M.budget,
      },
    )
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null)),
  contact_name: filled(M.contactName).max(L.contact_name, { error: M.contactNameMax }),
  mobile: filled(M.mobile).pipe(mobileRule),
  email: filled(M.email).pipe(emailRule),
  message: z
    .string({ error: M.messageMax })
    .trim()
    .max(L.message, { error: M.messageMax })
    .optional()
    .transform((v) => v ?? ''),
  privacy_agreed: checked,
});
export type ServiceRequestInput = z.output<typeof serviceRequestFields>;

const noteField = z
  .string({ error: M.noteMax })
  .trim()
  .max(L.note, { error: M.noteMax })
  .optional()
  .transform((v) => v ?? '');

/** An administrator's change of state, with an optional note the member sees and a quoted amount. */
export const statusChangeFields = z.object({
  status: z.enum(CUSTOM_ORDER_STATES, { error: M.status }),
  note: noteField,
  amount: wholeNumber(M.budget)
    .pipe(z.number().min(0, { error: M.budget }).max(L.budget, { error: M.budget }))
    .optional(),
});
export type StatusChangeInput = z.output<typeof statusChangeFields>;

/** The member's cancellation, with an optional reason. */
export const cancelFields = z.object({
  note: noteField,
});

const positive = (message: string, max: number) =>
  wholeNumber(message).pipe(z.number().min(1, { error: message }).max(max, { error: message }));

const MAX_ID = 2_147_483_647;

/**
 * A saved formula, or a past studio order made again, into the cart: which one (exactly one of
 * `formula_id` and `custom_order_id`), which size (ml) and how many.
 */
export const studioCartFields = z
  .object({
    formula_id: positive(M.studioSource, MAX_ID).optional(),
    custom_order_id: positive(M.studioSource, MAX_ID).optional(),
    size_ml: positive('크기를 골라 주세요.', 10_000),
    quantity: positive('수량은 1개 이상이어야 합니다.', 100_000),
  })
  .superRefine((b, ctx) => {
    if ((b.formula_id === undefined) === (b.custom_order_id === undefined))
      ctx.addIssue({ code: 'custom', path: ['formula_id'], message: M.studioSource });
  });
