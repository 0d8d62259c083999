import { z } from 'astro/zod';
import { fromWire } from '../http/wire-names.ts';
import { checked, emailRule, loginIdRule, mobileRule, nameRule, optionalBox, passwordRule } from './member.schema.ts';
import { MEMBER_WIRE_NAMES } from './member.serializer.ts';

// The spec's member bodies (`mb_id`, `mb_name`, …), each read into the shop's own names.

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A birth date as YYYY-MM-DD, or none. */
const birthRule = z.iso
  .date({ error: '생년월일은 YYYY-MM-DD 형식이어야 합니다.' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** A five-digit postcode, or none. */
const zipRule = z
  .string()
  .trim()
  .regex(/^\d{5}$/, { error: '우편번호는 숫자 5자리입니다.' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** `POST /api/v1/register` */
export const registerBody = z
  .object({
    mb_id: loginIdRule,
    password: passwordRule,
    password_confirmation: z.string({ error: '비밀번호 확인을 입력해 주세요.' }),
    mb_name: nameRule,
    mb_hp: mobileRule,
    mb_email: emailRule,
    mb_birth: birthRule,
    mb_zip: zipRule,
    mb_addr1: optionalText(200),
    mb_addr2: optionalText(200),
    agree_terms: checked('이용약관에 동의해 주세요.'),
    agree_privacy: checked('개인정보 수집 및 이용에 동의해 주세요.'),
    agree_marketing: optionalBox,
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    error: '비밀번호가 일치하지 않습니다.',
  })
  .transform(fromWire(MEMBER_WIRE_NAMES));

/** A login id as typed to sign in or recover a password (its rules are the sign-up's `loginIdRule`). */
const enteredLoginId = z
  .string({ error: '아이디를 입력해 주세요.' })
  .trim()
  .toLowerCase()
  .min(1, { error: '아이디를 입력해 주세요.' })
  .max(40);

/** `POST /api/v1/login` */
export const loginBody = z
  .object({
    mb_id: enteredLoginId,
    password: z.string({ error: '비밀번호를 입력해 주세요.' }).min(1, { error: '비밀번호를 입력해 주세요.' }).max(128),
    remember: z
      .union([z.boolean(), z.string()])
      .optional()
      .transform((v) => v === true || v === 'true' || v === 'on' || v === '1'),
  })
  .transform(fromWire(MEMBER_WIRE_NAMES));

/** `PUT /api/v1/my-account/{mb_id}` */
export const profileBody = z
  .object({
    mb_name: z
      .string({ error: '이름을 입력해 주세요.' })
      .trim()
      .min(2, { error: '이름은 2자 이상이어야 합니다.' })
      .max(30),
    mb_hp: mobileRule,
    mb_email: emailRule,
    mb_birth: birthRule,
    mb_zip: zipRule,
    mb_addr1: optionalText(200),
    mb_addr2: optionalText(200),
    agree_marketing: z
      .union([z.boolean(), z.string()])
      .optional()
      .transform((v) => v === true || v === 'true' || v === 'on'),
    /** Needed only when the e-mail changes. */
    current_password: z.string().max(200).optional(),
  })
  .transform(fromWire(MEMBER_WIRE_NAMES));

/** `POST /api/v1/forget_id`: the name with the mobile number or the e-mail. */
export const findIdBody = z
  .object({
    mb_name: z.string({ error: '이름을 입력해 주세요.' }).trim().min(1, { error: '이름을 입력해 주세요.' }).max(30),
    mb_hp: mobileRule.optional().or(z.literal('').transform(() => undefined)),
    mb_email: emailRule.optional().or(z.literal('').transform(() => undefined)),
  })
  .refine((b) => b.mb_hp || b.mb_email, { path: ['mb_hp'], error: '휴대폰 번호나 이메일 중 하나를 입력해 주세요.' })
  .transform(fromWire(MEMBER_WIRE_NAMES));

/** `POST /api/v1/forget_password` */
export const forgetPasswordBody = z
  .object({
    mb_id: enteredLoginId,
    mb_email: emailRule,
  })
  .transform(fromWire(MEMBER_WIRE_NAMES));
