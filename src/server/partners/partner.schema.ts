import { z } from 'astro/zod';
import { emailRule, mobileRule } from '../members/member.schema.ts';
import { hasValidCheckDigit, normaliseBusinessNumber } from './business-number.ts';
import {
  APPLICATION_STATUSES,
  BUSINESS_TYPES,
  INTEREST_PRODUCTS,
  LIMITS,
  MONTHLY_VOLUMES,
  REGIONS,
  valuesOf,
} from './partner.options.ts';

/** Every message these forms can show; English lives in src/i18n/en-partners.ts. */
export const FIELD_MESSAGES = {
  company: '상호를 입력해 주세요.',
  companyMax: '상호는 100자 이하로 적어 주세요.',
  brn: '사업자등록번호를 입력해 주세요.',
  brnFormat: '사업자등록번호는 숫자 10자리로 입력해 주세요. (예: 123-45-67890)',
  brnCheck: '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해 주세요.',
  representative: '대표자명을 입력해 주세요.',
  representativeLength: '대표자명은 2~30자로 적어 주세요.',
  contact: '담당자명을 입력해 주세요.',
  contactLength: '담당자명은 2~30자로 적어 주세요.',
  mobile: '휴대폰 번호를 입력해 주세요.',
  mobileFormat: '휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)',
  email: '이메일을 입력해 주세요.',
  emailFormat: '이메일 형식이 올바르지 않습니다.',
  address: '사업장 주소를 입력해 주세요.',
  addressMax: '주소는 200자 이하로 적어 주세요.',
  businessType: '업종을 선택해 주세요.',
  products: '관심 상품을 하나 이상 선택해 주세요.',
  volume: '예상 월 구매 규모를 선택해 주세요.',
  region: '희망 지역을 선택해 주세요.',
  hasStore: '매장 보유 여부를 선택해 주세요.',
  storeAddress: '매장 주소를 입력해 주세요.',
  experienceMax: '관련 경력은 1,000자 이하로 적어 주세요.',
  messageMax: '남기실 말씀은 2,000자 이하로 적어 주세요.',
  privacy: '개인정보 수집 및 이용에 동의해 주세요.',
  status: '상태는 received, reviewing, approved, rejected 중 하나여야 합니다.',
  noteMax: '안내 문구는 1,000자 이하로 적어 주세요.',
} as const;
const M = FIELD_MESSAGES;

const filled = (empty: string) => z.string({ error: empty }).trim().min(1, { error: empty });

const name = (empty: string, length: string) =>
  filled(empty).min(2, { error: length }).max(LIMITS.person_name, { error: length });

/** Dashes optional; stored as ten digits once the check digit agrees. */
export const businessNumberRule = filled(M.brn).transform((v, ctx) => {
  const digits = normaliseBusinessNumber(v);
  if (!digits) ctx.addIssue({ code: 'custom', message: M.brnFormat });
  else if (!hasValidCheckDigit(digits)) ctx.addIssue({ code: 'custom', message: M.brnCheck });
  return digits ?? '';
});

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((v) => v ?? '');

const choice = <T extends readonly { value: string }[]>(choices: T, message: string) =>
  z.enum(valuesOf(choices), { error: message });

const checked = z.union([z.literal(true), z.literal('true'), z.literal('on'), z.literal('1')], { error: M.privacy });

/** The applicant, the same for both kinds. */
const identity = {
  company_name: filled(M.company).max(LIMITS.company_name, { error: M.companyMax }),
  business_number: businessNumberRule,
  representative_name: name(M.representative, M.representativeLength),
  contact_name: name(M.contact, M.contactLength),
  mobile: filled(M.mobile).pipe(mobileRule),
  email: filled(M.email).pipe(emailRule),
  message: optionalText(LIMITS.message, M.messageMax),
};

/** A form posts one checkbox as a string and several as an array; both become a list without repeats. */
const interestProducts = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(choice(INTEREST_PRODUCTS, M.products), { error: M.products })
    .min(1, { error: M.products })
    .max(INTEREST_PRODUCTS.length, { error: M.products })
    .transform((list) => [...new Set(list)]),
);

export const wholesaleFields = z.object({
  ...identity,
  business_address: filled(M.address).max(LIMITS.address, { error: M.addressMax }),
  business_type: choice(BUSINESS_TYPES, M.businessType),
  interest_products: interestProducts,
  monthly_volume: choice(MONTHLY_VOLUMES, M.volume),
});

const hasStore = z
  .union([z.boolean(), z.enum(['yes', 'no', 'true', 'false', '1', '0'])], { error: M.hasStore })
  .transform((v) => v === true || v === 'yes' || v === 'true' || v === '1');

const dealerShape = {
  ...identity,
  region: choice(REGIONS, M.region),
  has_store: hasStore,
  store_address: optionalText(LIMITS.address, M.addressMax),
  experience: optionalText(LIMITS.experience, M.experienceMax),
};

/** A store's address is asked for only when there is a store, and dropped when there is none. */
function storeRule<T extends { has_store: boolean; store_address: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.has_store && value.store_address === '') {
    ctx.addIssue({ code: 'custom', path: ['store_address'], message: M.storeAddress });
  }
}
const withoutStoreAddress = <T extends { has_store: boolean; store_address: string }>(v: T): T =>
  v.has_store ? v : { ...v, store_address: '' };

export const dealerFields = z.object(dealerShape).superRefine(storeRule).transform(withoutStoreAddress);

/** A new application also records the applicant's consent; an edit keeps the consent given. */
export const newWholesale = wholesaleFields.extend({ agree_privacy: checked });
export const newDealer = z
  .object({ ...dealerShape, agree_privacy: checked })
  .superRefine(storeRule)
  .transform(withoutStoreAddress);

export type WholesaleInput = z.output<typeof wholesaleFields>;
export type DealerInput = z.output<typeof dealerFields>;

/** An operator's decision: the status and, optionally, a note for the applicant. */
export const statusChange = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: M.status }),
  note: z
    .string({ error: M.noteMax })
    .trim()
    .max(LIMITS.status_note, { error: M.noteMax })
    .optional()
    .transform((v) => (v ? v : null)),
});
