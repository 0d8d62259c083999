import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import { translate } from '~/lib/i18n';
import { formatPrice } from '~/lib/money';
import type { ProductCard } from '~/server/catalog/product.types';
import { type CardContext, productCardHtml } from './product-card-html';

const KO: CardContext = {
  lang: 'kr',
  t: (text, vars) => translate(text, 'kr', undefined, vars).text,
  format: (krw) => formatPrice(krw, { currency: 'krw', lang: 'kr', krwPerUsd: 1400 }),
};
const EN: CardContext = {
  lang: 'en',
  t: (text, vars) => translate(text, 'en', en, vars).text,
  format: (krw) => formatPrice(krw, { currency: 'usd', lang: 'en', krwPerUsd: 1400 }),
};

function product(over: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 42,
    name: '라벤더 소이 캔들',
    name_en: 'Lavender Soy Candle',
    summary: '라벤더 소이 컨테이너 은은한 선물',
    summary_en: 'lavender soy container gentle gift',
    thumb_image: '/media/products/candle-1.webp',
    price: 18_000,
    discount: null,
    stock: 5,
    coupon_discount: 0,
    review_count: 0,
    rating_avg: 0,
    color_swatches: [],
    icon_urls: [],
    badges: [],
    has_options: false,
    wish_ids: [],
    ...over,
  };
}

const card = (p: ProductCard, c = KO, opts = {}) => productCardHtml(p, opts, c).value;

