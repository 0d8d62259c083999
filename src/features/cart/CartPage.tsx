import { useCallback } from 'react';
import type { Currency, Language } from '~/lib/constants';
import { fill } from '~/lib/i18n';
import { formatAmount, formatPrice, formatRoundAmount } from '~/lib/money';
import type { CartWire } from '~/server/cart/cart.serializer';
import { CartLineItem } from './CartLineItem';
import { CartSummaryBox, orderButton } from './CartSummaryBox';
import { type CartPageLabels, orderableIds } from './cart';
import { useCartPage } from './use-cart-page';
import '~/components/ui/paybar.css';
import './CartPage.css';

export type CartPageProps = {
  /** The cart as `GET /api/v1/cart` answers it, priced by the server when the page was drawn. */
  cart: CartWire;
  lang: Language;
  currency: Currency;
  krwPerUsd: number;
  labels: CartPageLabels;
};

/**
 * Spec 2.6, the cart page (`client:now` on /shop/cart): the lines to select, change and remove,
 * beside the server's totals and the order buttons; an empty cart offers to continue shopping.
 * Drawn on the server with the cart, then every change goes through the cart API.
 */
export function CartPage({ cart: first, lang, currency, krwPerUsd, labels: w }: CartPageProps) {
  const price = (krw: number | null) => formatPrice(krw, { currency, lang, krwPerUsd });
  const amount = useCallback((krw: number) => formatAmount(krw, { currency, krwPerUsd }), [currency, krwPerUsd]);
  const threshold = useCallback(
    (krw: number) => formatRoundAmount(krw, { currency, krwPerUsd }),
    [currency, krwPerUsd],
  );
  const announce = useCallback((c: CartWire) => `${w.updated} ${amount(c.totals.payable)}`, [w, amount]);
  const page = useCartPage({ cart: first, labels: w, announce });
  const { cart } = page;
  const selected = cart.lines.filter((l) => l.selected).length;
  const allSelected = cart.lines.length > 0 && selected === cart.lines.length;

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {page.status}
      </p>
      <div ref={page.rootRef} aria-busy={page.busy || undefined}>
        {cart.lines.length === 0 ? (
          <section className="cart__empty">
            <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
              <path d="M3.5 5h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.3a1.5 1.5 0 0 0 1.5-1.1L20.5 9H7" />
              <circle cx="9.5" cy="20" r="1.2" />
              <circle cx="17" cy="20" r="1.2" />
            </svg>
            <h2>{w.emptyTitle}</h2>
            <p>{w.emptyHint}</p>
            <a className="button" href="/">
              {w.continueShopping}
            </a>
          </section>
        ) : (
          <div className="cart__layout">
            <section aria-labelledby="cart-lines-title">
              <h2 id="cart-lines-title" className="visually-hidden">
                {w.linesTitle}
              </h2>
              <div className="cart__toolbar">
                <label className="check">
                  <input
                    type="checkbox"
                    data-focus-key="select-all"
                    checked={allSelected}
                    onChange={(e) => page.selectAll(e.currentTarget.checked)}
                  />
                  {fill(w.selectAll, { selected, total: cart.lines.length })}
                </label>
                <button
                  type="button"
                  className="cart__tool"
                  data-focus-key="remove-selected"
                  onClick={() => page.removeSelected()}
                >
                  {w.removeSelected}
                </button>
              </div>
              <ul className="cart__lines">
                {cart.lines.map((line) => (
                  <CartLineItem
                    key={line.id}
                    line={line}
                    lang={lang}
                    labels={w}
                    price={price}
                    onSelect={page.select}
                    onOption={page.setOption}
                    onQuantity={page.setQuantity}
                    onRemove={page.remove}
                  />
                ))}
              </ul>
            </section>
            <CartSummaryBox cart={cart} labels={w} amount={amount} threshold={threshold} />
            {/* On phones the summary is below the lines: the amount and the order stay in reach. */}
            <div className="paybar">
              {orderButton(
                orderableIds(cart.lines, true),
                'button',
                fill(w.orderAmount, { amount: amount(cart.totals.payable) }),
              )}
            </div>
          </div>
        )}
      </div>
    </>
  );
}
