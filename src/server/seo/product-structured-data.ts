import { jsonForScript } from '~/lib/html';
/** What a product page's schema.org data is made of, already in the page's language. */
export type ProductFacts = {
  id: number;
  name: string;
  /** Absolute image URLs. */
  images: string[];
  /** Plain text (no markup); the first 500 characters are used. */
  description: string;
  brand: string;
  category: string | undefined;
  /** Absolute URL of the product page. */
  url: string;
  /** KRW the shopper pays, or null when the product has no price. */
  price: number | null;
  soldOut: boolean;
  reviewCount: number;
  ratingAvg: number;
};

/**
 * schema.org Product with its offer (when it has a price) and, once it has reviews, its aggregate
 * rating, as JSON safe to place inside a `<script type="application/ld+json">` element.
 */
export function productStructuredData(p: ProductFacts): string {
  return jsonForScript({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: String(p.id),
    image: p.images,
    description: p.description.slice(0, 500),
    brand: { '@type': 'Brand', name: p.brand },
    ...(p.category ? { category: p.category } : {}),
    ...(p.price
      ? {
          offers: {
            '@type': 'Offer',
            url: p.url,
            priceCurrency: 'KRW',
            price: p.price,
            availability: p.soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
    ...(p.reviewCount > 0 && p.ratingAvg > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.ratingAvg.toFixed(1),
            reviewCount: p.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  });
}