describe('product card', () => {
  it('links image and name to the product page and shows the Korean name and price', () => {
    const out = card(product());
    expect(out).toMatch(/^<article class="card">.*<\/article>$/s);
    expect(out).toContain('<a class="card__media" href="/shop/product/42" tabindex="-1" aria-hidden="true">');
    expect(out).toContain('<h3 class="card__name"><a href="/shop/product/42">라벤더 소이 캔들</a></h3>');
    expect(out).toContain('<strong class="price__value">₩18,000</strong>');
    expect(out).toContain(
      'srcset="/media/products/candle-1.webp?w=320 320w, /media/products/candle-1.webp?w=480 480w, /media/products/candle-1.webp 800w"',
    );
    expect(out).toContain('width="400" height="400" loading="lazy"');
  });

  it('loads the first row at once when asked (eager)', () => {
    expect(card(product(), KO, { eager: true })).toContain('loading="eager"');
  });

  it('English readers see the English name, summary and dollar price, or the Korean name when there is no English one', () => {
    const out = card(product(), EN);
    expect(out).toContain('>Lavender Soy Candle</a></h3>');
    expect(out).toContain('<p class="card__keywords">#lavender #soy #container #gentle</p>');
    expect(out).toContain('$12.86');
    expect(out).toContain('aria-label="Lavender Soy Candle in wishlist"');
    expect(out).toContain('data-confirm-add="Do you want to add to the wishlist?"');
    expect(card(product({ name_en: '', summary_en: '' }), EN)).toContain('>라벤더 소이 캔들</a></h3>');
  });

  it('shows at most four summary keywords, and none when the summary is empty', () => {
    expect(card(product())).toContain('<p class="card__keywords">#라벤더 #소이 #컨테이너 #은은한</p>');
    expect(card(product({ summary: '  ' }))).not.toContain('card__keywords');
  });

  it('sold out (stock below 1): the overlay and a tag beside the price say so, and there is no cart button', () => {
    const out = card(product({ stock: 0 }));
    expect(out).toContain('<span class="card__soldout">품절</span>');
    expect(out).toContain('<strong class="price__value">₩18,000</strong><span class="price__tag">품절</span></p>');
    expect(out).not.toContain('data-cart-add');
    expect(card(product({ stock: 0 }), EN)).toContain('<span class="price__tag">Sold out</span>');
    expect(card(product(), EN)).not.toContain('card__soldout');
    expect(card(product())).not.toContain('price__tag');
  });

  it('a product with no price is not available for purchase and has no cart button', () => {
    const out = card(product({ price: null }));
    expect(out).toContain('<strong class="price__value">구매 불가</strong>');
    expect(out).not.toContain('data-cart-add');
  });

  it('the cart button names the product and says whether options must be chosen first', () => {
    expect(card(product())).toContain(
      '<button type="button" class="round-button card__cart" data-cart-add data-it-id="42" data-has-options="false" aria-label="라벤더 소이 캔들 장바구니 담기">',
    );
    expect(card(product({ has_options: true }))).toContain('data-has-options="true"');
  });

  it('a discount shows its rate, the price now and the price before', () => {
    const out = card(product({ price: 16_200, discount: { before: 18_000, rate: 10 } }));
    expect(out).toContain(
      '<p class="price price--md"><span class="price__rate">10%<span class="visually-hidden"> 할인</span></span><strong class="price__value">₩16,200</strong><del class="price__before">₩18,000</del></p>',
    );
  });

  it('the heart is pressed, with its wishlist entry, only for a product in the wishlist', () => {
    expect(card(product())).toContain(
      'data-wish data-it-id="42" aria-pressed="false" aria-label="라벤더 소이 캔들 위시리스트"',
    );
    expect(card(product({ wish_ids: [9] }))).toContain('data-wish data-it-id="42" data-wi-id="9" aria-pressed="true"');
  });

  it('best sellers carry their rank', () => {
    expect(card(product(), KO, { rank: 3 })).toContain(
      '<span class="card__rank"><span class="visually-hidden">순위 </span>3</span>',
    );
    expect(card(product())).not.toContain('card__rank');
  });

  it('the star average beside the review count, ★4.8 (1,234), read out in words; nothing without reviews', () => {
    const out = card(product({ review_count: 1234, rating_avg: 4.76 }));
    expect(out).toContain(
      '<span class="card__rating"><span aria-hidden="true"><span class="card__star">★</span>4.8 <span class="card__count">(1,234)</span></span><span class="visually-hidden">별점 4.8점, 후기 1,234개</span></span>',
    );
    expect(card(product({ review_count: 1, rating_avg: 5 }), EN)).toContain('Rated 5.0 out of 5, 1 review<');
    expect(card(product({ review_count: 12, rating_avg: 4.5 }), EN)).toContain('Rated 4.5 out of 5, 12 reviews<');
    expect(card(product())).not.toContain('card__rating');
  });

  it('badges, up to six colour swatches and icons named by text and tooltip', () => {
    const out = card(
      product({
        badges: ['SALE', 'NEW'],
        review_count: 1234,
        rating_avg: 4.8,
        color_swatches: Array.from({ length: 8 }, (_, i) => ({ color: `#00000${i}`, image_url: '' })),
        icon_urls: ['/images/icons/eco.svg', '/images/icons/handmade.svg'],
      }),
    );
    expect(out).toContain(
      '<ul class="card__badges" aria-label="badges"><li class="badge badge--sale">SALE</li><li class="badge badge--new">NEW</li></ul>',
    );
    expect(out.match(/class="card__swatch"/g)).toHaveLength(6);
    expect(out).toContain('<span class="card__swatch" style="background:#000000"></span>');
    expect(out).toContain('<ul class="card__icons" aria-label="상품 특징">');
    expect(out).toContain(
      '<li><img src="/images/icons/eco.svg" alt="친환경" title="친환경" width="18" height="18" loading="lazy"></li>',
    );
    expect(out).toContain('alt="수작업" title="수작업"');
    expect(card(product({ icon_urls: ['/images/icons/eco.svg'] }), EN)).toContain(
      'alt="Eco-friendly" title="Eco-friendly"',
    );
  });

  it('nothing in a product’s data can become markup or leave an attribute', () => {
    const evil = '"><script>alert(1)</script>';
    const out = card(
      product({
        name: evil,
        summary: `<img onerror=x>`,
        thumb_image: `/x.webp" onload="alert(1)`,
        badges: ['<b>'],
        color_swatches: [{ color: 'red" onclick="x', image_url: '' }],
      }),
    );
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('<img onerror');
    expect(out).not.toContain('" onload="');
    expect(out).not.toContain('" onclick="');
    expect(out).not.toContain('<b>');
    expect(out).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</a></h3>');
  });
});
