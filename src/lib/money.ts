import type { Currency, Language } from './constants';

/** Spec 9: a discount is `rate` percent off, and a discounted KRW price rounds to the nearest 100. */
export function discountedKrw(price: number, ratePercent: number): number {
  if (!ratePercent) return price;
  return Math.round((price * (100 - ratePercent)) / 100 / 100) * 100;
}

/** KRW to the display currency: USD at the settings' rate, kept to cents. */
export function convert(krw: number, currency: Currency, krwPerUsd: number): number {
  if (currency === 'krw') return krw;
  return Math.round((krw / krwPerUsd) * 100) / 100;
}

const NOT_FOR_SALE: Record<Language, string> = { kr: '구매 불가', en: 'Not available for purchase' };

/**
 * Spec 9: ₩ with no decimals for KRW, $ with two decimals otherwise; a falsy price means the item
 * cannot be bought.
 */
export function formatPrice(
  krw: number | null | undefined,
  opts: { currency: Currency; lang: Language; krwPerUsd: number },
): string {
  if (!krw) return NOT_FOR_SALE[opts.lang];
  if (opts.currency === 'krw') return `₩${Math.round(krw).toLocaleString('ko-KR')}`;
  const usd = convert(krw, opts.currency, opts.krwPerUsd);
  return `$${usd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
