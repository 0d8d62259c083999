import { describe, expect, it } from 'vitest';
import { formatBusinessNumber, hasValidCheckDigit, normaliseBusinessNumber } from './business-number';

describe('business registration numbers (사업자등록번호)', () => {
  it('accept ten digits with or without dashes and keep only the digits', () => {
    expect(normaliseBusinessNumber('124-81-00998')).toBe('1248100998');
    expect(normaliseBusinessNumber('1248100998')).toBe('1248100998');
    expect(normaliseBusinessNumber(' 124 81 00998 ')).toBe('1248100998');
  });

  it('refuse other lengths, letters and dashes in the wrong places', () => {
    for (const bad of ['', '124-81-0099', '124-81-009981', '12-481-00998', '124-8l-00998', '124--81-00998']) {
      expect(normaliseBusinessNumber(bad), bad).toBeUndefined();
    }
  });

  it('check the tenth digit with the weights 1,3,7,1,3,7,1,3,5', () => {
    expect(hasValidCheckDigit('2208162517')).toBe(true);
    expect(hasValidCheckDigit('2208162518')).toBe(false);
  });

  it('add the tens of the ninth digit times five before the check digit', () => {
    // 9 × 5 = 45 adds 4 more: without it the check digit would be 2, not 8.
    expect(hasValidCheckDigit('1248100998')).toBe(true);
    expect(hasValidCheckDigit('1248100992')).toBe(false);
  });

  it('refuse anything that is not ten digits', () => {
    expect(hasValidCheckDigit('124-81-00998')).toBe(false);
    expect(hasValidCheckDigit('124810099')).toBe(false);
  });

  it('print the digits as 123-45-67890', () => {
    expect(formatBusinessNumber('1248100998')).toBe('124-81-00998');
  });
});
