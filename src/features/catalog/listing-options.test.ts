import { describe, expect, it } from 'vitest';
import { formatRoundAmount } from '~/lib/money';
import { listingFilters } from './listing-options';

const english = (text: string, vars: Record<string, string> = {}) =>
  ({ '{max} 미만': 'Under {max}', '{min} 이상': '{min} and over' })[text]?.replace(
    /\{(\w+)\}/g,
    (_, k) => vars[k] ?? '',
  ) ?? text;

describe('the price bands of a product list', () => {
  it('read as whole dollars in English, as thresholds do (Under $7, not Under $7.14)', () => {
    const { groups } = listingFilters(
      { lang: 'en', t: english, format: (krw) => formatRoundAmount(krw, { currency: 'usd', krwPerUsd: 1400 }) },
      { offers: [] },
    );
    expect(groups.find((g) => g.name === 'price')?.choices.map((c) => c.label)).toEqual([
      'Under $7',
      '$7 ~ $21',
      '$21 ~ $36',
      '$36 and over',
    ]);
  });
  it('read in won in Korean', () => {
    const { groups } = listingFilters(
      {
        lang: 'kr',
        t: (text, vars = {}) => text.replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? ''),
        format: (krw) => formatRoundAmount(krw, { currency: 'krw', krwPerUsd: 1400 }),
      },
      { offers: [] },
    );
    expect(groups.find((g) => g.name === 'price')?.choices[0]?.label).toBe('₩10,000 미만');
  });
});
