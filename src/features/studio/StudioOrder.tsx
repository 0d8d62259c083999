import { useEffect, useId, useState } from 'react';
import { Checkbox } from '~/components/ui/Checkbox';
import { RadioGroup } from '~/components/ui/RadioGroup';
import { takeCount } from '~/features/cart/cart.store';
import { ApiError, postJson } from '~/lib/http';
import { fill } from '~/lib/i18n';
import { formatAmount } from '~/lib/money';
import type { Composition } from '~/lib/studio/types';
import type { CatalogueType } from './catalogue';
import { EMPTY_COMPOSITION } from './composition';
import type { MoneyProps } from './QuotePanel';
import { QuotePanel } from './QuotePanel';
import type { StudioLabels } from './studio.labels';
import type { StudioOrderLabels } from './studio-order.labels';
import { useQuote } from './use-quote';
import './studio.css';

/** What a piece is made from: a saved formula, or a past studio order made again. */
export type OrderSource = { kind: 'formula' | 'order'; id: number; name: string; composition: Composition };

/** A source's one key among both kinds (`formula-3`, `order-5`). */
export const sourceKey = (s: Pick<OrderSource, 'kind' | 'id'>) => `${s.kind}-${s.id}`;

export type StudioOrderProps = MoneyProps & {
  sources: OrderSource[];
  types: CatalogueType[];
  initialKey: string | null;
  labels: StudioLabels;
  words: StudioOrderLabels;
};

const MAX_QUANTITY = 999;

/** /custom/studio-order: a saved formula or a past order, a size and a quantity, priced by the server, into the cart. */
export function StudioOrder({ sources, types, initialKey, labels, words: w, currency, krwPerUsd }: StudioOrderProps) {
  const id = useId();
  const first = sources[0];
  const [key, setKey] = useState(initialKey ?? (first ? sourceKey(first) : null));
  const formula = sources.find((s) => sourceKey(s) === key);
  const type = types.find((t) => t.type === formula?.composition.type);
  const [sizeMl, setSizeMl] = useState(formula?.composition.sizeMl ?? 0);
  const [quantity, setQuantity] = useState(1);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ lineId: number | null } | { messages: string[] } | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => setSizeMl(formula?.composition.sizeMl ?? 0), [formula]);
  const composition = formula ? { ...formula.composition, sizeMl } : null;
  const quote = useQuote(composition ?? EMPTY_COMPOSITION, quantity, ready && composition !== null);

  const add = async () => {
    if (!formula || busy) return;
    if (!agreed) {
      setOutcome({ messages: [w.agreeFirst] });
      return;
    }
    setBusy(true);
    try {
      const made = formula.kind === 'formula' ? { formula_id: formula.id } : { custom_order_id: formula.id };
      const body = { ...made, size_ml: sizeMl, quantity };
      const answer = await postJson<{ line?: { id?: number }; count?: number }>('/api/v1/studio/cart', body, {
        handles: [409, 422],
      });
      takeCount(answer);
      setOutcome({ lineId: answer.line?.id ?? null });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 422 || error.status === 409)) {
        const data = error.data as { message?: string } | undefined;
        const messages = Object.values(error.fieldErrors).flat();
        setOutcome({ messages: messages.length > 0 ? [...new Set(messages)] : [data?.message ?? w.failed] });
      } else if (!(error instanceof ApiError && error.status === 401)) {
        setOutcome({ messages: [w.failed] });
      }
    } finally {
      setBusy(false);
    }
  };

  if (sources.length === 0) {
    return (
      <p className="studio-empty">
        {w.noFormulas} <a href="/custom/fragrance">{labels.composeLink}</a>
      </p>
    );
  }
  const total = quote.status === 'ok' ? quote.quote.unit_price * quantity : null;

  return (
    <div className="studio studio--order">
      <div className="studio__main">
        <section className="studio-panel" aria-labelledby={`${id}-title`}>
          <h2 className="studio-panel__title" id={`${id}-title`}>
            {w.whatToOrder}
          </h2>
          <RadioGroup
            label={w.formula}
            required
            requiredLabel={labels.required}
            orientation="vertical"
            options={sources.map((s) => ({ value: sourceKey(s), label: s.name }))}
            value={key}
            onChange={(value) => value && setKey(value)}
          />
          {type && (
            <RadioGroup
              label={labels.size}
              required
              requiredLabel={labels.required}
              options={type.sizes.map((s) => ({ value: s.ml, label: `${s.ml} ml` }))}
              value={sizeMl || null}
              onChange={(value) => value && setSizeMl(value)}
            />
          )}
          <label className="studio-field" htmlFor={`${id}-quantity`}>
            <span>{labels.quantity}</span>
            <input
              id={`${id}-quantity`}
              type="number"
              min={1}
              max={MAX_QUANTITY}
              value={quantity}
              onChange={(event) => setQuantity(clampQuantity(event.currentTarget.valueAsNumber))}
            />
          </label>
          <Checkbox label={w.agreement} value={agreed} onChange={setAgreed} required requiredLabel={labels.required} />
          <p className="studio-panel__hint">{w.agreementHint}</p>
        </section>
      </div>
      <aside className="studio__side" aria-label={labels.summary}>
        <QuotePanel state={quote} labels={labels} tiers currency={currency} krwPerUsd={krwPerUsd} />
        {total !== null && (
          <p className="studio-order__total">
            {fill(w.totalFor, { count: quantity })} <strong>{formatAmount(total, { currency, krwPerUsd })}</strong>
          </p>
        )}
        <button className="button" type="button" disabled={!ready || busy} onClick={add}>
          {w.addToCart}
        </button>
        <div aria-live="polite">
          {outcome && 'lineId' in outcome && (
            <p className="studio-save__done">
              {w.added} <a href="/shop/cart">{w.goToCart}</a>
              {outcome.lineId !== null && (
                <>
                  {' · '}
                  <a href={`/shop/quotation?lines=${outcome.lineId}`}>{w.quotation}</a>
                </>
              )}
            </p>
          )}
          {outcome &&
            'messages' in outcome &&
            outcome.messages.map((m) => (
              <p className="field__error" role="alert" key={m}>
                {m}
              </p>
            ))}
        </div>
      </aside>
    </div>
  );
}

function clampQuantity(n: number): number {
  return Number.isFinite(n) ? Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(n))) : 1;
}
