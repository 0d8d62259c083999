import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/I/L, so a code copied by hand is read back right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/**
 * Ten codes of twelve characters (about 59 bits each) shown once, as `ABCD-EFGH-JKMN`. Only their
 * SHA-256 is kept: with that much chance in each, a fast hash is enough, and the sign-in's attempt
 * limits stop guessing online.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    ).join('-'),
  );
}

/** What a typed code is compared as: capitals, no spaces or hyphens. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function isRecoveryCodeShape(code: string): boolean {
  const plain = normaliseRecoveryCode(code);
  return plain.length === GROUPS * GROUP_LENGTH && [...plain].every((c) => ALPHABET.includes(c));
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}
