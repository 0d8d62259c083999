import { z } from 'astro/zod';
import { parseSeoulDateTime } from '~/lib/dates';
import { pageQuery } from '../http/pagination.ts';

export const STORE_ORDER_PAGE_SIZE = 20;
/** Lines one receipt may hold, and the bounds of one line. */
export const MAX_LINES = 50;
export const MAX_QUANTITY = 9999;
export const MAX_UNIT_PRICE = 100_000_000;
/** A receipt's total must fit the database's integer column. */
export const MAX_TOTAL = 2_147_483_647;

/** Blank query or form fields (an empty select, an empty box) count as not given. */
const blankless = (v: unknown) => (v === '' || v === null ? undefined : v);

const dateRule = (label: string) => z.iso.date({ error: `${label} YYYY-MM-DD 형식이어야 합니다.` }).optional();

/** The list's search: one box for the member (id, name, mobile) or the receipt number, the store, a period. */
export const storeOrderFilters = z
  .object({
    q: z.preprocess(blankless, z.string().trim().max(50, { error: '검색어는 50자 이하로 입력해 주세요.' }).optional()),
    store: z.preprocess(blankless, z.string().trim().max(50, { error: '매장명은 50자 이하입니다.' }).optional()),
    from: z.preprocess(blankless, dateRule('시작일은')),
    to: z.preprocess(blankless, dateRule('종료일은')),
  })
  .refine((q) => !(q.from && q.to) || q.from <= q.to, {
    error: '시작일은 종료일보다 늦을 수 없습니다.',
    path: ['from'],
  });
export type StoreOrderFilters = z.output<typeof storeOrderFilters>;

export const storeOrderListQuery = storeOrderFilters.and(pageQuery(STORE_ORDER_PAGE_SIZE));

/** A whole number a form may send as text; blank is "not given" (its own message, not 0). */
const wholeNumber = (messages: { missing: string; whole: string }) =>
  z.preprocess(blankless, z.coerce.number({ error: messages.missing }).int({ error: messages.whole }));

/** One line of the receipt: what was bought, how many, at what unit price (won). */
export const storeOrderLine = z.object({
  name: z
    .string({ error: '품목명을 입력해 주세요.' })
    .trim()
    .min(1, { error: '품목명을 입력해 주세요.' })
    .max(100, { error: '품목명은 100자 이하로 입력해 주세요.' }),
  quantity: wholeNumber({ missing: '수량을 숫자로 입력해 주세요.', whole: '수량은 정수로 입력해 주세요.' }).pipe(
    z
      .number()
      .min(1, { error: '수량은 1개 이상이어야 합니다.' })
      .max(MAX_QUANTITY, { error: `수량은 ${MAX_QUANTITY.toLocaleString('ko-KR')}개 이하로 입력해 주세요.` }),
  ),
  price: wholeNumber({ missing: '단가를 숫자로 입력해 주세요.', whole: '단가는 원 단위 정수로 입력해 주세요.' }).pipe(
    z
      .number()
      .min(0, { error: '단가는 0원 이상이어야 합니다.' })
      .max(MAX_UNIT_PRICE, { error: `단가는 ${MAX_UNIT_PRICE.toLocaleString('ko-KR')}원 이하로 입력해 주세요.` }),
  ),
});
export type StoreOrderLine = z.output<typeof storeOrderLine>;

const truthy = (v: unknown) => {
  if (v === undefined || v === null || v === '') return false;
  if (v === 'true' || v === 'on' || v === '1' || v === 1) return true;
  if (v === 'false' || v === 'off' || v === '0' || v === 0) return false;
  return v;
};

/**
 * What an operator records or edits. The total is never read from here: the server adds the lines
 * up. The purchase time is Seoul's clock (`2025-07-14T15:04`, as a `datetime-local` field sends it)
 * or an ISO instant; that it is not in the future, and that the store is one of the shop's, the
 * service checks.
 */
const storeOrderFields = {
  store_name: z
    .string({ error: '매장을 골라 주세요.' })
    .trim()
    .min(1, { error: '매장을 골라 주세요.' })
    .max(50, { error: '매장명은 50자 이하입니다.' }),
  receipt_no: z
    .string({ error: '영수증 번호를 입력해 주세요.' })
    .trim()
    .min(1, { error: '영수증 번호를 입력해 주세요.' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, { error: '영수증 번호는 영문, 숫자, 하이픈(-) 40자 이하입니다.' }),
  purchased_at: z
    .string({ error: '구매 일시를 입력해 주세요.' })
    .trim()
    .min(1, { error: '구매 일시를 입력해 주세요.' })
    .transform((text, ctx) => {
      const at = parseSeoulDateTime(text);
      if (!at)
        ctx.addIssue({ code: 'custom', message: '구매 일시는 YYYY-MM-DDTHH:mm 형식의 날짜와 시각이어야 합니다.' });
      return at ?? z.NEVER;
    }),
  items: z
    .array(storeOrderLine, { error: '품목을 한 줄 이상 입력해 주세요.' })
    .min(1, { error: '품목을 한 줄 이상 입력해 주세요.' })
    .max(MAX_LINES, { error: `품목은 ${MAX_LINES}줄까지 입력할 수 있습니다.` }),
  grant_points: z.preprocess(truthy, z.boolean({ error: '적립금 지급 여부는 true 또는 false입니다.' })),
};

export const newStoreOrderBody = z.object({
  member_id: wholeNumber({ missing: '회원을 골라 주세요.', whole: '회원을 골라 주세요.' }).pipe(
    z.number().min(1, { error: '회원을 골라 주세요.' }).max(2_147_483_647, { error: '회원을 골라 주세요.' }),
  ),
  ...storeOrderFields,
});
export type NewStoreOrderInput = z.output<typeof newStoreOrderBody>;

/** An edit keeps the member: a purchase recorded on the wrong member is deleted and recorded again. */
export const editStoreOrderBody = z.object(storeOrderFields);
export type EditStoreOrderInput = z.output<typeof editStoreOrderBody>;

/** The pickers' searches: a member to record on, a shop product to fill a line from. */
export const lookupQuery = z.object({
  q: z
    .string({ error: '검색어를 입력해 주세요.' })
    .trim()
    .min(1, { error: '검색어를 입력해 주세요.' })
    .max(50, { error: '검색어는 50자 이하로 입력해 주세요.' }),
});
