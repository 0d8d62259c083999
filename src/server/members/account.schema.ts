import { z } from 'astro/zod';
import { emailRule, mobileRule, passwordRule } from './member.schema.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const profileBody = z.object({
  mb_name: z
    .string({ error: '이름을 입력해 주세요.' })
    .trim()
    .min(2, { error: '이름은 2자 이상이어야 합니다.' })
    .max(30),
  mb_hp: mobileRule,
  mb_email: emailRule,
  mb_birth: z.iso
    .date({ error: '생년월일은 YYYY-MM-DD 형식이어야 합니다.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  mb_zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: '우편번호는 숫자 5자리입니다.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  mb_addr1: optionalText(200),
  mb_addr2: optionalText(200),
  agree_marketing: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === 'true' || v === 'on'),
  /** Needed only when the e-mail changes. */
  current_password: z.string().max(200).optional(),
});
export type ProfileInput = z.infer<typeof profileBody>;

export const passwordChangeBody = z
  .object({
    current_password: z
      .string({ error: '현재 비밀번호를 입력해 주세요.' })
      .min(1, { error: '현재 비밀번호를 입력해 주세요.' }),
    password: passwordRule,
    password_confirmation: z.string({ error: '비밀번호 확인을 입력해 주세요.' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    error: '비밀번호가 일치하지 않습니다.',
  })
  .refine((b) => b.password !== b.current_password, {
    path: ['password'],
    error: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
  });

export const unregisterBody = z.object({
  password: z.string({ error: '비밀번호를 입력해 주세요.' }).min(1, { error: '비밀번호를 입력해 주세요.' }),
});

export const findIdBody = z
  .object({
    mb_name: z.string({ error: '이름을 입력해 주세요.' }).trim().min(1, { error: '이름을 입력해 주세요.' }).max(30),
    mb_hp: mobileRule.optional().or(z.literal('').transform(() => undefined)),
    mb_email: emailRule.optional().or(z.literal('').transform(() => undefined)),
  })
  .refine((b) => b.mb_hp || b.mb_email, { path: ['mb_hp'], error: '휴대폰 번호나 이메일 중 하나를 입력해 주세요.' });

export const forgetPasswordBody = z.object({
  mb_id: z
    .string({ error: '아이디를 입력해 주세요.' })
    .trim()
    .toLowerCase()
    .min(1, { error: '아이디를 입력해 주세요.' })
    .max(40),
  mb_email: emailRule,
});

export const resetPasswordBody = z
  .object({
    token: z
      .string({ error: '재설정 링크가 올바르지 않습니다.' })
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: '재설정 링크가 올바르지 않습니다.' }),
    password: passwordRule,
    password_confirmation: z.string({ error: '비밀번호 확인을 입력해 주세요.' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    error: '비밀번호가 일치하지 않습니다.',
  });
