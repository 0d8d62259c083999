import { describe, expect, it } from 'vitest';
import {
  convert,
  discountedKrw,
  FALLBACK_KRW_PER_USD,
  formatAmount,
  formatPrice,
  formatRoundAmount,
  krwPerUsdOf,
  wonWords,
} from './money';

const kr = { currency: 'krw', lang: 'kr', krwPerUsd: 1400 } as const;
const en = { currency: 'usd', lang: 'en', krwPerUsd: 1400 } as const;

describe('price display (spec 9)', () => {
  it('shows KRW with the ₩ symbol and no decimals', () => {
    expect(formatPrice(12500, kr)).toBe('₩12,500');
  });

  it('shows USD with $ and two decimals at the exchange rate', () => {
    expect(formatPrice(14000, en)).toBe('$10.00');
    expect(formatPrice(12345, en)).toBe('$8.82');
  });

  it('shows a falsy price as not available for purchase in the page language', () => {
    expect(formatPrice(0, kr)).toBe('구매 불가');
    expect(formatPrice(null, en)).toBe('Not available for purchase');
  });
});

describe('discounts (spec 9)', () => {
  it('takes rate percent off and rounds a discounted KRW price to the nearest 100', () => {
    expect(discountedKrw(12900, 15)).toBe(11000); // 10965 → 11000
    expect(discountedKrw(9900, 30)).toBe(6900); // 6930 → 6900
    expect(discountedKrw(3450, 10)).toBe(3100); // 3105 → 3100
  });

  it('leaves the price alone without a rate', () => {
    expect(discountedKrw(12345, 0)).toBe(12345);
  });

  it('converts KRW to USD cents', () => {
    expect(convert(1000, 'usd', 1400)).toBe(0.71);
    expect(convert(1000, 'krw', 1400)).toBe(1000);
  });
});

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

describe('the exchange rate', () => {
  it("is the settings' rate, or the one fallback rate when none is set", () => {
    expect(krwPerUsdOf({ krw_per_usd: 1350 })).toBe(1350);
    expect(krwPerUsdOf(undefined)).toBe(FALLBACK_KRW_PER_USD);
    expect(krwPerUsdOf(null)).toBe(FALLBACK_KRW_PER_USD);
  });
});

describe('amounts in Korean sentences', () => {
  it('are written with thousands separators and 원', () => {
    expect(wonWords(123456)).toBe('123,456원');
    expect(wonWords(1000)).toBe('1,000원');
    expect(wonWords(0)).toBe('0원');
  });
});

describe('thresholds and price bands for display', () => {
  it('round converted dollars to whole dollars: free shipping over $36, under $7', () => {
    const usd = { currency: 'usd' as const, krwPerUsd: 1400 };
    expect(formatRoundAmount(50_000, usd)).toBe('$36');
    expect(formatRoundAmount(10_000, usd)).toBe('$7');
    expect(formatRoundAmount(30_000, usd)).toBe('$21');
    expect(formatRoundAmount(2_100_000, usd)).toBe('$1,500');
  });

  it('leave won as they are, and what is charged exact', () => {
    expect(formatRoundAmount(50_000, { currency: 'krw', krwPerUsd: 1400 })).toBe('₩50,000');
    expect(formatAmount(50_000, { currency: 'usd', krwPerUsd: 1400 })).toBe('$35.71');
  });
});
