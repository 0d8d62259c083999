import { fill } from '~/lib/i18n';
import type { CartWire } from '~/server/cart/cart.serializer';
import { type CartPageLabels, orderableIds, orderUrl } from './cart';
import './CartSummaryBox.css';

type Props = {
  cart: CartWire;
  labels: CartPageLabels;
  /** An amount in the page's currency (zero is ₩0). */
  amount: (krw: number) => string;
  /** A threshold in the page's currency, whole dollars ("over $36"). */
  threshold?: (krw: number) => string;
};

/** An order button: a link to the order form, or a disabled button when there is nothing to order. */
export function orderButton(ids: number[], className: string, text: string) {
  return ids.length > 0 ? (
    <a className={className} href={orderUrl(ids)}>
      {text}
    </a>
  ) : (
    <button type="button" className={className} disabled>
      {text}
    </button>
  );
}

/**
 * How far the selection is towards free shipping, as the server worked it out: what more to add and
 * a bar, or that it goes free. Nothing while nothing is chosen.
 */
function FreeShippingProgress({ cart, labels: w, amount }: Props) {
  const { free_shipping_gap: gap, free_shipping_progress: progress } = cart.totals;
  if (progress <= 0) return null;
  const text = gap > 0 ? fill(w.freeShippingGap, { amount: amount(gap) }) : w.freeShippingReached;
  return (
    <div className="cart-summary__free" data-free={gap > 0 ? undefined : ''}>
      <p className="cart-summary__free-text">{text}</p>
      <div
        className="cart-summary__bar"
        role="progressbar"
        aria-label={w.freeShippingProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={text}
      >
        <span style={{ inlineSize: `${progress}%` }} />
      </div>
    </div>
  );
}

/** The server's totals of the selected lines that can be ordered, the shipping rule, and the order buttons. */
export function CartSummaryBox({ cart, labels: w, amount, threshold = amount }: Props) {
  const { totals, shipping, lines } = cart;
  const flagged = lines.filter((l) => !l.available).length;
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {w.summaryTitle}
      </h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>{w.listTotal}</dt>
          <dd>{amount(totals.list_total)}</dd>
        </div>
        <div>
          <dt>{w.discount}</dt>
          <dd className="cart-summary__discount">{amount(-totals.discount_total)}</dd>
        </div>
        <div>
          <dt>{w.shippingFee}</dt>
          <dd>{totals.items_total > 0 && totals.shipping_fee === 0 ? w.free : amount(totals.shipping_fee)}</dd>
        </div>
        <div className="cart-summary__payable">
          <dt>{w.payable}</dt>
          <dd>{amount(totals.payable)}</dd>
        </div>
      </dl>
      <p className="cart-summary__count">{fill(w.counts, { lines: totals.lines, quantity: totals.quantity })}</p>
      <FreeShippingProgress cart={cart} labels={w} amount={amount} />
      <p className="cart-summary__note">
        {`${fill(w.shippingRule, { threshold: threshold(shipping.free_threshold), fee: amount(shipping.base_fee) })} ${w.remoteAreas}`}
      </p>
      {flagged > 0 && (
        <p className="cart-summary__note cart-summary__note--flag">{fill(w.excludedCount, { count: flagged })}</p>
      )}
      <div className="cart-summary__actions">
        {orderButton(orderableIds(lines, true), 'button', w.orderSelected)}
        {orderButton(orderableIds(lines, false), 'button button--ghost', w.orderAll)}
      </div>
      <p className="cart-summary__links">
        <a href="/shop/quotation" target="_blank" rel="noopener">
          {w.quotation}
        </a>
        <a href="/">{w.continueShopping}</a>
      </p>
    </aside>
  );
}
