import type { PriceProps as PriceValues } from './price-html';
import './price.css';

export type PriceProps = PriceValues & {
  /** The page's price format (language, currency, exchange rate); nothing reads as not for sale. */
  format: (krw: number | null | undefined) => string;
  /** The words read after the rate, '할인' in Korean. */
  discountLabel: string;
};

/** A price as islands draw it: the same markup as the server's `priceHtml`. */
export function Price({ value, before, rate, size = 'md', format, discountLabel }: PriceProps) {
  const discounted = Boolean(value && before && rate);
  return (
    <p className={`price price--${size}`}>
      {discounted && (
        <span className="price__rate">
          {rate}%<span className="visually-hidden"> {discountLabel}</span>
        </span>
      )}
      <strong className="price__value">{format(value)}</strong>
      {discounted && <del className="price__before">{format(before)}</del>}
    </p>
  );
}
