import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

const key = randomBytes(32).toString('base64');

describe('two-factor secrets at rest', () => {
  it('are sealed with TWO_FACTOR_KEY, each time differently, and opened with it', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', key);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret('JBSWY3DPEHPK3PXP', key)).not.toBe(sealed);
    expect(openSecret(sealed, key)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('are kept as they are without a key, and still read after a key is set', () => {
    const plain = sealSecret('JBSWY3DPEHPK3PXP', undefined);
    expect(plain).toBe('plain:JBSWY3DPEHPK3PXP');
    expect(openSecret(plain, undefined)).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret(plain, key)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('answer 409 naming the key when sealed with another key, altered, or read without one', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', key);
    const other = randomBytes(32).toString('base64');
    // One bit of the sealed text flipped (editing its base64 characters could leave the bytes as they were).
    const [v, iv, tag, text] = sealed.split(':') as [string, string, string, string];
    const bytes = Buffer.from(text, 'base64url');
    bytes[0] = (bytes[0] as number) ^ 1;
    const altered = [v, iv, tag, bytes.toString('base64url')].join(':');
    for (const [stored, k] of [
      [sealed, other],
      [altered, key],
      [sealed, undefined],
    ] as const) {
      expect(() => openSecret(stored, k)).toThrow(
        expect.objectContaining({ status: 409, message: expect.stringContaining('TWO_FACTOR_KEY') }),
      );
    }
  });
});
