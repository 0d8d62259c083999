import { z } from 'astro/zod';
import { passwordRule } from './member.schema.ts';

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
