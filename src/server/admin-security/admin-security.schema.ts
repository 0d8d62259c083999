import { z } from 'astro/zod';

const password = z
  .string({ error: '비밀번호를 입력해 주세요.' })
  .min(1, { error: '비밀번호를 입력해 주세요.' })
  .max(128, { error: '비밀번호는 128자 이하입니다.' });
/** A 6-digit code from the authenticator app or a recovery code (`ABCD-EFGH-JKMN`). */
const code = z
  .string({ error: '인증 코드를 입력해 주세요.' })
  .trim()
  .min(1, { error: '인증 코드를 입력해 주세요.' })
  .max(32, { error: '인증 코드가 올바르지 않습니다.' });

/** `POST /api/admin/reauth` */
export const reauthBody = z.object({ password });
/** `POST /api/admin/security/totp/enable` and `POST /api/v1/login/two-factor` */
export const codeBody = z.object({ code });
/** `POST /api/admin/security/totp/disable` */
export const disableBody = z.object({ password, code });
