import type { Currency, Language } from './constants';

/** KRW per US dollar when the shop's settings hold no exchange rate. */
export const FALLBACK_KRW_PER_USD = 1400;

/** The settings' exchange rate, or the fallback when none is set. */
export function krwPerUsdOf(rate: { krw_per_usd?: number | null | undefined } | null | undefined): number {
  return rate?.krw_per_usd ?? FALLBACK_KRW_PER_USD;
}

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

// Building a number format is far dearer than using one, and every price on a page goes through these.
const WON = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
const DOLLARS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `₩12,300` for a whole KRW amount (already rounded by the caller or not; no decimals are shown). */
export function wonText(krw: number): string {
  return `₩${WON.format(Math.round(krw))}`;
}

/** `12,300원`, the amount as Korean sentences write it (notices and messages). */
export function wonWords(krw: number): string {
  return `${WON.format(Math.round(krw))}원`;
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `$8.79` for an amount already in dollars. */
export function dollarText(usd: number): string {
  return `$${DOLLARS.format(usd)}`;
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
  if (opts.currency === 'krw') return wonText(krw);
  return dollarText(convert(krw, opts.currency, opts.krwPerUsd));
}

/**
 * A money amount (a total, a fee, a discount) where zero is a real value: ₩0, $0.00. Prices use
 * `formatPrice`, where nothing means 'not for sale'.
 */
export function formatAmount(krw: number, opts: { currency: Currency; krwPerUsd: number }): string {
  const sign = krw < 0 ? '−' : '';
  const abs = Math.abs(krw);
  if (opts.currency === 'krw') return `${sign}${wonText(abs)}`;
  return `${sign}${dollarText(convert(abs, opts.currency, opts.krwPerUsd))}`;
}

/**
 * A threshold or a price band for display, never a charge: "Free shipping over $36", "Under $7".
 * In dollars it is rounded to the nearest whole dollar (a converted ₩50,000 is $35.71, which reads as
 * a price, not a line); won are shown as they are. What is charged is written by `formatAmount`.
 */
export function formatRoundAmount(krw: number, opts: { currency: Currency; krwPerUsd: number }): string {
  if (opts.currency === 'krw') return wonText(krw);
  return `$${WHOLE_DOLLARS.format(Math.round(convert(krw, opts.currency, opts.krwPerUsd)))}`;
}
