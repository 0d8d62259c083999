import { z } from 'astro/zod';
import { isoDate } from '~/lib/dates';
import { emailRule, mobileRule } from '../members/member.schema.ts';
import { BOARDS, INQUIRY_CATEGORIES, LIMITS } from './board.options.ts';

/** Every message these forms can show; English lives in src/i18n/en-boards.ts. */
export const BOARD_MESSAGES = {
  category: '문의 유형을 선택해 주세요.',
  order: '주문번호가 올바르지 않습니다.',
  notMyOrder: '본인의 주문만 선택할 수 있습니다.',
  title: '제목을 입력해 주세요.',
  titleMin: '제목은 2자 이상 적어 주세요.',
  titleMax: `제목은 ${LIMITS.title}자 이하로 적어 주세요.`,
  body: '문의 내용을 입력해 주세요.',
  bodyMin: '문의 내용은 5자 이상 적어 주세요.',
  bodyMax: `문의 내용은 ${LIMITS.body.toLocaleString()}자 이하로 적어 주세요.`,
  keep: '유지할 첨부파일이 올바르지 않습니다.',
  name: '회사명 또는 성함을 입력해 주세요.',
  nameMax: `회사명 또는 성함은 ${LIMITS.name}자 이하로 적어 주세요.`,
  items: '원하시는 상품과 수량을 한 줄 이상 적어 주세요.',
  itemsMax: `상품은 ${LIMITS.items}줄까지 적을 수 있습니다.`,
  itemName: '상품명을 입력해 주세요.',
  itemNameMax: `상품명은 ${LIMITS.item_name}자 이하로 적어 주세요.`,
  quantity: '수량은 1 이상의 숫자로 적어 주세요.',
  quantityMax: `수량은 ${LIMITS.quantity.toLocaleString()}개 이하로 적어 주세요.`,
  desiredDate: '희망 날짜가 올바르지 않습니다.',
  desiredPast: '희망 날짜는 오늘 이후로 골라 주세요.',
  message: '문의 내용을 입력해 주세요.',
  messageMax: `문의 내용은 ${LIMITS.message.toLocaleString()}자 이하로 적어 주세요.`,
  classId: '문의하실 클래스를 선택해 주세요.',
  preferredDates: '희망 일정을 입력해 주세요.',
  preferredDatesMax: `희망 일정은 ${LIMITS.preferred_dates}자 이하로 적어 주세요.`,
  headCount: `인원은 1명부터 ${LIMITS.head_count}명까지 적어 주세요.`,
  privacy: '개인정보 수집 및 이용에 동의해 주세요.',
  receipt: '접수번호를 입력해 주세요.',
  contact: '접수할 때 적은 휴대폰 번호나 이메일을 입력해 주세요.',
  answer: '답변을 입력해 주세요.',
  answerMax: `답변은 ${LIMITS.answer.toLocaleString()}자 이하로 적어 주세요.`,
  board: 'board는 inquiry, bulk, class 중 하나여야 합니다.',
} as const;
const M = BOARD_MESSAGES;

const filled = (empty: string) => z.string({ error: empty }).trim().min(1, { error: empty });
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((v) => v ?? '');
const wholeNumber = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, { error: message }),
      ],
      { error: message },
    )
    .transform((v) => Number(v))
    .pipe(z.number().int({ error: message }));
const checked = z.union([z.literal(true), z.literal('true'), z.literal('on'), z.literal('1')], { error: M.privacy });

const categoryValues = INQUIRY_CATEGORIES.map((c) => c.value) as [string, ...string[]];

/** A member's 1:1 inquiry: its kind, an optional order of theirs, title and question. */
export const inquiryFields = z.object({
  category: z.enum(categoryValues, { error: M.category }),
  od_id: z
    .string({ error: M.order })
    .trim()
    .regex(/^(\d{16})?$/, { error: M.order })
    .optional()
    .transform((v) => (v ? v : null)),
  title: filled(M.title).min(2, { error: M.titleMin }).max(LIMITS.title, { error: M.titleMax }),
  body: filled(M.body).min(5, { error: M.bodyMin }).max(LIMITS.body, { error: M.bodyMax }),
});
export type InquiryInput = z.output<typeof inquiryFields>;

/** An edit names the attachments it keeps (by id); the others are removed. Absent: all are kept. */
export const inquiryUpdate = inquiryFields.extend({
  keep_files: z
    .array(
      z
        .string()
        .regex(/^\d{1,9}$/, { error: M.keep })
        .transform(Number),
      { error: M.keep },
    )
    .max(20, { error: M.keep })
    .optional(),
});
export type InquiryUpdate = z.output<typeof inquiryUpdate>;

/** Who sent a request and how the shop reaches them; also what a visitor looks it up by. */
const sender = {
  name: filled(M.name).max(LIMITS.name, { error: M.nameMax }),
  mobile: filled('휴대폰 번호를 입력해 주세요.').pipe(mobileRule),
  email: filled('이메일을 입력해 주세요.').pipe(emailRule),
  privacy_agreed: checked,
};

const item = z.object({
  name: filled(M.itemName).max(LIMITS.item_name, { error: M.itemNameMax }),
  quantity: wholeNumber(M.quantity).pipe(
    z.number().min(1, { error: M.quantity }).max(LIMITS.quantity, { error: M.quantityMax }),
  ),
});

/** A date from today (Seoul) on, or nothing. */
const futureDate = z
  .string({ error: M.desiredDate })
  .trim()
  .optional()
  .transform((v) => v || null)
  .superRefine((v, ctx) => {
    if (v === null) return;
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(v) ||
      Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ||
      isoDate(`${v}T12:00:00+09:00`) !== v
    )
      ctx.addIssue({ code: 'custom', message: M.desiredDate });
    else if (v < isoDate(new Date())) ctx.addIssue({ code: 'custom', message: M.desiredPast });
  });

/** 대량 구매 문의: who, how to reach them, the products and quantities, a date and a message. */
export const bulkFields = z.object({
  ...sender,
  items: z.array(item, { error: M.items }).min(1, { error: M.items }).max(LIMITS.items, { error: M.itemsMax }),
  desired_date: futureDate,
  message: optionalText(LIMITS.message, M.messageMax),
});
export type BulkInput = z.output<typeof bulkFields>;

/** 클래스 문의: which class, when, how many people, who and how to reach them. */
export const classFields = z.object({
  ...sender,
  class_id: wholeNumber(M.classId).pipe(z.number().min(1, { error: M.classId })),
  preferred_dates: filled(M.preferredDates).max(LIMITS.preferred_dates, { error: M.preferredDatesMax }),
  head_count: wholeNumber(M.headCount).pipe(
    z.number().min(1, { error: M.headCount }).max(LIMITS.head_count, { error: M.headCount }),
  ),
  message: optionalText(LIMITS.message, M.messageMax),
});
export type ClassInput = z.output<typeof classFields>;

/** A visitor's look-up: the receipt number and the mobile number or e-mail the request was sent with. */
export const lookupFields = z.object({
  receipt_no: filled(M.receipt)
    .max(40, { error: M.receipt })
    .transform((v) => v.toUpperCase()),
  contact: filled(M.contact).max(120, { error: M.contact }),
});

export const answerFields = z.object({
  answer: filled(M.answer).max(LIMITS.answer, { error: M.answerMax }),
});

const flag = z
  .enum(['1', '0', 'true', 'false'], { error: 'answered는 1 또는 0이어야 합니다.' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

/** The operators' list: one board or all, waiting or answered or both. */
export const adminListFilter = z.object({
  board: z.enum(BOARDS, { error: M.board }).optional(),
  answered: flag,
});
