import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
/** A code of the step before or after the server's is accepted too (clocks a little apart). */
const WINDOW = 1;
const ISSUER = '에반스캔들 관리자';

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret in base32, as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address the QR code holds. */
export function totpUri(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

export function stepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / PERIOD);
}

/**
 * The step of a right code (within one step either side of `now`), or null. A code of a step at or
 * before `lastStep` was already used (or is older than one used) and is refused.
 */
export function acceptedStep(secret: string, code: string, lastStep: number, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = stepAt(now) + delta;
  return step > lastStep ? step : null;
}

/** The code of `now` (tests and the setup page's own check use the same library). */
export function codeAt(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}
