import { pick } from '~/lib/i18n';
import { FieldMessage, type StepErrors } from './fields';
import type { CheckoutProps, Quote } from './order-sheet';

type Props = {
  words: CheckoutProps['words'];
  quote: Quote | null;
  lang: CheckoutProps['lang'];
  money: (krw: number) => string;
  /** The order can be sent: lines to order, all available, and no order on its way. */
  canPay: boolean;
  e: StepErrors;
};

/** The lines and the server's amounts; the pay button. Before the first quote the amounts read '—'. */
export function OrderSummary({ words: w, quote, lang, money, canPay, e }: Props) {
  const a = quote?.amounts;
  const discount = a ? a.discount_total + a.coupon_discount : 0;
  const total = (key: string, text: string | undefined) => <dd data-total={key}>{text ?? '—'}</dd>;
  return (
    <aside className="checkout__summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{w.summaryTitle}</h2>
      <ul className="summary__lines" aria-busy={quote ? undefined : true}>
        {quote?.lines.map((l) => {
          const name = pick(l, 'it_name', lang);
          const option = pick(l, 'option_name', lang);
          return (
            <li className="summary__line" key={l.id}>
              <span className="summary__name">{name}</span>
              <span className="summary__meta">{`${option ? `${w.optionLabel}: ${option} · ` : ''}${money(l.price ?? 0)} × ${l.qty}`}</span>
              <strong>{money(l.line_total)}</strong>
            </li>
          );
        })}
      </ul>
      <dl className="summary__totals">
        <div>
          <dt>{w.itemsTotal}</dt>
          {total('items_total', a && money(a.items_total))}
        </div>
        <div>
          <dt>{w.discount}</dt>
          {total('discount', a && (discount ? `−${money(discount)}` : money(0)))}
        </div>
        <div>
          <dt>{w.pointsUsed}</dt>
          {total('points_used', a && (a.points_used ? `−${money(a.points_used)}` : money(0)))}
        </div>
        <div>
          <dt>{w.shippingFee}</dt>
          {total('shipping_fee', a && (a.shipping_fee ? money(a.shipping_fee) : w.free))}
        </div>
        <div className="summary__payable">
          <dt>{w.total}</dt>
          {total('total', a && money(a.total))}
        </div>
      </dl>
      <FieldMessage name="lines" e={e} />
      <button type="submit" className="button checkout__submit" disabled={!canPay}>
        {w.pay}
      </button>
      <a className="back" href="/shop/cart">
        {w.backToCart}
      </a>
    </aside>
  );
}
