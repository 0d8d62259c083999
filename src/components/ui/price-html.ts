import { html, type Markup } from '~/lib/html';
import './price.css';

export type PriceProps = {
  value: number | null;
  before?: number | null | undefined;
  rate?: number | undefined;
  size?: 'md' | 'lg';
  /** A word beside the price that says it cannot be had now (품절). */
  tag?: string | undefined;
};

/** A price, with the discount rate and the price before it when there is a discount, and its tag (품절). */
export function priceHtml(
  { value, before, rate, size = 'md', tag }: PriceProps,
  format: (krw: number | null | undefined) => string,
  t: (text: string) => string,
): Markup {
  const discounted = Boolean(value && before && rate);
  return html`<p class="price price--${size}">${
    discounted && html`<span class="price__rate">${rate}%<span class="visually-hidden"> ${t('할인')}</span></span>`
  }<strong class="price__value">${format(value)}</strong>${
    discounted && html`<del class="price__before">${format(before)}</del>`
  }${tag && html`<span class="price__tag">${tag}</span>`}</p>`;
}
