import { formatAmount, formatPrice, formatRoundAmount, krwPerUsdOf } from '~/lib/money';
import { shopSettings } from './settings/settings.service.ts';

/** KRW per US dollar from the shop's settings, or the fallback rate. */
export async function exchangeRate(): Promise<number> {
  return krwPerUsdOf((await shopSettings()).exchange_rate);
}

/** A price formatter for the page's language and currency at the current exchange rate. */
export async function priceFormatterFor(locals: App.Locals) {
  const opts = { currency: locals.currency, lang: locals.lang, krwPerUsd: await exchangeRate() };
  return (krw: number | null | undefined) => formatPrice(krw, opts);
}

/** Thresholds and price bands in the page's currency, dollars rounded to whole ones ("over $36"). */
export async function roundAmountFormatterFor(locals: App.Locals) {
  const opts = { currency: locals.currency, krwPerUsd: await exchangeRate() };
  return (krw: number) => formatRoundAmount(krw, opts);
}

/** Totals and fees in the page's currency; zero shows as ₩0. */
export async function amountFormatterFor(locals: App.Locals) {
  const opts = { currency: locals.currency, krwPerUsd: await exchangeRate() };
  return (krw: number) => formatAmount(krw, opts);
}
