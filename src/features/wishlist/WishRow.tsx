import { useState } from 'react';
import { Price } from '~/components/ui/Price';
import { addOneToCart } from '~/features/cart/card-cart-add';
import type { Language } from '~/lib/constants';
import { confirmDialog } from '~/lib/dialog';
import { pick } from '~/lib/i18n';
import { reloadPage } from '~/lib/navigation';
import { canAddToCart, isSoldOut, type WishListEntry } from './wishlist';
import { removeWish } from './wishlist.api';

export type WishRowLabels = Record<'addToCart' | 'remove' | 'confirmRemove' | 'soldOut' | 'discount', string>;

export type WishRowProps = {
  entry: WishListEntry;
  lang: Language;
  format: (krw: number | null | undefined) => string;
  labels: WishRowLabels;
};

/**
 * One wishlist entry. Its cart button adds one unit (a product with options opens its page); its
 * remove button asks first, then the page is drawn again, refilled from the next page.
 */
export function WishRow({ entry, lang, format, labels }: WishRowProps) {
  const [busy, setBusy] = useState<'cart' | 'remove' | null>(null);
  const { product } = entry;
  const name = pick(product, 'name', lang);
  const href = `/shop/product/${product.id}`;

  const addToCart = async () => {
    if (busy) return;
    setBusy('cart');
    try {
      await addOneToCart(product.id, product.has_options);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (busy || !(await confirmDialog({ message: labels.confirmRemove }))) return;
    setBusy('remove');
    try {
      await removeWish(entry.id);
      reloadPage();
    } catch {
      // The shared client has already shown the message.
      setBusy(null);
    }
  };

  return (
    <li className="wish-row">
      {/* biome-ignore lint/a11y/useAnchorContent: the picture repeats the name's link below, for a pointer only */}
      <a className="wish-row__thumb" href={href} tabIndex={-1} aria-hidden="true">
        <img src={`${product.thumb_image}?w=320`} alt="" width="96" height="96" loading="lazy" />
      </a>
      <div className="wish-row__body">
        <h2 className="wish-row__name">
          <a href={href}>{name}</a>
        </h2>
        <Price
          value={product.price}
          before={product.discount?.before}
          rate={product.discount?.rate}
          format={format}
          discountLabel={labels.discount}
        />
        {isSoldOut(product) && <p className="wish-row__soldout">{labels.soldOut}</p>}
      </div>
      <div className="wish-row__actions">
        {canAddToCart(product) && (
          <button type="button" className="button" disabled={busy === 'cart'} onClick={() => void addToCart()}>
            {labels.addToCart}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          disabled={busy === 'remove'}
          onClick={() => void remove()}
        >
          {labels.remove}
          <span className="visually-hidden"> {name}</span>
        </button>
      </div>
    </li>
  );
}
