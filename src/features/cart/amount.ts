import type { Currency } from '~/lib/constants';
import { convert, dollarText, wonText } from '~/lib/money';

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
