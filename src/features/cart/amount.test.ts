import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount';

describe('money amounts', () => {
  it('show zero as an amount, not as not-for-sale', () => {
    expect(formatAmount(0, { currency: 'krw', krwPerUsd: 1400 })).toBe('₩0');
    expect(formatAmount(0, { currency: 'usd', krwPerUsd: 1400 })).toBe('$0.00');
  });

  it('use the won sign and thousands separators, or dollars at the settings rate', () => {
    expect(formatAmount(123456, { currency: 'krw', krwPerUsd: 1400 })).toBe('₩123,456');
    expect(formatAmount(14000, { currency: 'usd', krwPerUsd: 1400 })).toBe('$10.00');
    expect(formatAmount(-3000, { currency: 'krw', krwPerUsd: 1400 })).toBe('−₩3,000');
  });
});
