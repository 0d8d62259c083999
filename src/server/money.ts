import { formatPrice } from '~/lib/money';
import { shopSettings } from './settings/settings.service.ts';

/** A price formatter for the page's language and currency at the current exchange rate. */
export async function priceFormatterFor(locals: App.Locals) {
  const { exchange_rate } = await shopSettings();
  const opts = { currency: locals.currency, lang: locals.lang, krwPerUsd: exchange_rate?.krw_per_usd ?? 1400 };
  return (krw: number | null | undefined) => formatPrice(krw, opts);
}
