import { describe, expect, it } from 'vitest';
import { type ProductFacts, productStructuredData } from './product-structured-data';

const facts: ProductFacts = {
  id: 7,
  name: '소이왁스 <464>',
  images: ['https://shop.test/images/a.jpg'],
  description: '향'.repeat(600),
  brand: '에반스캔들',
  category: '왁스',
  url: 'https://shop.test/shop/product/7',
  price: 12_000,
  soldOut: false,
  reviewCount: 3,
  ratingAvg: 4.333,
};

describe('product structured data (schema.org)', () => {
  it('describes the product with its KRW offer and, once reviewed, its rating', () => {
    const ld = JSON.parse(productStructuredData(facts));
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: '소이왁스 <464>',
      sku: '7',
      brand: { '@type': 'Brand', name: '에반스캔들' },
      category: '왁스',
      offers: { '@type': 'Offer', priceCurrency: 'KRW', price: 12_000, availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: '4.3', reviewCount: 3, bestRating: 5, worstRating: 1 },
    });
    expect(ld.description).toHaveLength(500);
  });

  it('leaves out the offer without a price and the rating without reviews; sold out is out of stock', () => {
    const bare = JSON.parse(productStructuredData({ ...facts, price: null, reviewCount: 0, category: undefined }));
    expect(bare).not.toHaveProperty('offers');
    expect(bare).not.toHaveProperty('aggregateRating');
    expect(bare).not.toHaveProperty('category');
    const sold = JSON.parse(productStructuredData({ ...facts, soldOut: true }));
    expect(sold.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('cannot close its script element: every < is escaped', () => {
    expect(productStructuredData({ ...facts, name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
