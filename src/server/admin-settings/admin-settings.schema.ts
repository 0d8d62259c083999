import { z } from 'astro/zod';
import { josa } from '~/lib/josa';

const text = (label: string, max: number) =>
  z
    .string({ error: `${josa(label, '을/를')} 입력해 주세요.` })
    .trim()
    .min(1, { error: `${josa(label, '을/를')} 입력해 주세요.` })
    .max(max, { error: `${josa(label, '은/는')} ${max}자 이하로 입력해 주세요.` });
/** An English twin may be left blank: the English pages then show the Korean. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${josa(label, '은/는')} ${max}자 이하로 입력해 주세요.` })
    .optional()
    .transform((v) => v ?? '');
const won = (label: string, max: number) =>
  z.coerce
    .number({ error: `${josa(label, '을/를')} 숫자로 입력해 주세요.` })
    .int({ error: `${josa(label, '은/는')} 원 단위 정수로 입력해 주세요.` })
    .min(0, { error: `${josa(label, '은/는')} 0원 이상이어야 합니다.` })
    .max(max, { error: `${josa(label, '은/는')} ${max.toLocaleString('ko-KR')}원 이하여야 합니다.` });

/**
 * The settings the footer, the customer center and checkout read, as the back office's form sends
 * them (one flat body, so that each field's error is named by its field).
 */
export const settingsBody = z.object({
  phone: text('대표 전화', 20).regex(/^[\d-]{4,20}$/, { error: '대표 전화는 숫자와 -로 입력해 주세요.' }),
  email: text('이메일', 100).pipe(z.email({ error: '이메일 형식이 올바르지 않습니다.' })),
  hours_weekdays: text('평일 운영시간', 50),
  hours_lunch: text('점심시간', 50),
  hours_closed: text('휴무 안내', 100),
  hours_closed_en: optionalText('휴무 안내 영문', 100),
  bank_name: text('은행', 30),
  bank_name_en: optionalText('은행 영문', 50),
  account_no: text('계좌번호', 30).regex(/^[\d-]+$/, { error: '계좌번호는 숫자와 -로 입력해 주세요.' }),
  holder: text('예금주', 50),
  company: text('상호', 50),
  company_en: optionalText('상호 영문', 100),
  ceo: text('대표자', 50),
  ceo_en: optionalText('대표자 영문', 100),
  registration_no: text('사업자등록번호', 12).regex(/^\d{3}-\d{2}-\d{5}$/, {
    error: '사업자등록번호는 000-00-00000 형식으로 입력해 주세요.',
  }),
  mail_order_no: text('통신판매업신고번호', 50),
  mail_order_no_en: optionalText('통신판매업신고번호 영문', 100),
  address: text('사업장 주소', 200),
  address_en: optionalText('사업장 주소 영문', 200),
  privacy_officer: text('개인정보보호책임자', 100),
  privacy_officer_en: optionalText('개인정보보호책임자 영문', 100),
  hosting: text('호스팅 제공자', 50),
  hosting_en: optionalText('호스팅 제공자 영문', 100),
  base_fee: won('기본 배송비', 100_000),
  free_threshold: won('무료배송 기준 금액', 10_000_000),
  krw_per_usd: z.coerce
    .number({ error: '환율을 숫자로 입력해 주세요.' })
    .min(100, { error: '환율은 1달러에 100원 이상이어야 합니다.' })
    .max(10_000, { error: '환율은 1달러에 10,000원 이하여야 합니다.' }),
});
export type SettingsInput = z.output<typeof settingsBody>;

/** The most remote-area rows the settings keep (each a postcode range with its extra fee). */
export const MAX_REMOTE_AREAS = 100;
const list = z.array(z.union([z.string(), z.number()])).max(MAX_REMOTE_AREAS, {
  error: `도서산간 지역은 ${MAX_REMOTE_AREAS}개까지 넣을 수 있습니다.`,
});

/** Remote areas as the form sends them: one list per column, rows in order (blank rows are dropped). */
export const remoteAreasBody = z.object({
  name: list.optional().default([]),
  from: list.optional().default([]),
  to: list.optional().default([]),
  fee: list.optional().default([]),
});

export type RemoteArea = { name: string; from: string; to: string; fee: number };

/** A coupon code, or blank for none. */
const couponCode = z
  .string({ error: '쿠폰 코드를 골라 주세요.' })
  .trim()
  .max(50, { error: '쿠폰 코드는 50자 이하입니다.' })
  .optional()
  .transform((v) => (v ? v : null));

/** The automatic coupons as the settings form sends them. */
export const loyaltyBody = z.object({
  signup_coupon: couponCode,
  first_order_coupon: couponCode,
  birthday_coupon: couponCode,
});

/** The most tiers the settings keep. */
export const MAX_TIERS = 10;
const tierColumn = z.array(z.union([z.string(), z.number()])).max(MAX_TIERS, {
  error: `회원 등급은 ${MAX_TIERS}개까지 둘 수 있습니다.`,
});

/** Membership tiers as the form sends them: one list per column, rows in order (blank rows are dropped). */
export const tiersBody = z.object({
  name: tierColumn.optional().default([]),
  name_en: tierColumn.optional().default([]),
  min_amount: tierColumn.optional().default([]),
  point_rate_percent: tierColumn.optional().default([]),
  monthly_coupon: tierColumn.optional().default([]),
});

/** What a review earns: with text only, and with a photo (not less). */
export const reviewPointsBody = z
  .object({
    review_text: won('글 후기 적립금', 100_000),
    review_photo: won('사진 후기 적립금', 100_000),
  })
  .refine((v) => v.review_photo >= v.review_text, {
    error: '사진 후기 적립금은 글 후기 적립금보다 적을 수 없습니다.',
    path: ['review_photo'],
  });
export type ReviewPointsInput = z.output<typeof reviewPointsBody>;
