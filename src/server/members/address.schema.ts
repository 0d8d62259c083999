import { z } from 'astro/zod';
import { mobileRule } from './member.schema.ts';

/** How many addresses a member may keep. */
export const MAX_ADDRESSES = 20;

/** The field messages of a 422 (Korean, as the API sends them; an English page looks them up). */
export const ADDRESS_FIELD_MESSAGES = {
  labelLong: '배송지명은 20자 이하로 입력해 주세요.',
  nameMissing: '받는 분 이름을 입력해 주세요.',
  nameLong: '받는 분 이름은 30자 이하로 입력해 주세요.',
  mobileMissing: '휴대폰 번호를 입력해 주세요.',
  mobileBad: '휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)',
  zonecodeBad: '우편번호는 숫자 5자리입니다.',
  zonecodeMissing: '우편번호를 입력해 주세요.',
  addressMissing: '주소를 입력해 주세요.',
  addressLong: '주소는 200자 이하로 입력해 주세요.',
  detailLong: '상세 주소는 200자 이하로 입력해 주세요.',
  text: '글자로 입력해 주세요.',
  isDefault: 'is_default는 true 또는 false여야 합니다.',
} as const;
const m = ADDRESS_FIELD_MESSAGES;

const text = (max: number, long: string, missing?: string) => {
  const base = z
    .string({ error: missing ?? m.text })
    .trim()
    .max(max, { error: long });
  return missing ? base.min(1, { error: missing }) : base.optional().default('');
};

/**
 * A saved address as the address book's form and API send it. A blank 배송지명 becomes the
 * recipient's name; `is_default: true` makes it the default (the one the order form fills in first).
 */
export const addressBody = z.object({
  label: text(20, m.labelLong),
  recipient_name: text(30, m.nameLong, m.nameMissing),
  recipient_mobile: mobileRule,
  zonecode: z
    .string({ error: m.zonecodeMissing })
    .trim()
    .regex(/^\d{5}$/, { error: m.zonecodeBad }),
  address1: text(200, m.addressLong, m.addressMissing),
  address2: text(200, m.detailLong),
  is_default: z.boolean({ error: m.isDefault }).optional(),
});
export type AddressInput = z.output<typeof addressBody>;
