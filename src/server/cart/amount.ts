import { formatAmount } from '~/lib/money';
import { shopSettings } from '../settings/settings.service.ts';

/** Totals and fees in the page's currency; zero shows as ₩0. */
export async function amountFormatterFor(locals: App.Locals) {
  const { exchange_rate } = await shopSettings();
  const opts = { currency: locals.currency, krwPerUsd: exchange_rate?.krw_per_usd ?? 1400 };
  return (krw: number) => formatAmount(krw, opts);
}
