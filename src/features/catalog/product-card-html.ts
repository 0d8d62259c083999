import { type PriceProps, priceHtml } from '~/components/ui/price-html';
import type { Language } from '~/lib/constants';
import { html, type Markup } from '~/lib/html';
import { pick } from '~/lib/i18n';
import type { ProductCard } from '~/server/catalog/product.types';
import { heartHtml } from '../wishlist/heart-html';
import '~/components/ui/round-button.css';
import './product-card.css';

/** What every card of a page shares: its language, translator and price format. */
export type CardContext = {
  lang: Language;
  t: (text: string, vars?: Record<string, string>) => string;
  format: (krw: number | null | undefined) => string;
};

export type CardOptions = {
  /** Load the image at once (the first row of a page), not when it scrolls into view. */
  eager?: boolean;
  /** The place shown on the image (best sellers). */
  rank?: number | undefined;
};

const ICON_NAMES: Record<string, string> = { scent: '향 제품', tool: '도구·재료', eco: '친환경', handmade: '수작업' };
const SIZES = '(max-width: 700px) 46vw, (max-width: 1024px) 31vw, 290px';
const CART_ICON = html`<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M3.5 5h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.3a1.5 1.5 0 0 0 1.5-1.1L20.5 9H7"></path><circle cx="9.5" cy="20" r="1.2"></circle><circle cx="17" cy="20" r="1.2"></circle></svg>`;

/** The name of a card icon, from its file name (`/images/icons/eco.svg` is 친환경). */
function iconName(src: string): string {
  return ICON_NAMES[src.slice(src.lastIndexOf('/') + 1).replace('.svg', '')] ?? '';
}

/** The star average beside the review count, ★4.8 (12), read out as words. */
function ratingHtml(p: ProductCard, t: CardContext['t']): Markup {
  const rating = p.rating_avg.toFixed(1);
  const count = p.review_count.toLocaleString();
  const spoken =
    p.review_count === 1
      ? t('별점 {rating}점, 후기 1개', { rating })
      : t('별점 {rating}점, 후기 {count}개', { rating, count });
  return html`<span class="card__rating"><span aria-hidden="true"><span class="card__star">★</span>${rating} <span class="card__count">(${count})</span></span><span class="visually-hidden">${spoken}</span></span>`;
}

/**
 * A product card: image (sold out over it), rank, heart and cart buttons, badges, name, price,
 * star average and review count, colour swatches, named icons and up to four summary keywords, in
 * the page's language. Sold out shows over the image and beside the price; the cart button shows
 * only for a product that can be bought.
 */
export function productCardHtml(p: ProductCard, { eager = false, rank }: CardOptions, c: CardContext): Markup {
  const { t } = c;
  const name = pick(p, 'name', c.lang);
  const summary = pick(p, 'summary', c.lang).split(/\s+/).filter(Boolean).slice(0, 4);
  const soldOut = p.stock < 1;
  const buyable = Boolean(p.price) && !soldOut;
  const href = `/shop/product/${p.id}`;
  const img = p.thumb_image;
  const price: PriceProps = {
    value: p.price,
    before: p.discount?.before,
    rate: p.discount?.rate,
    tag: soldOut ? t('품절') : undefined,
  };
  return html`<article class="card"><div class="card__visual"><a class="card__media" href="${href}" tabindex="-1" aria-hidden="true"><img src="${img}?w=480" srcset="${img}?w=320 320w, ${img}?w=480 480w, ${img} 800w" sizes="${SIZES}" alt="" width="400" height="400" loading="${eager ? 'eager' : 'lazy'}" decoding="async">${
    soldOut && html`<span class="card__soldout">${t('품절')}</span>`
  }</a>${
    rank !== undefined &&
    html`<span class="card__rank"><span class="visually-hidden">${t('순위')} </span>${rank}</span>`
  }<div class="card__actions">${heartHtml({ productId: p.id, name, wishIds: p.wish_ids }, t)}${
    buyable &&
    html`<button type="button" class="round-button card__cart" data-cart-add data-it-id="${p.id}" data-has-options="${p.has_options ? 'true' : 'false'}" aria-label="${t('{name} 장바구니 담기', { name })}">${CART_ICON}</button>`
  }</div></div>${
    p.badges.length > 0 &&
    html`<ul class="card__badges" aria-label="badges">${p.badges.map((b) => html`<li class="badge badge--${b.toLowerCase()}">${b}</li>`)}</ul>`
  }<h3 class="card__name"><a href="${href}">${name}</a></h3>${priceHtml(price, c.format, t)}<p class="card__meta">${p.review_count > 0 && ratingHtml(p, t)}${
    p.color_swatches.length > 0 &&
    html`<span class="card__swatches" aria-hidden="true">${p.color_swatches
      .slice(0, 6)
      .map((s) => html`<span class="card__swatch" style="background:${s.color}"></span>`)}</span>`
  }</p>${
    p.icon_urls.length > 0 &&
    html`<ul class="card__icons" aria-label="${t('상품 특징')}">${p.icon_urls.map((src) => {
      const label = t(iconName(src));
      return html`<li><img src="${src}" alt="${label}" title="${label}" width="18" height="18" loading="lazy"></li>`;
    })}</ul>`
  }${summary.length > 0 && html`<p class="card__keywords">${summary.map((k) => `#${k}`).join(' ')}</p>`}</article>`;
}
