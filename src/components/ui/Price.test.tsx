import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';
import { priceHtml } from './price-html';

const format = (krw: number | null | undefined) => (krw ? `₩${krw.toLocaleString('en-US')}` : '판매중지');
const t = (text: string) => (text === '할인' ? 'off' : text);

describe('Price', () => {
  it.each([
    { value: 18_000, before: 20_000, rate: 10 },
    { value: 18_000, before: undefined, rate: undefined },
    { value: null, before: 20_000, rate: 10 },
    { value: 45_000, before: 50_000, rate: 10, size: 'lg' as const },
  ])('draws the same markup as the server price for %o', (price) => {
    expect(renderToStaticMarkup(<Price {...price} format={format} discountLabel="off" />)).toBe(
      priceHtml(price, format, t).value,
    );
  });
});
