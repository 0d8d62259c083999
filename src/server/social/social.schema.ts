import { z } from 'astro/zod';
import { checked, emailRule, mobileRule, nameRule, optionalBox, passwordRule } from '../members/member.schema.ts';

/** The last step of a sign-up through Kakao or Naver: what the provider did not give, and the agreements. */
export const socialRegisterBody = z.object({
  mb_name: nameRule,
  mb_hp: mobileRule,
  mb_email: emailRule,
  agree_terms: checked('이용약관에 동의해 주세요.'),
  agree_privacy: checked('개인정보 수집 및 이용에 동의해 주세요.'),
  agree_marketing: optionalBox,
});
export type SocialRegisterInput = z.output<typeof socialRegisterBody>;

/** Linking to the account whose e-mail the provider gave: that account's password proves it is theirs. */
export const socialLinkBody = z.object({
  password: z.string({ error: '비밀번호를 입력해 주세요.' }).min(1, { error: '비밀번호를 입력해 주세요.' }).max(128),
});

/** A password for a member who has signed in only through a provider. */
export const setPasswordBody = z
  .object({
    password: passwordRule,
    password_confirmation: z.string({ error: '비밀번호 확인을 입력해 주세요.' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    error: '비밀번호가 일치하지 않습니다.',
  });
