import { z } from 'astro/zod';
import { isCommonPassword } from './common-passwords.ts';

export const loginIdRule = z
  .string({ error: '아이디를 입력해 주세요.' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9_]{3,19}$/, {
    error: '아이디는 영문 소문자로 시작하는 4~20자의 영문, 숫자, _ 로 입력해 주세요.',
  });

export const passwordRule = z
  .string({ error: '비밀번호를 입력해 주세요.' })
  .min(8, { error: '비밀번호는 8자 이상이어야 합니다.' })
  .max(64, { error: '비밀번호는 64자 이하여야 합니다.' })
  .refine((p) => !isCommonPassword(p), { error: '너무 흔한 비밀번호입니다. 다른 비밀번호를 사용해 주세요.' });

/** Korean mobile numbers: 010-1234-5678, 01012345678 or 011-123-4567; stored with hyphens. */
export const mobileRule = z
  .string({ error: '휴대폰 번호를 입력해 주세요.' })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^01[016789]\d{7,8}$/, { error: '휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)' }))
  .transform((d) =>
    d.length === 11
      ? `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`
      : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
  );

export const emailRule = z
  .string({ error: '이메일을 입력해 주세요.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: '이메일 형식이 올바르지 않습니다.' }).max(120));

/** A person's name as a sign-up takes it. */
export const nameRule = z
  .string({ error: '이름을 입력해 주세요.' })
  .trim()
  .min(2, { error: '이름은 2자 이상이어야 합니다.' })
  .max(30, { error: '이름은 30자 이하여야 합니다.' });

/** A required agreement's box, ticked (JSON true, or a form's on/1/true). */
export const checked = (message: string) =>
  z.union([z.literal(true), z.literal('true'), z.literal('on'), z.literal('1')], { error: message });

/** An optional box: ticked or not. */
export const optionalBox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');
