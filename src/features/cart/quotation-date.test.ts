import { describe, expect, it } from 'vitest';
import { quotationDate, quotationNumber } from './quotation-date';

describe('the quotation date', () => {
  const lateUtc = new Date('2025-03-04T16:30:00Z'); // 01:30 on 5 March in Seoul

  it('is the day in Korea, in the page language', () => {
    expect(quotationDate(lateUtc, 'kr')).toBe('2025년 3월 5일');
    expect(quotationDate(lateUtc, 'en')).toBe('March 5, 2025');
  });

  it('numbers the sheet by Korean date and time', () => {
    expect(quotationNumber(lateUtc)).toBe('Q-20250305-0130');
  });
});
