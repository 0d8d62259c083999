import type { Currency } from '~/lib/constants';
import { fill } from '~/lib/i18n';
import { formatAmount } from '~/lib/money';
import type { StudioLabels } from './studio.labels';
import type { QuoteState } from './use-quote';

export type MoneyProps = { currency: Currency; krwPerUsd: number };

type Props = MoneyProps & {
  state: QuoteState;
  labels: StudioLabels;
  /** The quantity tiers' unit prices, for corporate and gift orders (the bottle page shows them). */
  tiers?: boolean | undefined;
};

/** The server's price and lead time, or the rules it found broken, in its words. */
export function QuotePanel({ state, labels: l, tiers = false, currency, krwPerUsd }: Props) {
  const money = (krw: number) => formatAmount(krw, { currency, krwPerUsd });
  return (
    <section className="studio-panel studio-quote" data-tour="price" aria-labelledby="studio-quote-title">
      <h2 className="studio-panel__title" id="studio-quote-title">
        {l.price}
      </h2>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'idle' && <p className="studio-panel__hint">{l.priceIdle}</p>}
        {state.status === 'loading' && <p className="studio-panel__hint">{l.priceLoading}</p>}
        {state.status === 'failed' && <p className="field__error">{l.priceFailed}</p>}
        {state.status === 'invalid' && (
          <div className="studio-problems" role="alert">
            <p className="studio-problems__title">{l.problems}</p>
            <ul>
              {[...new Set(Object.values(state.errors).flat())].map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        )}
        {state.status === 'ok' && (
          <>
            <dl className="studio-quote__rows">
              <dt>{l.unitPrice}</dt>
              <dd className="studio-quote__price">{money(state.quote.unit_price)}</dd>
              <dt>{l.materialsCost}</dt>
              <dd>{money(state.quote.materials_cost)}</dd>
              <dt>{l.makingFee}</dt>
              <dd>{money(state.quote.making_fee)}</dd>
              <dt>{l.leadTime}</dt>
              <dd>{fill(l.leadDays, { days: state.quote.lead_days })}</dd>
            </dl>
            {tiers && state.quote.tiers.length > 0 && (
              <table className="studio-tiers">
                <caption>{l.tiers}</caption>
                <thead>
                  <tr>
                    <th scope="col">{l.quantity}</th>
                    <th scope="col">{l.unitPrice}</th>
                  </tr>
                </thead>
                <tbody>
                  {state.quote.tiers.map((tier) => (
                    <tr key={tier.min_quantity}>
                      <td>{fill(l.tierFrom, { count: tier.min_quantity })}</td>
                      <td>{money(tier.unit_price)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
    </section>
  );
}
