import { config } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { hashRecoveryCode, isRecoveryCodeShape } from './recovery-codes.ts';
import { openSecret } from './secret-box.ts';
import { acceptedStep } from './totp.ts';
import { spendRecoveryCode, type TwoFactorRow, takeStep } from './two-factor.repository.ts';

/** Codes tried at sign-in, turning two-factor on or off: 5 wrong in 15 minutes per administrator. */
export const CODE_ATTEMPTS = {
  name: 'admin-two-factor-code',
  points: 5,
  durationSeconds: 15 * 60,
  message: '인증 코드 입력 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
};
export const WRONG_CODE = '인증 코드가 올바르지 않습니다.';

export function secretOf(row: TwoFactorRow): string {
  return openSecret(row.secret, config.twoFactorKey);
}

/**
 * Takes a code: the authenticator's (its step used up, so it is not accepted again) or, with
 * `recovery`, one of the recovery codes (used up). The kind taken, or null when refused.
 */
export async function takeCode(
  db: Executor,
  row: TwoFactorRow,
  code: string,
  now: Date,
  { recovery }: { recovery: boolean },
): Promise<'totp' | 'recovery' | null> {
  const step = acceptedStep(secretOf(row), code, row.last_step, now);
  if (step !== null) return (await takeStep(db, row.member_id, step)) ? 'totp' : null;
  if (recovery && isRecoveryCodeShape(code)) {
    return (await spendRecoveryCode(db, row.member_id, hashRecoveryCode(code), now)) ? 'recovery' : null;
  }
  return null;
}
