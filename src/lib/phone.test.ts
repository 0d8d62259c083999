import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatMobile } from './phone';

describe('mobile numbers formatted as typed', () => {
  it('adds the hyphens as the digits come: 010-1234-5678', () => {
    const typed = '01012345678';
    const shown = [...typed].map((_, i) => formatMobile(typed.slice(0, i + 1)));
    expect(shown).toEqual([
      '0',
      '01',
      '010',
      '010-1',
      '010-12',
      '010-123',
      '010-1234',
      '010-1234-5',
      '010-1234-56',
      '010-1234-567',
      '010-1234-5678',
    ]);
  });

  it('writes the ten-digit numbers of the old prefixes 3-3-4, and eleven digits 3-4-4', () => {
    expect(formatMobile('0111234567')).toBe('011-123-4567');
    expect(formatMobile('01112345678')).toBe('011-1234-5678');
  });

  it('keeps only digits, at most eleven, whatever was pasted', () => {
    expect(formatMobile(' 010 1234 5678 ')).toBe('010-1234-5678');
    expect(formatMobile('010-1234-56789')).toBe('010-1234-5678');
    expect(formatMobile('abc')).toBe('');
  });

  it('puts the caret back after the same digit', () => {
    expect(caretAfterDigits('010-1234-5678', 3)).toBe(3);
    expect(caretAfterDigits('010-1234-5678', 4)).toBe(5);
    expect(caretAfterDigits('010-1234-5678', 11)).toBe(13);
    expect(caretAfterDigits('010-1234', 0)).toBe(0);
  });
});
