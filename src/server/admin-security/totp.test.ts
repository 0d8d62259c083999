import { describe, expect, it } from 'vitest';
import { isRecoveryCodeShape, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';
import { acceptedStep, codeAt, newTotpSecret, stepAt, totpUri } from './totp';

const now = new Date('2026-11-28T03:00:10Z');
const at = (steps: number) => new Date(now.getTime() + steps * 30_000);

describe('authenticator codes', () => {
  it('are accepted one step either side of the server clock, not two', () => {
    const secret = newTotpSecret();
    const step = stepAt(now);
    expect(acceptedStep(secret, codeAt(secret, now), 0, now)).toBe(step);
    expect(acceptedStep(secret, codeAt(secret, at(-1)), 0, now)).toBe(step - 1);
    expect(acceptedStep(secret, codeAt(secret, at(1)), 0, now)).toBe(step + 1);
    expect(acceptedStep(secret, codeAt(secret, at(-2)), 0, now)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, at(2)), 0, now)).toBeNull();
  });

  it('are refused once their step, or a later one, was used', () => {
    const secret = newTotpSecret();
    const step = stepAt(now);
    expect(acceptedStep(secret, codeAt(secret, now), step, now)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, at(-1)), step, now)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, at(1)), step, now)).toBe(step + 1);
  });

  it('take six digits, spaces allowed, and nothing else', () => {
    const secret = newTotpSecret();
    const code = codeAt(secret, now);
    expect(acceptedStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, 0, now)).toBe(stepAt(now));
    expect(acceptedStep(secret, `${code}0`, 0, now)).toBeNull();
    expect(acceptedStep(secret, 'abcdef', 0, now)).toBeNull();
  });

  it('come from an otpauth address that names the shop and the administrator', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'ops');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(uri).toContain('ops');
    expect(uri).toContain('period=30');
  });
});

describe('recovery codes', () => {
  it('are ten different codes that read back whatever the case, spaces or hyphens', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      expect(code).not.toMatch(/[01OIL]/);
      expect(isRecoveryCodeShape(code.toLowerCase().replace(/-/g, ' '))).toBe(true);
      expect(normaliseRecoveryCode(code.toLowerCase())).toBe(code.replace(/-/g, ''));
    }
    expect(isRecoveryCodeShape('123456')).toBe(false);
  });
});
